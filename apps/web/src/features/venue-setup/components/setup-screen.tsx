import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { loadError, QueryState } from '@/components/feedback/query-state';
import { PageHeading } from '@/components/staff/page-heading';
import { formatInstant } from '@/components/staff/staff-format';
import { useAuth } from '@/lib/auth/auth-context';
import { setupChecklistQuery } from '@/features/venue-setup/api/venue-setup.queries';
import { SetupChecklist, setupProgress } from '@/features/venue-setup/components/setup-checklist';
import { SetupWarnings } from '@/features/venue-setup/components/setup-warnings';

/** /staff/setup: the first-run checklist, and whether guests can book online yet. */
export function SetupScreen() {
  const { user } = useAuth();
  const setup = useQuery(setupChecklistQuery());
  return (
    <>
      <PageHeading title="Set Up Your Venue" subtitle="Five steps before guests can book online. Each one is done on its own screen." />
      <QueryState query={setup} loading="Loading the setup checklist..." error={loadError('the setup checklist')}>
        {(state) => (
          <>
            {state.booking_open ? (
              <Alert severity="success" sx={{ mb: 3 }}>
                Online booking is open.
                {state.completed_at ? ` It opened on ${formatInstant(state.completed_at)}.` : ''}
                {state.complete ? ' Every step is done.' : ' It stays open while you change your setup.'}
              </Alert>
            ) : (
              <Alert severity="info" sx={{ mb: 3 }}>
                Online booking is closed for now: guests see a notice that it opens soon. It opens by itself once every step is done.
              </Alert>
            )}
            <SetupWarnings warnings={state.warnings} canEdit={user?.role === 'admin'} />
            <Paper variant="outlined" component="section" aria-labelledby="setup-steps" sx={{ p: { xs: 2, sm: 3 }, mt: state.warnings.length ? 3 : 0 }}>
              <Typography id="setup-steps" variant="h6" component="h2">
                Steps
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {setupProgress(state)}
              </Typography>
              <SetupChecklist state={state} canEdit={user?.role === 'admin'} />
            </Paper>
          </>
        )}
      </QueryState>
    </>
  );
}
