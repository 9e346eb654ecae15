import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TStaffTask } from '@venue/shared/staff/staff-task.schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CONFIRM_PRESETS, useConfirm } from '@/components/feedback/confirm-dialog';
import { EmptyText, loadError, QueryState } from '@/components/feedback/query-state';
import { ToneChip } from '@/components/feedback/tone-chip';
import { useToast } from '@/components/feedback/toast-context';
import { PriorityChip, TaskStatusChip } from '@/components/staff/status-chips';
import { formatDay } from '@/components/staff/staff-format';
import { staffTasksQuery } from '@/features/staff-events/api/staff-events.queries';
import { useDeleteTask } from '@/features/staff-events/api/use-tab-mutations';
import { TaskDialog } from '@/features/staff-events/components/task-dialog';

function TaskItem({ task, onEdit, onDelete }: { task: TStaffTask; onEdit: () => void; onDelete: () => void }) {
  return (
    <ListItem divider sx={{ alignItems: 'flex-start', gap: 1, flexWrap: 'wrap', px: 0 }}>
      <Stack spacing={0.5} sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{task.title}</Typography>
        {task.description && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {task.description}
          </Typography>
        )}
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TaskStatusChip status={task.status} />
          <PriorityChip priority={task.priority} />
          {task.requires_client_input && <ToneChip size="small" variant="outlined" color="primary" label="Needs client input" />}
          {task.can_update && <ToneChip size="small" variant="outlined" label="Client can update" />}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {task.due_date ? `Due ${formatDay(task.due_date)}` : 'No due date'}
        </Typography>
        {task.completion_notes && <Typography variant="body2">Notes: {task.completion_notes}</Typography>}
      </Stack>
      <Stack direction="row">
        <Tooltip title="Edit">
          <IconButton aria-label={`Edit task ${task.title}`} onClick={onEdit}>
            <Edit />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete">
          <IconButton aria-label={`Delete task ${task.title}`} onClick={onDelete}>
            <Delete />
          </IconButton>
        </Tooltip>
      </Stack>
    </ListItem>
  );
}

/** The event's tasks as the venue manages them; the client sees the same tasks in the portal. */
export function TasksTab({ eventId }: { eventId: number }) {
  const tasks = useQuery(staffTasksQuery(eventId));
  const remove = useDeleteTask(eventId);
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [dialog, setDialog] = useState<{ task: TStaffTask | null } | null>(null);

  const deleteTask = async (task: TStaffTask) => {
    if (!(await confirm({ ...CONFIRM_PRESETS.delete, title: 'Delete Task', message: `Delete the task "${task.title}"? The client will no longer see it.` })))
      return;
    remove.mutate(task.id, {
      onSuccess: () => toast({ severity: 'success', title: 'Task Deleted', message: `"${task.title}" was deleted.` }),
      onError: (error) => toast({ severity: 'error', title: 'Delete Failed', message: error.message }),
    });
  };

  return (
    <Stack spacing={2}>
      <div>
        <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ task: null })}>
          Add Task
        </Button>
      </div>
      <QueryState query={tasks} loading="Loading tasks..." error={loadError('event tasks')}>
        {(list) =>
          list.length === 0 ? (
            <EmptyText>No tasks yet.</EmptyText>
          ) : (
            <List aria-label="Event tasks" disablePadding>
              {list.map((task) => (
                <TaskItem key={task.id} task={task} onEdit={() => setDialog({ task })} onDelete={() => void deleteTask(task)} />
              ))}
            </List>
          )
        }
      </QueryState>
      <TaskDialog eventId={eventId} task={dialog?.task ?? null} open={dialog !== null} onClose={() => setDialog(null)} />
      {confirmDialog}
    </Stack>
  );
}
