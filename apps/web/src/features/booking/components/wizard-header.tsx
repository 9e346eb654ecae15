import CloseIcon from '@mui/icons-material/Close';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import type { TBookingSession } from '@venue/shared/booking/session.schema';
import { PUBLIC_HEADER_HEIGHT } from '@/components/public-layout/public-header-height';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import type { TSessionClock } from '@/features/booking/session-clock';

interface TProps {
  flow: TBookingFlow;
  session: TBookingSession;
  index: number;
  clock: TSessionClock | null;
  onExit: () => void;
}

const EXIT_MESSAGE = 'Are you sure you want to exit? Your progress will be saved but you will need to start over.';

/** Spec: sticky (under the fixed public header: 64 px on phones, 76 px wide); title, event type chip, "Step N of M: name", time remaining, progress bar, stepper on wide screens. */
export function WizardHeader({ flow, session, index, clock, onExit }: TProps) {
  const [confirm, dialog] = useConfirm();
  const steps = flow.enabled_steps;
  const current = steps[index];
  const exit = async () => {
    if (await confirm({ title: 'Exit Booking?', message: EXIT_MESSAGE, confirmLabel: 'Exit', cancelLabel: 'Stay', destructive: true })) onExit();
  };
  return (
    <Box
      data-wizard-header
      sx={{
        position: 'sticky',
        top: PUBLIC_HEADER_HEIGHT,
        zIndex: (t) => t.zIndex.appBar - 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="md" sx={{ py: { xs: 1.5, md: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1" sx={{ fontFamily: 'Georgia, serif', fontWeight: 600, mr: 1, fontSize: { xs: '1.2rem', sm: '1.5rem' } }}>
            Book Your Event
          </Typography>
          <Chip label={session.event_type_name} size="small" color="primary" variant="outlined" />
          <Box sx={{ flex: 1 }} />
          {clock && (
            // Orange text would not reach AA contrast on white (warning.dark is 3.8:1): the icon carries the tone.
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: clock.expiringSoon ? 'text.primary' : 'text.secondary' }}>
              <TimerOutlinedIcon fontSize="small" color={clock.expiringSoon ? 'warning' : 'inherit'} aria-hidden />
              <Typography variant="body2" role="timer" aria-live="off" sx={{ fontWeight: clock.expiringSoon ? 600 : undefined }}>
                <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                  Time remaining:{' '}
                </Box>
                {clock.label}
              </Typography>
            </Box>
          )}
          <IconButton aria-label="Exit booking" onClick={exit} size="small">
            <CloseIcon />
          </IconButton>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Step {index + 1} of {steps.length}: {current?.name ?? ''}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={steps.length ? ((index + 1) / steps.length) * 100 : 0}
          aria-label="Booking progress"
          sx={{ mt: 1, height: 6, borderRadius: 3 }}
        />
        <Stepper activeStep={index} alternativeLabel sx={{ mt: 2, display: { xs: 'none', md: 'flex' } }}>
          {steps.map((s) => (
            <Step key={s.id} completed={session.completed_step_ids.includes(s.id)}>
              <StepLabel>{s.name}</StepLabel>
            </Step>
          ))}
        </Stepper>
      </Container>
      {dialog}
    </Box>
  );
}
