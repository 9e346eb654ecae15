import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TASK_PRIORITIES, TASK_STATUSES } from '@venue/shared/enums';
import { ZStaffTaskUpdateRequest, type TStaffTask } from '@venue/shared/staff/staff-task.schema';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useToast } from '@/components/feedback/toast-context';
import { applyFieldErrors } from '@/components/forms/apply-field-errors';
import { titleCase } from '@/lib/title-case';
import { useCreateTask, useUpdateTask } from '@/features/staff-events/api/use-tab-mutations';
import { sharedSchemaResolver } from '@/features/staff-events/shared-schema-resolver';

interface TTaskValues {
  title: string;
  description: string;
  status: string;
  priority: string;
  due_date: string;
  requires_client_input: boolean;
  can_update: boolean;
  completion_notes: string;
}
type TTaskRequest = z.output<typeof ZStaffTaskUpdateRequest>;
const FIELDS = ['title', 'description', 'status', 'priority', 'due_date', 'completion_notes'] as const;

const NEW_TASK: TTaskValues = {
  title: '',
  description: '',
  status: 'PENDING',
  priority: 'MEDIUM',
  due_date: '',
  requires_client_input: false,
  can_update: false,
  completion_notes: '',
};
const valuesOf = (t: TStaffTask): TTaskValues => ({
  title: t.title,
  description: t.description,
  status: t.status,
  priority: t.priority,
  due_date: t.due_date ?? '',
  requires_client_input: t.requires_client_input,
  can_update: t.can_update,
  completion_notes: t.completion_notes,
});

// Every field is sent (a create takes them all; an edit of all fields changes only what differs).
const resolver = sharedSchemaResolver<TTaskValues, TTaskRequest>(ZStaffTaskUpdateRequest, (v) => ({ ...v, due_date: v.due_date || null }));

function TaskForm({ eventId, task, onClose }: { eventId: number; task: TStaffTask | null; onClose: () => void }) {
  const create = useCreateTask(eventId);
  const update = useUpdateTask(eventId);
  const pending = create.isPending || update.isPending;
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, formState } = useForm<TTaskValues, unknown, TTaskRequest>({
    defaultValues: task ? valuesOf(task) : NEW_TASK,
    resolver,
  });
  const { errors } = formState;

  const submit = handleSubmit((body) => {
    setFailure(null);
    const done = (saved: TStaffTask) => {
      toast({ severity: 'success', title: task ? 'Task Updated' : 'Task Added', message: `"${saved.title}" was saved.` });
      onClose();
    };
    const failed = (error: Error) => {
      if (!applyFieldErrors(error, FIELDS, setError)) setFailure(error.message);
    };
    if (task) update.mutate({ taskId: task.id, ...body }, { onSuccess: done, onError: failed });
    else create.mutate({ ...body, title: body.title ?? '' }, { onSuccess: done, onError: failed });
  });

  const select = (name: 'status' | 'priority', label: string, options: readonly string[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField select label={label} {...field} fullWidth disabled={pending} error={!!errors[name]} helperText={errors[name]?.message}>
          {options.map((o) => (
            <MenuItem key={o} value={o}>
              {titleCase(o)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  const check = (name: 'requires_client_input' | 'can_update', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} disabled={pending} />}
          label={label}
        />
      )}
    />
  );

  return (
    <form noValidate onSubmit={submit} aria-label={task ? 'Edit task' : 'Add task'}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <TextField {...register('title')} label="Title" required autoFocus disabled={pending} error={!!errors.title} helperText={errors.title?.message} />
          <TextField
            {...register('description')}
            label="Description"
            multiline
            minRows={2}
            disabled={pending}
            error={!!errors.description}
            helperText={errors.description?.message}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {select('priority', 'Priority', TASK_PRIORITIES)}
            {select('status', 'Status', TASK_STATUSES)}
          </Stack>
          <TextField
            {...register('due_date')}
            type="date"
            label="Due Date"
            disabled={pending}
            slotProps={{ inputLabel: { shrink: true } }}
            error={!!errors.due_date}
            helperText={errors.due_date?.message ?? 'Optional.'}
          />
          <FormGroup>
            {check('requires_client_input', 'Needs client input (shown on their dashboard and on Today)')}
            {check('can_update', 'The client can update it (mark it in progress or completed)')}
          </FormGroup>
          {task && (
            <TextField
              {...register('completion_notes')}
              label="Completion Notes"
              multiline
              minRows={2}
              disabled={pending}
              error={!!errors.completion_notes}
              helperText={errors.completion_notes?.message}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {task ? 'Save Task' : 'Add Task'}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Adds a task (task null) or edits one; open while `open` is true. */
export function TaskDialog({ eventId, task, open, onClose }: { eventId: number; task: TStaffTask | null; open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{task ? 'Edit Task' : 'Add Task'}</DialogTitle>
      {open && <TaskForm key={task?.id ?? 'new'} eventId={eventId} task={task} onClose={onClose} />}
    </Dialog>
  );
}
