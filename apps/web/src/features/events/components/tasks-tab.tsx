import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { isTaskDueSoon, isTaskOverdue, PRIORITY_RANK } from '@venue/shared/dashboard/event-status';
import { venueDay } from '@venue/shared/dates';
import type { TTask } from '@venue/shared/events/task.schema';
import { useState } from 'react';
import { tasksQuery } from '@/features/events/api/events.queries';
import { EmptyText, QueryState } from '@/components/feedback/query-state';
import { ToneChip } from '@/components/feedback/tone-chip';
import { UpdateTaskDialog } from '@/features/events/components/update-task-dialog';
import { formatDateRange, PRIORITY_COLOR, TASK_STATUS_COLOR } from '@/features/events/event-format';
import { titleCase } from '@/lib/title-case';
import { EVENT_LOAD_ERRORS } from '@/features/events/event-texts';
import { byCharacters } from '@venue/shared/common/compare';

const DONE = new Set(['COMPLETED', 'CANCELLED']);

/** Open tasks first, by priority and then due date; finished ones after. */
const byUrgency = (a: TTask, b: TTask) =>
  Number(DONE.has(a.status)) - Number(DONE.has(b.status)) ||
  PRIORITY_RANK[b.priority] - PRIORITY_RANK[a.priority] ||
  byCharacters(a.due_date ?? '9999', b.due_date ?? '9999');

function TaskItem({ task, today, onUpdate }: { task: TTask; today: string; onUpdate: () => void }) {
  const overdue = isTaskOverdue(task, today);
  const dueSoon = isTaskDueSoon(task, today);
  return (
    <ListItem divider sx={{ px: 0, display: 'block' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between' }}>
        <div>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {task.title}
          </Typography>
          {task.description && (
            <Typography variant="body2" color="text.secondary">
              {task.description}
            </Typography>
          )}
          <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap', mt: 1, alignItems: 'center' }}>
            <ToneChip size="small" label={titleCase(task.status)} color={TASK_STATUS_COLOR[task.status]} />
            <ToneChip size="small" variant="outlined" label={`${titleCase(task.priority)} priority`} color={PRIORITY_COLOR[task.priority]} />
            {overdue && <ToneChip size="small" label="OVERDUE" color="error" />}
            {dueSoon && <ToneChip size="small" label="DUE SOON" color="warning" />}
            <Typography variant="body2" color={overdue ? 'error' : 'text.secondary'}>
              {task.due_date ? `Due ${formatDateRange(task.due_date, task.due_date)}` : 'No due date'}
            </Typography>
          </Stack>
          {task.completion_notes && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              Notes: {task.completion_notes}
            </Typography>
          )}
        </div>
        {task.can_update && !DONE.has(task.status) && (
          <div>
            <Button variant="outlined" size="small" onClick={onUpdate} aria-label={`Update task ${task.title}`}>
              Update
            </Button>
          </div>
        )}
      </Stack>
    </ListItem>
  );
}

export function TasksTab({ eventId }: { eventId: number }) {
  const tasks = useQuery(tasksQuery(eventId));
  const [editing, setEditing] = useState<TTask | null>(null);
  const today = venueDay();
  return (
    <>
      <QueryState query={tasks} loading="Loading tasks..." error={EVENT_LOAD_ERRORS.tasks}>
        {(list) =>
          list.length === 0 ? (
            <EmptyText>No tasks for this event.</EmptyText>
          ) : (
            <List aria-label="Event tasks" disablePadding>
              {[...list].sort(byUrgency).map((task) => (
                <TaskItem key={task.id} task={task} today={today} onUpdate={() => setEditing(task)} />
              ))}
            </List>
          )
        }
      </QueryState>
      <UpdateTaskDialog eventId={eventId} task={editing} onClose={() => setEditing(null)} />
    </>
  );
}
