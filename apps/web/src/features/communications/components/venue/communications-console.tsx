import Send from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TCommunicationTemplate } from '@venue/shared/communications/template.schema';
import { useQuery } from '@tanstack/react-query';
import { can } from '@venue/shared/accounts/roles';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { loadError, QueryState } from '@/components/feedback/query-state';
import { ToneChip } from '@/components/feedback/tone-chip';
import { PageHeading } from '@/components/staff/page-heading';
import { ScrollTable } from '@/components/staff/scroll-table';
import { templatesQuery } from '@/features/communications/api/communications.queries';
import { SendMessageDialog } from '@/features/communications/components/venue/send-message-dialog';
import { TemplateEditDialog } from '@/features/communications/components/venue/template-edit-dialog';
import { TemplatePreviewDialog } from '@/features/communications/components/venue/template-preview-dialog';
import { CATEGORY_LABELS, CHANNEL_LABELS, templateTitle } from '@/features/communications/record-labels';
import { useAuth } from '@/lib/auth/auth-context';

const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

/** The console's Communications: write to a client, and the system's message templates with a preview. */
export function CommunicationsConsole() {
  const templates = useQuery(templatesQuery());
  const [sending, setSending] = useState(false);
  const [previewing, setPreviewing] = useState<TCommunicationTemplate | null>(null);
  const [editing, setEditing] = useState<TCommunicationTemplate | null>(null);
  const { user } = useAuth();
  // Staff read and preview the templates; admins change their wording.
  const isAdmin = user ? can(user.role, 'admin:manage') : false;
  return (
    <>
      <PageHeading
        title="Communications"
        subtitle="Write to a client by e-mail or SMS; every message the system sends comes from a template below."
        actions={
          <>
            <Button variant="outlined" component={RouterLink} to="/staff/records">
              Communication Records
            </Button>
            <Button variant="contained" startIcon={<Send />} onClick={() => setSending(true)}>
              Send Message
            </Button>
          </>
        }
      />
      <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
        Message Templates
      </Typography>
      <QueryState query={templates} loading="Loading templates..." error={loadError('templates')}>
        {(data) => (
          <ScrollTable label="Message templates">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Channel</TableCell>
                <TableCell>Type</TableCell>
                <TableCell sx={wide}>Description</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.results.map((t) => (
                <TableRow key={t.id} hover>
                  <TableCell sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{templateTitle(t.name)}</TableCell>
                  <TableCell>{CHANNEL_LABELS[t.channel]}</TableCell>
                  <TableCell>{CATEGORY_LABELS[t.category]}</TableCell>
                  <TableCell sx={wide}>{t.description}</TableCell>
                  <TableCell>
                    <ToneChip size="small" label={t.is_active ? 'Active' : 'Inactive'} color={t.is_active ? 'success' : 'default'} />
                    {t.is_customised && <ToneChip size="small" label="Customised" color="info" sx={{ ml: 0.5, mt: { xs: 0.5, sm: 0 } }} />}
                  </TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => setPreviewing(t)} aria-label={`Preview ${templateTitle(t.name)}`}>
                      Preview
                    </Button>
                    {isAdmin && (
                      <Button size="small" onClick={() => setEditing(t)} aria-label={`Edit ${templateTitle(t.name)}`}>
                        Edit
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ScrollTable>
        )}
      </QueryState>
      <SendMessageDialog open={sending} onClose={() => setSending(false)} />
      <TemplatePreviewDialog template={previewing} onClose={() => setPreviewing(null)} />
      <TemplateEditDialog template={editing} onClose={() => setEditing(null)} />
    </>
  );
}
