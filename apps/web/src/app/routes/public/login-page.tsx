import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { returnPath } from '@/app/routes/return-path';
import { brandColors } from '@/app/theme';
import { useToast } from '@/components/feedback/toast-context';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';
import { LoginForm } from '@/features/accounts/components/login-form';

export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();

  const onSuccess = () => {
    toast({ severity: 'success', title: 'Signed In', message: 'Welcome back! You have been successfully logged in.' });
    navigate(returnPath(location.state), { replace: true });
  };

  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        outline: 'none',
        background: `linear-gradient(160deg, ${brandColors.forest} 0%, #1F4029 60%, ${brandColors.earth} 140%)`,
      }}
    >
      <Paper elevation={8} sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4.5 }, borderRadius: 2 }}>
        <Typography variant="h4" component="h1" sx={{ color: 'primary.main', textAlign: 'center' }}>
          Welcome Back
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: 3.5 }}>
          Sign in to your Client Portal
        </Typography>
        <LoginForm onSuccess={onSuccess} />
        <Divider sx={{ my: 3 }} />
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Don&apos;t have an account?{' '}
          <Link component={RouterLink} to="/register" sx={{ fontWeight: 600 }}>
            Register
          </Link>
        </Typography>
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button component={RouterLink} to="/" startIcon={<ArrowBack />} color="inherit" size="small">
            Back to Home
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
