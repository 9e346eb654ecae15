import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuth } from '@/lib/auth/auth-context';

/** Placeholder so the account menu's "My Profile" leads somewhere; the editable profile comes later. */
export function Component() {
  const { user } = useAuth();
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" sx={{ color: 'primary.main' }}>
        My Profile
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2">
          {user ? `${user.first_name} ${user.last_name}` : 'Client'}
        </Typography>
        <Typography color="text.secondary">{user?.email}</Typography>
      </Paper>
    </Stack>
  );
}
