import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuth } from '@/lib/auth/auth-context';

/** Placeholder dashboard: the greeting only; event, quote and payment summaries come with their features. */
export function Component() {
  const { user } = useAuth();
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1" sx={{ color: 'primary.main' }}>
          Welcome back, {user?.first_name || 'Client'}!
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Here is an overview of your events with us.
        </Typography>
      </div>
      <Paper variant="outlined" sx={{ p: 3, borderColor: 'secondary.main', borderLeftWidth: 6 }}>
        <Typography variant="h6" component="h2">
          Your portal is ready
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Your events, quotes, contracts and payments will appear here.
        </Typography>
      </Paper>
    </Stack>
  );
}
