import { z } from 'zod';
import { ZNote } from '../events/timeline.schema';

/** POST /api/staff/events/{id}/notes/ */
export const ZStaffNoteRequest = z.object({
  content: z
    .string({ error: 'Note content is required' })
    .trim()
    .min(1, { error: 'Note content is required', abort: true })
    .max(5000, 'Notes must be at most 5000 characters'),
  /** Internal notes are the venue's own and never reach the client. */
  is_internal: z.boolean({ error: 'is_internal must be true or false' }).default(false),
});
export type TStaffNoteRequest = z.input<typeof ZStaffNoteRequest>;

export const ZStaffNote = ZNote.extend({ is_internal: z.boolean() });
export type TStaffNote = z.infer<typeof ZStaffNote>;
