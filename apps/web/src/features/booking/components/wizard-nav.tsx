import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { TBookingStep } from '@venue/shared/booking/flow.schema';

interface TProps {
  steps: TBookingStep[];
  index: number;
  formId: string;
  busy: boolean;
  onBack: () => void;
  onSkip: () => void;
}

/** Spec: Back; "Skip This Step" on skippable steps; Next ("Complete" on the last step, none on the confirmation step). */
export function WizardNav({ steps, index, formId, busy, onBack, onSkip }: TProps) {
  const step = steps[index];
  const last = index === steps.length - 1;
  return (
    <Box sx={{ display: 'flex', gap: 1.5, mt: 4, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button onClick={onBack} disabled={busy || index === 0} startIcon={<ArrowBackIcon />} color="inherit">
        Back
      </Button>
      <Box sx={{ flex: 1 }} />
      {step?.is_skippable && (
        <Button onClick={onSkip} disabled={busy || last} variant="text">
          Skip This Step
        </Button>
      )}
      {step?.step_type !== 'confirmation' && (
        <Button type="submit" form={formId} disabled={busy} variant="contained" size="large" sx={{ borderRadius: 999, px: 4 }}>
          {last ? 'Complete' : 'Next'}
        </Button>
      )}
    </Box>
  );
}
