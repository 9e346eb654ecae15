import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuth } from '@/lib/auth/auth-context';

export function Component() {
  const { user } = useAuth();
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" sx={{ color: 'primary.main' }}>
        Staff console
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 } }}>
        <Typography variant="h6" component="h2">
          Welcome, {user?.first_name}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          The venue&apos;s side of the portal: clients, events, quotes, contracts and payments will be managed from here.
        </Typography>
      </Paper>
    </Stack>
  );
}
