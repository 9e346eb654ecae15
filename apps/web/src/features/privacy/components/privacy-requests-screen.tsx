import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PRIVACY_REQUEST_STATUS_LABELS,
  PRIVACY_REQUEST_STATUSES,
  type TAdminPrivacyRequest,
  type TPrivacyRequestStatus,
} from '@venue/shared/privacy/privacy-request.schema';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { EmptyText, loadError, QueryState } from '@/components/feedback/query-state';
import { ToneChip } from '@/components/feedback/tone-chip';
import { useToast } from '@/components/feedback/toast-context';
import { PageHeading } from '@/components/staff/page-heading';
import { Pager } from '@/components/staff/pager';
import { ScrollTable } from '@/components/staff/scroll-table';
import { formatInstant } from '@/components/staff/staff-format';
import { PRIVACY_PAGE_SIZE, privacyRequestsQuery, useDecidePrivacyRequest } from '@/features/privacy/api/privacy.queries';
import { DeletionTerms } from '@/features/privacy/components/delete-account-dialog';
import { serverDetail } from '@/lib/server-detail';

const TONE: Record<TPrivacyRequestStatus, 'warning' | 'success' | 'default'> = { PENDING: 'warning', COMPLETED: 'success', DECLINED: 'default' };

/** Confirming deletes (anonymises) the account; declining needs a reason the client reads. */
function DecideDialog({ request, decision, onClose }: { request: TAdminPrivacyRequest; decision: 'confirm' | 'decline'; onClose: () => void }) {
  const titleId = useId();
  const decide = useDecidePrivacyRequest();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const confirming = decision === 'confirm';

  const submit = () => {
    setFailure(null);
    decide.mutate(
      { id: request.id, decision, reason },
      {
        onSuccess: () => {
          toast({
            severity: 'success',
            title: confirming ? 'Account Deleted' : 'Request Declined',
            message: confirming ? `The account of ${request.client_name} was anonymised.` : `${request.client_name} will be told why by e-mail.`,
          });
          onClose();
        },
        onError: (error) => setFailure(serverDetail(error) ?? 'The decision could not be saved. Please try again.'),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{confirming ? 'Delete This Account?' : 'Decline This Request?'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          {confirming ? (
            <>
              <Typography variant="body2">
                The account of <strong>{request.client_name}</strong> ({request.client_email}) will be anonymised now, in one step that cannot be undone. The
                client is e-mailed once it is done.
              </Typography>
              <DeletionTerms />
            </>
          ) : (
            <TextField
              label="Reason for the client"
              required
              multiline
              minRows={2}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              helperText="The client reads this on their profile and in an e-mail."
              slotProps={{ htmlInput: { maxLength: 1000 } }}
              autoFocus
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" color={confirming ? 'error' : 'primary'} onClick={submit} disabled={decide.isPending || (!confirming && !reason.trim())}>
          {decide.isPending ? 'Saving...' : confirming ? 'Delete Account' : 'Decline Request'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Admins only: the clients' deletion requests (Data Privacy Act), waiting ones first. */
export function PrivacyRequestsScreen() {
  const [status, setStatus] = useState<TPrivacyRequestStatus | ''>('');
  const [page, setPage] = useState(1);
  const requests = useQuery(privacyRequestsQuery({ status: status || undefined, page }));
  const [deciding, setDeciding] = useState<{ request: TAdminPrivacyRequest; decision: 'confirm' | 'decline' } | null>(null);

  return (
    <>
      <PageHeading
        title="Privacy Requests"
        subtitle="Clients who asked for their account to be deleted. Invoices, receipts and signed contracts are kept as the law requires."
      />
      <TextField
        select
        size="small"
        label="Status"
        value={status}
        onChange={(e) => {
          setStatus(e.target.value as TPrivacyRequestStatus | '');
          setPage(1);
        }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ mb: 2, width: { xs: '100%', sm: 260 } }}
      >
        <MenuItem value="">All requests</MenuItem>
        {PRIVACY_REQUEST_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {PRIVACY_REQUEST_STATUS_LABELS[s]}
          </MenuItem>
        ))}
      </TextField>
      <QueryState query={requests} loading="Loading privacy requests..." error={loadError('the privacy requests')}>
        {(data) =>
          data.results.length === 0 ? (
            <EmptyText>No privacy requests.</EmptyText>
          ) : (
            <>
              <ScrollTable label="Privacy requests" stickyActions minWidth={760}>
                <TableHead>
                  <TableRow>
                    <TableCell>Client</TableCell>
                    <TableCell>Asked</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell align="right">Decision</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.results.map((r) => (
                    <TableRow key={r.id}>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        <Typography sx={{ fontWeight: 600 }}>{r.client_name}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {r.client_email || 'Account deleted'}
                        </Typography>
                        {r.reason && (
                          <Typography variant="body2" color="text.secondary">
                            “{r.reason}”
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>{formatInstant(r.requested_at)}</TableCell>
                      <TableCell>
                        <ToneChip size="small" color={TONE[r.status]} label={PRIVACY_REQUEST_STATUS_LABELS[r.status]} />
                        {r.decided_at && (
                          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                            {r.decided_by_name} · {formatInstant(r.decided_at)}
                          </Typography>
                        )}
                        {r.decline_reason && (
                          <Typography variant="body2" color="text.secondary">
                            {r.decline_reason}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell align="right">
                        {r.status === 'PENDING' && (
                          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                            <Button
                              size="small"
                              onClick={() => setDeciding({ request: r, decision: 'decline' })}
                              aria-label={`Decline the request of ${r.client_name}`}
                            >
                              Decline
                            </Button>
                            <Button
                              size="small"
                              variant="contained"
                              color="error"
                              onClick={() => setDeciding({ request: r, decision: 'confirm' })}
                              aria-label={`Delete the account of ${r.client_name}`}
                            >
                              Delete Account
                            </Button>
                          </Stack>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </ScrollTable>
              <Pager count={data.count} page={page} pageSize={PRIVACY_PAGE_SIZE} onPage={setPage} noun="request" />
            </>
          )
        }
      </QueryState>
      {deciding && <DecideDialog request={deciding.request} decision={deciding.decision} onClose={() => setDeciding(null)} />}
    </>
  );
}
