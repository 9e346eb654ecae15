import Checklist from '@mui/icons-material/Checklist';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '@/lib/auth/auth-context';
import { setupChecklistQuery } from '@/features/venue-setup/api/venue-setup.queries';
import { SetupChecklist, setupProgress } from '@/features/venue-setup/components/setup-checklist';

/**
 * Today's first card on a new install: what is left before the public booking opens. Gone once every item is done
 * (and while it loads or cannot load: Today itself matters more than the card).
 */
export function SetupCard() {
  const { user } = useAuth();
  const setup = useQuery(setupChecklistQuery());
  if (!setup.data || setup.data.complete) return null;
  const state = setup.data;
  // Only an admin can do the steps: a staff member is told whom to ask, and nothing once guests can book.
  if (user?.role !== 'admin') {
    if (state.booking_open) return null;
    return (
      <Paper variant="outlined" component="section" aria-labelledby="setup-card-title" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography id="setup-card-title" variant="h6" component="h2">
          Online Booking Is Not Open Yet
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Guests can book online once an administrator has finished setting up the venue. Ask an administrator to finish it.
        </Typography>
      </Paper>
    );
  }
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="setup-card-title"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3, borderColor: 'primary.main', borderWidth: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Checklist color="primary" aria-hidden />
        <Typography id="setup-card-title" variant="h6" component="h2">
          Set Up Your Venue
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {state.booking_open
          ? `${setupProgress(state)}. Online booking is already open.`
          : `${setupProgress(state)}. Online booking opens for your guests once every step is done.`}{' '}
        <Link component={RouterLink} to="/staff/setup">
          See the setup page
        </Link>
      </Typography>
      <SetupChecklist state={state} canEdit />
    </Paper>
  );
}
