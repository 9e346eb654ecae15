import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { meQuery } from '@/features/profile/api/profile.queries';
import { ChangePasswordDialog } from '@/features/profile/components/change-password-dialog';
import { PersonalInfoCard } from '@/features/profile/components/personal-info-card';
import { ProfileSummaryCard } from '@/features/profile/components/profile-summary-card';
import { QuickActionsCard } from '@/features/profile/components/quick-actions-card';

export function Component() {
  const me = useQuery(meQuery());
  const [changingPassword, setChangingPassword] = useState(false);

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1" sx={{ color: 'primary.main' }}>
          My Profile
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Manage your personal information and account security.
        </Typography>
      </div>
      {me.isPending && (
        <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography color="text.secondary">Loading profile...</Typography>
        </Stack>
      )}
      {me.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void me.refetch()}>
              Try Again
            </Button>
          }
        >
          {me.error.message}
        </Alert>
      )}
      {me.data && (
        // Grid areas keep Personal Information second on phones while it fills the right column on desktop.
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
            gridTemplateAreas: { xs: '"summary" "info" "actions"', md: '"summary info" "actions info"' },
          }}
        >
          <Box sx={{ gridArea: 'summary' }}>
            <ProfileSummaryCard user={me.data} />
          </Box>
          <Box sx={{ gridArea: 'info' }}>
            <PersonalInfoCard user={me.data} />
          </Box>
          <Box sx={{ gridArea: 'actions' }}>
            <QuickActionsCard onChangePassword={() => setChangingPassword(true)} />
          </Box>
        </Box>
      )}
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </Stack>
  );
}
