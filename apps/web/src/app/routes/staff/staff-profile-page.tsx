import LockReset from '@mui/icons-material/LockReset';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROLE_TITLES } from '@venue/shared/accounts/roles';
import { useState } from 'react';
import { PageHeading } from '@/components/staff/page-heading';
import { CalendarFeedCard } from '@/features/calendar-feed/components/calendar-feed-card';
import { ChangePasswordDialog } from '@/features/profile/components/change-password-dialog';
import { useAuth } from '@/lib/auth/auth-context';

/** A staff member's or admin's own account: who is signed in, their password, their calendar feed. */
export function Component() {
  const { user } = useAuth();
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <>
      <PageHeading title="My Profile" subtitle="Your sign-in and your calendar feed." />
      <Stack spacing={3} sx={{ maxWidth: 760 }}>
        {user && (
          <Paper variant="outlined" component="section" aria-labelledby="account-title" sx={{ p: 3 }}>
            <Typography id="account-title" variant="h6" component="h2" sx={{ mb: 1 }}>
              Your Account
            </Typography>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {user.first_name} {user.last_name}
            </Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {ROLE_TITLES[user.role]}
            </Typography>
            <Button variant="outlined" startIcon={<LockReset />} onClick={() => setChangingPassword(true)}>
              Change Password
            </Button>
          </Paper>
        )}
        <CalendarFeedCard audience="venue" />
      </Stack>
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </>
  );
}
