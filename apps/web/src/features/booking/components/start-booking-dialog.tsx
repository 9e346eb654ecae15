import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { BOOKING_TEXT } from '@venue/shared/booking/steps';
import type { TEventType } from '@venue/shared/events/availability.schema';
import { useState } from 'react';
import { fetchFlows } from '@/features/booking/api/booking.queries';
import { useStartSession } from '@/features/booking/api/use-start-session';
import { saveCopy } from '@/features/booking/session-copies';

interface TProps {
  type: TEventType | null;
  onClose: () => void;
  onStarted: (sessionId: string) => void;
}

/** Spec: choosing an event type loads its flows, takes the first one and starts a session. */
export function StartBookingDialog({ type, onClose, onStarted }: TProps) {
  const start = useStartSession();
  const [error, setError] = useState<string | null>(null);
  const [loadingFlows, setLoadingFlows] = useState(false);
  const busy = loadingFlows || start.isPending;

  const begin = async () => {
    if (!type) return;
    setError(null);
    setLoadingFlows(true);
    try {
      const [flow] = await fetchFlows(type.id);
      if (!flow) throw new Error(BOOKING_TEXT.noFlows);
      const answer = await start.mutateAsync(flow.id);
      saveCopy({ session_id: answer.session_id, flow_id: flow.id, expires_at: answer.expires_at });
      onStarted(answer.session_id);
    } catch (e) {
      setError(e instanceof Error ? e.message : BOOKING_TEXT.noFlows);
    } finally {
      setLoadingFlows(false);
    }
  };

  const close = () => {
    setError(null);
    onClose();
  };

  return (
    <Dialog open={type !== null} onClose={busy ? undefined : close} aria-labelledby="start-booking-title" maxWidth="sm" fullWidth>
      <DialogTitle id="start-booking-title">{type?.name}</DialogTitle>
      <DialogContent>
        <DialogContentText>{type?.description}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={busy} color="inherit">
          Back to Selection
        </Button>
        <Button onClick={begin} disabled={busy} variant="contained">
          {busy ? 'Starting...' : 'Start Booking'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
