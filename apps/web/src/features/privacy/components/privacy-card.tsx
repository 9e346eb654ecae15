import DeleteForever from '@mui/icons-material/DeleteForever';
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRIVACY_REQUEST_STATUS_LABELS } from '@venue/shared/privacy/privacy-request.schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { downloadMyData, myDeletionRequestQuery } from '@/features/privacy/api/privacy.queries';
import { DeleteAccountDialog } from '@/features/privacy/components/delete-account-dialog';
import { serverDetail } from '@/lib/server-detail';
import { formatVenueDate } from '@/lib/venue-date';

/** The client's rights under the Data Privacy Act (RA 10173): a copy of their data, and deletion. */
export function PrivacyCard() {
  const mine = useQuery(myDeletionRequestQuery());
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const request = mine.data?.request ?? null;
  const pending = request?.status === 'PENDING';

  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
      toast({ severity: 'success', title: 'Download Ready', message: 'Your data was saved as a ZIP file.' });
    } catch (error) {
      toast({ severity: 'error', title: 'Download Failed', message: serverDetail(error) ?? 'Your data could not be downloaded. Please try again.' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="privacy-title" sx={{ p: 3 }}>
      <Typography id="privacy-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Your Data and Privacy
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Download everything we hold about you (your events, quotes, contracts, invoices, receipts and messages) as one ZIP file, or ask us to delete your
        account.
      </Typography>
      {request && (
        <Alert severity={request.status === 'DECLINED' ? 'warning' : 'info'} sx={{ mb: 2 }}>
          Deletion request of {formatVenueDate(request.requested_at) ?? 'an earlier day'}: {PRIVACY_REQUEST_STATUS_LABELS[request.status]}.
          {request.status === 'DECLINED' && request.decline_reason ? ` ${request.decline_reason}` : ''}
        </Alert>
      )}
      <Stack spacing={1.5}>
        <Button variant="outlined" startIcon={<Download />} onClick={() => void download()} disabled={downloading} sx={{ justifyContent: 'flex-start' }}>
          {downloading ? 'Preparing Your Data...' : 'Download My Data'}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteForever />}
          onClick={() => setDeleting(true)}
          disabled={pending || mine.isPending}
          sx={{ justifyContent: 'flex-start' }}
        >
          {pending ? 'Deletion Requested' : 'Delete My Account'}
        </Button>
      </Stack>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </Paper>
  );
}
