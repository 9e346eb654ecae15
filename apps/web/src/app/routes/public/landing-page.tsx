import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { brandColors } from '@/app/theme';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';
import { useAuth } from '@/lib/auth/auth-context';

/** Placeholder landing page: the hero only. The full page (facilities, calendar, services) comes later. */
export function Component() {
  const { status, user } = useAuth();
  // While a stored session is being confirmed it is most likely valid, so offer the dashboard rather than flicker.
  const signedIn = status !== 'anonymous';

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        color: '#fff',
        background: `radial-gradient(circle at 20% 20%, rgba(201,162,39,0.28), transparent 45%), linear-gradient(135deg, ${brandColors.forest} 0%, #1F4029 55%, ${brandColors.earth} 130%)`,
      }}
    >
      <Container component="header" sx={{ py: 2.5, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="p" variant="h6" sx={{ fontFamily: 'Georgia, serif', fontWeight: 700, letterSpacing: 0.5 }}>
          Venue Portal
        </Typography>
        <Button component={RouterLink} to={signedIn ? '/dashboard' : '/login'} variant="outlined" color="inherit">
          {signedIn ? 'My Dashboard' : 'Sign In'}
        </Button>
      </Container>

      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, display: 'flex', alignItems: 'center', outline: 'none' }}>
        <Stack spacing={3} sx={{ maxWidth: 680, py: 8 }}>
          <Typography variant="overline" sx={{ color: '#E8CB6A', letterSpacing: 3, fontWeight: 700 }}>
            Weddings · Retreats · Team Building · Camping
          </Typography>
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2.6rem', md: '3.75rem' } }}>
            Book Your Event
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 400, opacity: 0.9 }}>
            {signedIn && user
              ? `Welcome back, ${user.first_name || 'Client'}! Follow your events, quotes, contracts and payments in one place.`
              : 'A chapel, pavilion, open fields and cabanas set in green hills. Check a date, book your event and follow every step in the Client Portal.'}
          </Typography>
          <Box>
            <Button
              component={RouterLink}
              to={signedIn ? '/dashboard' : '/login'}
              size="large"
              variant="contained"
              color="secondary"
              sx={{ px: 4, py: 1.5 }}
            >
              {signedIn ? 'Go to Dashboard' : 'Client Portal'}
            </Button>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
