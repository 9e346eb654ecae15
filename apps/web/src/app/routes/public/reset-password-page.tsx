import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RESET_LINK_TEXTS } from '@venue/shared/accounts/password.schema';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TAuthResponse } from '@venue/shared/accounts/user.schema';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router';
import type { TLoginState } from '@/app/routes/return-path';
import { resetTokenQuery } from '@/features/accounts/api/password-reset.queries';
import { AccountPage } from '@/features/accounts/components/account-page';
import { ResetPasswordForm } from '@/features/accounts/components/reset-password-form';
import { useAuth } from '@/lib/auth/auth-context';

/** Spec section 9: the success message stays 2 s before the login page. */
const REDIRECT_MS = 2_000;

function InvalidLink({ message }: { message: string }) {
  return (
    <AccountPage title="Reset Link Problem" backHome={false}>
      <Stack spacing={2.5}>
        <Alert severity="error" role="alert">
          {message}
        </Alert>
        <Button component={RouterLink} to="/forgot-password" variant="contained" size="large">
          Request New Reset Link
        </Button>
        <Button component={RouterLink} to="/login" variant="outlined" size="large">
          Back to Login
        </Button>
      </Stack>
    </AccountPage>
  );
}

/** A same-site path as the login page's remembered place ("from"). */
function fromOf(next: string): NonNullable<TLoginState['from']> {
  const url = new URL(next, window.location.origin);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

function ResetForToken({ token }: { token: string }) {
  const validation = useQuery(resetTokenQuery(token));
  const { status, logout, startSession } = useAuth();
  const navigate = useNavigate();
  const [done, setDone] = useState<string | null>(null);
  // A staff member or an admin (the first one comes from `npm run create-admin`) signs in to the console.
  const home = validation.data?.home ?? '/dashboard';

  useEffect(() => {
    if (!done) return;
    const state: TLoginState = { from: { pathname: home }, passwordSet: true };
    const timer = window.setTimeout(() => navigate('/login', { replace: true, state }), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, home, navigate]);

  const next = validation.data?.next ?? null;
  const onDone = (detail: string, _feedback: string[], session: TAuthResponse | null) => {
    // A set-password link from an e-mail signs its holder in and goes on to the page it promised (issue 39, point 5).
    if (session && next) {
      startSession(session);
      void navigate(next, { replace: true });
      return;
    }
    // The server signs the account out everywhere after a reset, so a session in this tab is dead too.
    if (status === 'authenticated') void logout();
    setDone(detail);
  };

  if (done) {
    return (
      <AccountPage title="Password Reset" backHome={false}>
        <Stack spacing={2.5}>
          <Alert severity="success" role="status">
            {done}
          </Alert>
          <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
            Taking you to the login page...
          </Typography>
        </Stack>
      </AccountPage>
    );
  }
  if (validation.isPending) {
    return (
      <AccountPage title="Reset Password" backHome={false}>
        <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress aria-hidden />
          <Typography color="text.secondary">Validating reset link...</Typography>
        </Stack>
      </AccountPage>
    );
  }
  if (validation.isError) return <InvalidLink message="Unable to validate reset link. Please try again." />;
  const { valid, reason, email } = validation.data;
  // A spent or expired set-password link still leads to its page, through the sign-in (its password is set by now,
  // or "Forgot password" there gives a new link).
  if (!valid && next) return <Navigate to="/login" replace state={{ from: fromOf(next) } satisfies TLoginState} />;
  if (!valid) return <InvalidLink message={RESET_LINK_TEXTS[reason ?? 'not_found']} />;
  if (next) {
    return (
      <AccountPage title="Set Your Password" subtitle={email ? `Choose a password for ${email} to see your booking` : 'Choose a password to see your booking'}>
        <ResetPasswordForm token={token} onDone={onDone} submitLabel="Set Password and Continue" />
      </AccountPage>
    );
  }

  return (
    <AccountPage title="Reset Password" subtitle={email ? `Choose a new password for ${email}` : 'Choose a new password'}>
      <ResetPasswordForm token={token} onDone={onDone} />
    </AccountPage>
  );
}

/** Reachable signed in or not (spec section 2), so it sits outside both guards. */
export function Component() {
  const { tokenId } = useParams();
  if (!tokenId) return <InvalidLink message="Invalid reset link" />;
  // Keyed so that following a second link on the same page starts from a fresh state.
  return <ResetForToken key={tokenId} token={tokenId} />;
}
