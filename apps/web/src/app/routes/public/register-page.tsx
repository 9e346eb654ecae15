import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TAuthResponse } from '@venue/shared/accounts/user.schema';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useToast } from '@/components/feedback/toast-context';
import { AccountPage } from '@/features/accounts/components/account-page';
import { RegisterForm } from '@/features/accounts/components/register-form';
import { useAuth } from '@/lib/auth/auth-context';

export function Component() {
  const { startSession } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();

  const onSuccess = (session: TAuthResponse) => {
    toast({
      severity: 'success',
      title: `Welcome, ${session.user.first_name}!`,
      message: 'Your account has been created and you are now logged in.',
    });
    startSession(session, { newAccount: true });
    navigate('/dashboard', { replace: true });
  };

  return (
    <AccountPage title="Create Account" subtitle="Join the Client Portal to book and manage your events" maxWidth={560}>
      <RegisterForm onSuccess={onSuccess} />
      <Divider sx={{ my: 3 }} />
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
          Sign In
        </Link>
      </Typography>
    </AccountPage>
  );
}
