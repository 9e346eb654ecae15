import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CLIENT_TASK_STATUSES } from '@venue/shared/enums';
import type { TTask } from '@venue/shared/events/task.schema';
import { useEffect, useId, useState } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { useUpdateTask } from '@/features/events/api/use-update-task';

type TClientStatus = (typeof CLIENT_TASK_STATUSES)[number];

/** Spec section 4: In Progress is offered first for a PENDING task, Completed otherwise. */
const defaultStatus = (task: TTask): TClientStatus => (task.status === 'PENDING' ? 'IN_PROGRESS' : 'COMPLETED');

export function UpdateTaskDialog({ eventId, task, onClose }: { eventId: number; task: TTask | null; onClose: () => void }) {
  const update = useUpdateTask(eventId);
  const toast = useToast();
  const titleId = useId();
  const [status, setStatus] = useState<TClientStatus>('IN_PROGRESS');
  const [notes, setNotes] = useState('');

  useEffect(() => {
    if (!task) return;
    setStatus(defaultStatus(task));
    setNotes(task.completion_notes);
  }, [task]);

  const submit = () => {
    if (!task) return;
    update.mutate(
      { taskId: task.id, status, completion_notes: notes.trim() || undefined },
      {
        onSuccess: (saved) => {
          toast({ severity: 'success', title: 'Task Updated', message: `"${saved.title}" is now ${status === 'COMPLETED' ? 'completed' : 'in progress'}.` });
          onClose();
        },
        onError: (error) => toast({ severity: 'error', title: 'Update Failed', message: error.message }),
      },
    );
  };

  return (
    <Dialog open={task !== null} onClose={() => !update.isPending && onClose()} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Update Task</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography sx={{ fontWeight: 600 }}>{task?.title}</Typography>
          <FormControl>
            <FormLabel id={`${titleId}-status`}>Status</FormLabel>
            <RadioGroup row aria-labelledby={`${titleId}-status`} value={status} onChange={(e) => setStatus(e.target.value as TClientStatus)}>
              <FormControlLabel value="IN_PROGRESS" control={<Radio />} label="In Progress" />
              <FormControlLabel value="COMPLETED" control={<Radio />} label="Completed" />
            </RadioGroup>
          </FormControl>
          <TextField label="Notes (optional)" multiline minRows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={update.isPending}>
          Cancel
        </Button>
        <Button onClick={submit} variant="contained" disabled={update.isPending}>
          Update Task
        </Button>
      </DialogActions>
    </Dialog>
  );
}
