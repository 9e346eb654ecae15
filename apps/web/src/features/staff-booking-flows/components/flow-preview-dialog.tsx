import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import type { TFlowChoices } from '@venue/shared/staff/booking-flows.schema';
import { useState } from 'react';
import { PreviewStep } from '@/features/staff-booking-flows/components/preview-step';

/** The unsaved flow as the server would serve it to the wizard, one step at a time; nothing is booked or held. */
export function FlowPreviewDialog({ flow, choices, onClose }: { flow: TBookingFlow | null; choices: TFlowChoices; onClose: () => void }) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open={flow !== null}
      onClose={onClose}
      fullScreen={small}
      fullWidth
      maxWidth="md"
      aria-labelledby="flow-preview-title"
      // One height for every step, so Back and Next stay where they are while the steps are clicked through.
      slotProps={{ paper: { sx: { minHeight: { sm: 'min(620px, calc(100% - 64px))' } } } }}
    >
      {flow && <PreviewBody flow={flow} choices={choices} onClose={onClose} />}
    </Dialog>
  );
}

function PreviewBody({ flow, choices, onClose }: { flow: TBookingFlow; choices: TFlowChoices; onClose: () => void }) {
  const [at, setAt] = useState(0);
  const steps = flow.enabled_steps;
  const step = steps[at];
  return (
    <>
      <DialogTitle id="flow-preview-title">Preview: {flow.event_type_name}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          What a visitor sees, with the changes not saved yet. Nothing here is booked or held.
        </Typography>
        {step ? (
          <>
            <Typography variant="body2" sx={{ fontWeight: 600 }} aria-live="polite">
              Step {at + 1} of {steps.length}
            </Typography>
            <LinearProgress variant="determinate" value={((at + 1) / steps.length) * 100} sx={{ my: 1.5 }} aria-label={`Step ${at + 1} of ${steps.length}`} />
            <PreviewStep key={at} step={step} choices={choices} />
          </>
        ) : (
          <Typography>No step is on.</Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button color="inherit" onClick={onClose} sx={{ mr: 'auto' }}>
          Close
        </Button>
        <Button variant="outlined" onClick={() => setAt(at - 1)} disabled={at === 0}>
          Back
        </Button>
        <Button variant="contained" onClick={() => setAt(at + 1)} disabled={at >= steps.length - 1}>
          Next
        </Button>
      </DialogActions>
    </>
  );
}
