import { z } from 'zod';
import { zDay, zSingleLine } from '../common/input';
import { TASK_PRIORITIES, TASK_STATUSES } from '../enums';
import { ZTask } from '../events/task.schema';

const taskFields = {
  title: zSingleLine(
    z.string({ error: 'Title is required' }).trim().min(1, { error: 'Title is required', abort: true }).max(200, 'Title must be at most 200 characters'),
  ),
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters'),
  status: z.enum(TASK_STATUSES, { error: 'Choose a valid task status' }),
  priority: z.enum(TASK_PRIORITIES, { error: 'Choose a valid priority' }),
  due_date: zDay('Due date must be a date (YYYY-MM-DD)').nullable(),
  /** The task waits on the client (shown on their dashboard and the venue's Today). */
  requires_client_input: z.boolean({ error: 'requires_client_input must be true or false' }),
  /** The client may move it to in progress or completed. */
  can_update: z.boolean({ error: 'can_update must be true or false' }),
  completion_notes: z.string().trim().max(2000, 'Notes must be at most 2000 characters'),
};

/** POST /api/staff/events/{id}/tasks/ */
export const ZStaffTaskCreateRequest = z.object({
  title: taskFields.title,
  description: taskFields.description.default(''),
  status: taskFields.status.default('PENDING'),
  priority: taskFields.priority.default('MEDIUM'),
  due_date: taskFields.due_date.default(null),
  requires_client_input: taskFields.requires_client_input.default(false),
  can_update: taskFields.can_update.default(false),
});
export type TStaffTaskCreateRequest = z.input<typeof ZStaffTaskCreateRequest>;

/** PATCH /api/staff/tasks/{id}/: only the fields sent change. */
export const ZStaffTaskUpdateRequest = z.object(taskFields).partial();
export type TStaffTaskUpdateRequest = z.input<typeof ZStaffTaskUpdateRequest>;

/** A task as the venue sees it: the client's shape plus where it belongs. */
export const ZStaffTask = ZTask.extend({ event_id: z.number().int(), created_at: z.string(), updated_at: z.string() });
export type TStaffTask = z.infer<typeof ZStaffTask>;

export const TASK_NOT_FOUND = 'Task not found.';
