import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { FLOW_EDITOR_TEXT, type TFlowChoices, type TStaffFlow } from '@venue/shared/staff/booking-flows.schema';
import { useState } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { useCreateFlow } from '@/features/staff-booking-flows/api/use-booking-flow-mutations';

interface TProps {
  open: boolean;
  eventTypes: TFlowChoices['event_types'];
  onClose: () => void;
  onCreated: (flow: TStaffFlow) => void;
}

/** A new flow for an event type: it starts from the standard steps and stays inactive until an admin turns it on. */
export function NewFlowDialog({ open, eventTypes, onClose, onCreated }: TProps) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open={open} onClose={onClose} fullScreen={small} fullWidth maxWidth="sm" aria-labelledby="new-flow-title">
      <DialogTitle id="new-flow-title">New Booking Flow</DialogTitle>
      {open && <NewFlowForm eventTypes={eventTypes} onClose={onClose} onCreated={onCreated} />}
    </Dialog>
  );
}

function NewFlowForm({ eventTypes, onClose, onCreated }: Omit<TProps, 'open'>) {
  const create = useCreateFlow();
  const toast = useToast();
  const [eventType, setEventType] = useState('');
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const typeError = tried && eventType === '' ? FLOW_EDITOR_TEXT.chooseEventType : undefined;

  const submit = () => {
    setTried(true);
    setProblem(null);
    if (eventType === '') return;
    create.mutate(
      { event_type: Number(eventType), ...(name.trim() ? { name: name.trim() } : {}) },
      {
        onSuccess: (flow) => {
          toast({ severity: 'success', title: 'Booking Flow Created', message: FLOW_EDITOR_TEXT.created });
          onClose();
          onCreated(flow);
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <form
      noValidate
      aria-label="New booking flow"
      style={{ display: 'contents' }}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>It starts with the standard steps, turned off for visitors until you make it active.</DialogContentText>
        <Stack spacing={2}>
          <TextField
            select
            label="Event type"
            required
            value={eventType}
            onChange={(e) => setEventType(e.target.value)}
            error={!!typeError}
            helperText={typeError}
            fullWidth
          >
            {eventTypes.map((t) => (
              <MenuItem key={t.id} value={String(t.id)}>
                {t.is_active ? t.name : `${t.name} (inactive)`}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} helperText="Empty: named after the event type." fullWidth />
        </Stack>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Booking Flow'}
        </Button>
      </DialogActions>
    </form>
  );
}
