import ArrowBack from '@mui/icons-material/ArrowBack';
import Download from '@mui/icons-material/Download';
import Edit from '@mui/icons-material/Edit';
import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SHEET_PAPER_LABELS, SHEET_PAPERS, type TEventSheet, type TSheetPaper } from '@venue/shared/staff/event-sheet.schema';
import { sheetDate, sheetTime } from '@venue/shared/staff/event-sheet';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { loadError, QueryState } from '@/components/feedback/query-state';
import { ToneChip } from '@/components/feedback/tone-chip';
import { useToast } from '@/components/feedback/toast-context';
import { PageHeading } from '@/components/staff/page-heading';
import { staffSheetQuery } from '@/features/event-sheet/api/event-sheet.queries';
import { useDownloadSheetPdf, useMarkPrinted } from '@/features/event-sheet/api/use-sheet-mutations';
import { SheetBody } from '@/features/event-sheet/components/sheet-body';
import { SheetEditorDialog } from '@/features/event-sheet/components/sheet-editor-dialog';
import { isApiError } from '@/lib/api-error';

/** On paper only the sheet: the console's bar, menu and this page's buttons stay on screen. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, .MuiDrawer-root, .MuiAppBar-root, .MuiFab-root, [data-print="hide"]': { display: 'none !important' },
        'main, main > *': { padding: '0 !important', margin: '0 !important', maxWidth: 'none !important' },
        'main .MuiToolbar-root': { display: 'none !important' },
        '[data-print="sheet"]': { border: '0 !important', padding: '0 !important' },
        'html, body, #root': { background: '#fff !important' },
      },
      '@page': { margin: '14mm' },
    }}
  />
);

export function versionLine(sheet: Pick<TEventSheet, 'version' | 'changed_at'>) {
  return `Version ${sheet.version}${sheet.changed_at ? `, changed ${sheetDate(sheet.changed_at)} at ${sheetTime(sheet.changed_at)}` : ''}`;
}

function SheetToolbar({ sheet, onEdit }: { sheet: TEventSheet; onEdit: () => void }) {
  const [paper, setPaper] = useState<TSheetPaper>('a4');
  const printed = useMarkPrinted(sheet.event_id);
  const pdf = useDownloadSheetPdf(sheet.event_id);
  const toast = useToast();
  const fail = (err: Error) => toast({ severity: 'error', title: 'Not Done', message: err.message });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }} data-print="hide">
      <Button component={RouterLink} to={`/staff/events/${sheet.event_id}`} startIcon={<ArrowBack />}>
        Back to Event
      </Button>
      <Button variant="outlined" startIcon={<Edit />} onClick={onEdit}>
        Edit Sheet
      </Button>
      <Button
        variant="contained"
        startIcon={<Print />}
        disabled={printed.isPending}
        // The version on paper is recorded first, so a later change is marked on the event.
        onClick={() => printed.mutate(undefined, { onSuccess: () => window.print(), onError: fail })}
      >
        Print
      </Button>
      <TextField
        select
        size="small"
        label="Paper"
        value={paper}
        onChange={(e) => setPaper(e.target.value as TSheetPaper)}
        fullWidth={false}
        sx={{ width: { xs: '100%', sm: 140 }, flex: 'none' }}
      >
        {SHEET_PAPERS.map((p) => (
          <MenuItem key={p} value={p}>
            {SHEET_PAPER_LABELS[p]}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" startIcon={<Download />} disabled={pdf.isPending} onClick={() => pdf.mutate(paper, { onError: fail })}>
        Download PDF
      </Button>
    </Stack>
  );
}

/** /staff/events/:id/sheet: the event sheet, print-ready, with its rows edited in a dialog. */
export function StaffSheetScreen({ eventId }: { eventId: number }) {
  const sheet = useQuery(staffSheetQuery(eventId));
  const [editing, setEditing] = useState(false);
  if (isApiError(sheet.error) && sheet.error.status === 404) return <PageHeading title="Event not found" subtitle="This event does not exist." />;
  return (
    <QueryState query={sheet} loading="Loading event sheet..." error={loadError('the event sheet')}>
      {(data) => (
        <>
          {printStyles}
          <SheetToolbar sheet={data} onEdit={() => setEditing(true)} />
          {data.changed_since_printed && (
            <Alert severity="warning" sx={{ mb: 2 }} data-print="hide">
              Changed since it was printed (version {data.printed_version}). Print it again for the team.
            </Alert>
          )}
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-print="sheet">
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>
              Event Sheet: {data.name}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
              <Typography color="text.secondary">{versionLine(data)}</Typography>
              {data.confirmed_version === data.version && <ToneChip size="small" color="success" variant="outlined" label="Confirmed by the Client" />}
            </Stack>
            {data.care_notes.length > 0 && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {data.care_notes.map((n) => `${n.label}: ${n.text}`).join(' · ')}
              </Alert>
            )}
            <SheetBody sheet={data} />
          </Paper>
          {editing && <SheetEditorDialog sheet={data} open onClose={() => setEditing(false)} />}
        </>
      )}
    </QueryState>
  );
}
