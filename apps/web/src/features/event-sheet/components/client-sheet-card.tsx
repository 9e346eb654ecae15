import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { sheetDate, sheetTime } from '@venue/shared/staff/event-sheet';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { clientSheetQuery } from '@/features/event-sheet/api/event-sheet.queries';
import { useConfirmSheet } from '@/features/event-sheet/api/use-sheet-mutations';
import { SheetBody } from '@/features/event-sheet/components/sheet-body';

/**
 * The client's event sheet on their event page: the plan of the day as the venue will run it, which they read
 * and confirm. A confirmation names the version read; a sheet changed since asks to be read again.
 */
export function ClientSheetCard({ eventId }: { eventId: number }) {
  const sheet = useQuery(clientSheetQuery(eventId));
  const confirm = useConfirmSheet(eventId);
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const data = sheet.data;
  if (!data) return null;
  const confirmed = data.confirmed_version === data.version;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="event-sheet-title" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <div>
          <Typography variant="h6" component="h2" id="event-sheet-title">
            Event Sheet
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Version {data.version}
            {data.changed_at ? `, changed ${sheetDate(data.changed_at)} at ${sheetTime(data.changed_at)}` : ''}
          </Typography>
        </div>
        <Stack direction="row" spacing={1}>
          <Button onClick={() => setOpen((v) => !v)} aria-expanded={open}>
            {open ? 'Hide' : 'Read It'}
          </Button>
          {confirmed ? (
            <Button disabled startIcon={<CheckCircle />}>
              Confirmed
            </Button>
          ) : (
            <Button
              variant="contained"
              disabled={confirm.isPending}
              onClick={() =>
                confirm.mutate(data.version, {
                  onSuccess: () => toast({ severity: 'success', title: 'Event Sheet Confirmed', message: 'Thank you: the venue will run your day by it.' }),
                  onError: (err) => toast({ severity: 'error', title: 'Not Confirmed', message: err.message }),
                })
              }
            >
              Confirm
            </Button>
          )}
        </Stack>
      </Stack>
      {data.confirmed_version !== null && !confirmed && (
        <Alert severity="info" sx={{ mt: 2 }}>
          The sheet changed since you confirmed version {data.confirmed_version}. Please read it and confirm again.
        </Alert>
      )}
      <Collapse in={open} unmountOnExit>
        <Stack sx={{ mt: 2 }}>
          <SheetBody sheet={data} />
        </Stack>
      </Collapse>
    </Paper>
  );
}
