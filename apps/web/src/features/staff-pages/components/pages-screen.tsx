import Edit from '@mui/icons-material/Edit';
import NoteAdd from '@mui/icons-material/NoteAdd';
import Publish from '@mui/icons-material/Publish';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TAdminPage, TAdminPageSummary } from '@venue/shared/site/pages.schema';
import { useState } from 'react';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { loadError, QueryState } from '@/components/feedback/query-state';
import { ToneChip } from '@/components/feedback/tone-chip';
import { useToast } from '@/components/feedback/toast-context';
import { PageHeading } from '@/components/staff/page-heading';
import { formatDate } from '@/components/staff/staff-format';
import type { THomeContent } from '@venue/shared/site/home-content';
import type { THomePage } from '@venue/shared/site/home.schema';
import { homeContentQuery, pagesListQuery, usePublishPage, useStartVersion } from '@/features/staff-pages/api/staff-pages.queries';
import { HomeEditorDialog } from '@/features/staff-pages/components/home-editor-dialog';
import { PageEditorDialog } from '@/features/staff-pages/components/page-editor-dialog';

function PageCard({ page, onEdit }: { page: TAdminPageSummary; onEdit: (version: TAdminPage) => void }) {
  const start = useStartVersion();
  const publish = usePublishPage();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const refuse = (error: Error) => toast({ severity: 'error', title: 'Change Refused', message: error.message });
  const editable = page.versioned ? page.draft : (page.current ?? page.draft);

  const publishDraft = async (draft: TAdminPage) => {
    const ok = await confirm({
      title: `Publish ${page.title}`,
      message: `Version ${draft.version} becomes the one visitors read and accept from now on. A published version cannot be changed.`,
      confirmLabel: 'Publish',
    });
    if (ok)
      publish.mutate(draft.id, {
        onSuccess: () => toast({ severity: 'success', title: 'Version Published', message: `${page.title}, version ${draft.version}, is now live.` }),
        onError: refuse,
      });
  };

  return (
    <Paper component="li" variant="outlined" sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {page.title}
        </Typography>
        {page.current ? (
          <ToneChip size="small" color="success" label={page.versioned ? `Version ${page.current.version} published` : 'Published'} />
        ) : (
          <ToneChip size="small" color="warning" label="Not published" />
        )}
        {page.versioned && page.draft && <ToneChip size="small" color="info" variant="outlined" label={`Version ${page.draft.version} draft`} />}
      </Stack>
      <Typography color="text.secondary">
        <Link href={page.path} target="_blank" rel="noopener">
          {page.path}
        </Link>
        {page.current && ` · published ${formatDate(page.current.published_at)}`}
        {editable && ` · last edited ${formatDate(editable.updated_at)}`}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {editable && (
          <Button variant="outlined" startIcon={<Edit />} onClick={() => onEdit(editable)}>
            {page.versioned ? 'Edit Draft' : 'Edit'}
          </Button>
        )}
        {/* Terms and Privacy start each new version; any page starts its first text on a new install. */}
        {!page.draft && (page.versioned || !page.current) && (
          <Button
            variant="outlined"
            startIcon={<NoteAdd />}
            disabled={start.isPending}
            onClick={() => start.mutate(page.slug, { onSuccess: (draft) => onEdit(draft), onError: refuse })}
          >
            {!page.current ? 'Write This Page' : 'Start New Version'}
          </Button>
        )}
        {/* A page without versions goes live when its editor saves it. */}
        {page.draft && page.versioned && (
          <Button variant="contained" startIcon={<Publish />} disabled={publish.isPending} onClick={() => void publishDraft(page.draft!)}>
            Publish Version {page.draft.version}
          </Button>
        )}
      </Stack>
      {confirmDialog}
    </Paper>
  );
}

const written = (h: THomeContent) =>
  [
    h.hero.overline,
    h.hero.title,
    h.hero.subtitle,
    h.grounds_intro,
    h.trust.overline,
    h.trust.title,
    h.trust.text,
    h.closing,
    h.tagline,
    h.footer_quote.text,
  ].some(Boolean) || h.highlights.length + h.figures.length + h.testimonials.length + h.services.length > 0;

/** The home page: the venue's own words in parts, each shown only when written (a new install has none). */
function HomePageCard({ onEdit }: { onEdit: (home: THomePage) => void }) {
  const home = useQuery(homeContentQuery());
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          Home Page
        </Typography>
        {home.data &&
          (written(home.data) ? <ToneChip size="small" color="success" label="Published" /> : <ToneChip size="small" color="warning" label="Not written" />)}
      </Stack>
      <Typography color="text.secondary">
        <Link href="/" target="_blank" rel="noopener">
          /
        </Link>
        {home.data &&
          ` · ${[
            `${home.data.figures.length} figure${home.data.figures.length === 1 ? '' : 's'}`,
            `${home.data.testimonials.length} testimonial${home.data.testimonials.length === 1 ? '' : 's'}`,
            `${home.data.highlights.length} highlight${home.data.highlights.length === 1 ? '' : 's'}`,
          ].join(', ')}`}
      </Typography>
      {home.isError && <Alert severity="error">The home page could not be loaded. Reload the page to try again.</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" startIcon={<Edit />} disabled={!home.data} onClick={() => home.data && onEdit(home.data)}>
          Edit Home Page
        </Button>
      </Stack>
    </Paper>
  );
}

/** Admins: the public site's pages. Terms and Privacy keep every version; the others change in place. */
export function PagesScreen() {
  const pages = useQuery(pagesListQuery());
  const [editing, setEditing] = useState<TAdminPage | null>(null);
  const [editingHome, setEditingHome] = useState<THomePage | null>(null);
  return (
    <>
      <PageHeading title="Pages" subtitle="The words of the public website. Terms of Service and the Privacy Policy keep every published version." />
      <Alert severity="info" sx={{ mb: 3 }}>
        Changes to a page are live when saved. Terms and Privacy changes are written in a new version and go live when you publish it; visitors then accept the
        new version.
      </Alert>
      <QueryState query={pages} loading="Loading pages..." error={loadError('pages')}>
        {(list) => (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            <HomePageCard onEdit={setEditingHome} />
            {list.map((page) => (
              <PageCard key={page.slug} page={page} onEdit={setEditing} />
            ))}
          </Box>
        )}
      </QueryState>
      {editing && <PageEditorDialog key={editing.id} page={editing} onClose={() => setEditing(null)} />}
      {editingHome && <HomeEditorDialog home={editingHome} onClose={() => setEditingHome(null)} />}
    </>
  );
}
