import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { flowWarningsQuery } from '@/features/staff-booking-flows/api/staff-booking-flows.queries';

/**
 * Flags what leaves a visitor with nothing to choose (a flow's type with no space, a step with nothing offered, a
 * package no flow ticks), with the screen that fixes it. `flowId`: only that flow's flags (the editor); none: all.
 */
export function FlowWarnings({ flowId, canEdit }: { flowId?: number; canEdit: boolean }) {
  const warnings = useQuery(flowWarningsQuery()).data ?? [];
  const shown = flowId === undefined ? warnings : warnings.filter((w) => w.flow_id === flowId);
  if (shown.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 3 }} data-testid="flow-warnings">
      {shown.map((w) => (
        <Alert
          key={w.text}
          severity="warning"
          action={
            canEdit && w.to !== `/staff/booking-flows/${flowId}` ? (
              <Button component={RouterLink} to={w.to} color="inherit" size="small">
                {w.action}
              </Button>
            ) : undefined
          }
        >
          {w.text}
        </Alert>
      ))}
    </Stack>
  );
}
