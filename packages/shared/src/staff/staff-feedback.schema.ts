import { z } from 'zod';
import { zPage } from '../common/input';
import { ZFeedback } from '../events/feedback.schema';
import { ZPersonRef } from './staff-event.schema';

/** GET /api/staff/feedback/: feedback without a response first, newest first within each group. */
export const ZStaffFeedbackQuery = z.object({
  /** Only feedback with (true) or without (false) a team response. */
  has_response: z
    .enum(['true', 'false'], { error: 'has_response must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
  page: zPage(),
  page_size: z.coerce.number().int().min(1, 'Page size must be between 1 and 100').max(100, 'Page size must be between 1 and 100').default(20),
});
export type TStaffFeedbackQuery = z.infer<typeof ZStaffFeedbackQuery>;

export const ZStaffFeedback = ZFeedback.extend({
  event_id: z.number().int(),
  event_name: z.string(),
  client: ZPersonRef,
  responded_at: z.string().nullable(),
  /** Shown on the website's /reviews (site/pages.schema.ts); only public feedback can be. */
  shown_on_website: z.boolean(),
});
export type TStaffFeedback = z.infer<typeof ZStaffFeedback>;

/** POST /api/staff/events/{id}/feedback/response/: the team's answer, shown in the client's feedback tab. */
export const ZFeedbackResponseRequest = z.object({
  response: z
    .string({ error: 'A response is required' })
    .trim()
    .min(1, { error: 'A response is required', abort: true })
    .max(5000, 'The response must be at most 5000 characters'),
});
export type TFeedbackResponseRequest = z.input<typeof ZFeedbackResponseRequest>;
