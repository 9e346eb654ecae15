import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { loginSubtitleFor, returnPath, wasBounced } from '@/app/routes/return-path';
import { useToast } from '@/components/feedback/toast-context';
import { AccountPage } from '@/features/accounts/components/account-page';
import { LoginForm } from '@/features/accounts/components/login-form';

export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const target = returnPath(location.state);
  const bounced = wasBounced(location.state, target);

  const onSuccess = () => {
    toast({ severity: 'success', title: 'Signed In', message: 'Welcome back! You have been successfully logged in.' });
    // Spec section 2: an informational notice when sign-in leads somewhere other than the dashboard.
    if (bounced) toast({ severity: 'info', title: 'Redirected', message: 'You have been taken back to the page you requested.' });
    navigate(target, { replace: true });
  };

  return (
    <AccountPage title="Welcome Back" subtitle={loginSubtitleFor(target)}>
      {bounced && (
        <Alert severity="info" sx={{ mb: 2.5 }}>
          Please sign in to continue. You will be taken back to the page you requested.
        </Alert>
      )}
      <LoginForm onSuccess={onSuccess} />
      <Divider sx={{ my: 3 }} />
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Don&apos;t have an account?{' '}
        <Link component={RouterLink} to="/register" sx={{ fontWeight: 600 }}>
          Register
        </Link>
      </Typography>
    </AccountPage>
  );
}
