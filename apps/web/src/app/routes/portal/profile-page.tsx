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
import { PrivacyCard } from '@/features/privacy/components/privacy-card';
import { CalendarFeedCard } from '@/features/calendar-feed/components/calendar-feed-card';
import { PortalPageTitle } from '@/components/portal-shell/portal-page-title';

export function Component() {
  const me = useQuery(meQuery());
  const [changingPassword, setChangingPassword] = useState(false);

  return (
    <Stack spacing={3}>
      <PortalPageTitle title="My Profile" subtitle="Manage your personal information and account security." />
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
            gridTemplateAreas: {
              xs: '"summary" "info" "actions" "calendar" "privacy"',
              md: '"summary info" "actions info" "actions calendar" "actions privacy"',
            },
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
          <Box sx={{ gridArea: 'calendar' }}>
            <CalendarFeedCard audience="own" />
          </Box>
          <Box sx={{ gridArea: 'privacy' }}>
            <PrivacyCard />
          </Box>
        </Box>
      )}
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </Stack>
  );
}
