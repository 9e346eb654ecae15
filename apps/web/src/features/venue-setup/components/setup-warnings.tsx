import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TSetupWarning } from '@venue/shared/staff/setup.schema';
import { Link as RouterLink } from 'react-router';

/**
 * What is set up but cannot be booked (issue 39, point 2), each with the screen that fixes it: a setup that
 * would otherwise leave a visitor at a step with nothing to choose says so here rather than in silence.
 */
export function SetupWarnings({ warnings, canEdit }: { warnings: readonly TSetupWarning[]; canEdit: boolean }) {
  if (warnings.length === 0) return null;
  return (
    <section aria-labelledby="setup-warnings" data-testid="setup-warnings">
      <Typography id="setup-warnings" variant="h6" component="h2" sx={{ mb: 1 }}>
        Not Bookable Yet
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {warnings.map((w) => (
          <li key={w.text}>
            <Alert
              severity="warning"
              action={
                canEdit ? (
                  <Button component={RouterLink} to={w.to} color="inherit" size="small">
                    {w.action}
                  </Button>
                ) : undefined
              }
              sx={{ '& .MuiAlert-action': { alignItems: 'center' }, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
            >
              {w.text}
            </Alert>
          </li>
        ))}
      </Stack>
    </section>
  );
}
