import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { INVITATION_INVALID } from '@venue/shared/accounts/invitation.schema';
import type { TAuthResponse } from '@venue/shared/accounts/user.schema';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useToast } from '@/components/feedback/toast-context';
import { invitationQuery } from '@/features/accounts/api/invitation.queries';
import { AccountPage } from '@/features/accounts/components/account-page';
import { AcceptInvitationForm } from '@/features/accounts/components/accept-invitation-form';
import { useAuth } from '@/lib/auth/auth-context';
import { formatVenueDate } from '@/lib/venue-date';

function Invalid() {
  return (
    <AccountPage title="Invitation Unavailable">
      <Stack spacing={2.5}>
        <Alert severity="error" role="alert">
          {INVITATION_INVALID}
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained" size="large">
          Go to Login
        </Button>
      </Stack>
    </AccountPage>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

function AcceptInvitation({ id }: { id: string }) {
  const invitation = useQuery(invitationQuery(id));
  const { startSession } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();

  if (invitation.isPending) {
    return (
      <AccountPage title="Accept Invitation">
        <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress aria-hidden />
          <Typography color="text.secondary">Loading your invitation...</Typography>
        </Stack>
      </AccountPage>
    );
  }
  if (invitation.isError) return <Invalid />;

  const onAccepted = (session: TAuthResponse) => {
    toast({ severity: 'success', title: 'Account Activated', message: `Welcome, ${session.user.first_name}! Your account is ready.` });
    startSession(session, { newAccount: true });
    navigate('/dashboard', { replace: true });
  };

  const { client_name, client, created_at } = invitation.data;
  return (
    <AccountPage title="Accept Invitation" subtitle="Set a password to activate your Client Portal account">
      <Box component="dl" sx={{ display: 'grid', gap: 1.5, m: 0, mb: 3, p: 2, borderRadius: 1, bgcolor: 'action.hover' }} aria-label="Invitation details">
        <Detail label="Client" value={client_name} />
        <Detail label="Email" value={client.email} />
        <Detail label="Invited on" value={formatVenueDate(created_at) ?? 'N/A'} />
      </Box>
      <AcceptInvitationForm invitationId={id} onAccepted={onAccepted} />
    </AccountPage>
  );
}

/** Signed-in visitors are sent on by the guest guard; the invitation is only for someone without a session. */
export function Component() {
  const { invitationId } = useParams();
  if (!invitationId) return <Invalid />;
  return <AcceptInvitation key={invitationId} id={invitationId} />;
}
