import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import LockReset from '@mui/icons-material/LockReset';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Tune from '@mui/icons-material/Tune';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/**
 * Notification settings and display preferences have pages of their own, the saved favourites are on the public
 * site (visitors keep them too) and support goes through the public contact page, so those are links.
 */
export function QuickActionsCard({ onChangePassword }: { onChangePassword: () => void }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="quick-actions-title" sx={{ p: 3 }}>
      <Typography id="quick-actions-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        Quick Actions
      </Typography>
      <Stack spacing={1.5}>
        <Button variant="outlined" startIcon={<LockReset />} onClick={onChangePassword} sx={{ justifyContent: 'flex-start' }}>
          Change Password
        </Button>
        <Button
          variant="outlined"
          startIcon={<NotificationsNone />}
          component={RouterLink}
          to="/profile/notification-settings"
          sx={{ justifyContent: 'flex-start' }}
        >
          Notification Settings
        </Button>
        <Button variant="outlined" startIcon={<Tune />} component={RouterLink} to="/profile/preferences" sx={{ justifyContent: 'flex-start' }}>
          Display Preferences
        </Button>
        <Button variant="outlined" startIcon={<FavoriteBorder />} component={RouterLink} to="/saved" sx={{ justifyContent: 'flex-start' }}>
          Saved Favourites
        </Button>
        <Button variant="outlined" startIcon={<SupportAgent />} component={RouterLink} to="/contact" sx={{ justifyContent: 'flex-start' }}>
          Contact Support
        </Button>
      </Stack>
    </Paper>
  );
}
