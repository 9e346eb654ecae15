import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Outlet, useNavigate } from 'react-router';
import { AccountMenu } from '@/components/layout/account-menu';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';
import { useAuth } from '@/lib/auth/auth-context';

/** Minimal portal shell: top bar and content. The sidebar, search and notifications come with their features. */
export function PortalLayout() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();

  const signOut = async () => {
    await logout();
    navigate('/login', { replace: true });
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" color="primary" elevation={0}>
        <Toolbar sx={{ gap: 2 }}>
          <Link component={RouterLink} to="/dashboard" color="inherit" underline="none" sx={{ flexGrow: 1 }}>
            <Typography component="span" variant="h6" sx={{ fontFamily: 'Georgia, serif', fontWeight: 700 }}>
              Venue Portal
            </Typography>
          </Link>
          {user && (
            <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' }, opacity: 0.9 }}>
              {user.first_name} {user.last_name}
            </Typography>
          )}
          <AccountMenu onProfile={() => navigate('/profile')} onLogout={() => void signOut()} />
        </Toolbar>
      </AppBar>
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, outline: 'none' }}>
        <Outlet />
      </Container>
    </Box>
  );
}
