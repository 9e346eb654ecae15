import { z } from 'zod';
import { CLIENT_TASK_STATUSES, TASK_PRIORITIES, TASK_STATUSES } from '../enums';

export const ZTask = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  due_date: z.string().nullable(),
  requires_client_input: z.boolean(),
  can_update: z.boolean(),
  completion_notes: z.string(),
  completed_at: z.string().nullable(),
});
export type TTask = z.infer<typeof ZTask>;

export const ZUpdateTaskRequest = z.object({
  status: z.enum(CLIENT_TASK_STATUSES, { error: 'Status must be In Progress or Completed' }),
  completion_notes: z.string().trim().max(2000, 'Notes must be at most 2000 characters').optional(),
});
export type TUpdateTaskRequest = z.input<typeof ZUpdateTaskRequest>;

export const TASK_NOT_UPDATABLE = 'This task cannot be updated by the client.';
