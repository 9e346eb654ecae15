import { z } from 'zod';

const zRating = (label: string) =>
  z
    .number({ error: `${label} must be a number from 1 to 5` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be from 1 to 5`)
    .max(5, `${label} must be from 1 to 5`);

export const FEEDBACK_CATEGORIES = ['communication', 'organization', 'quality', 'timeliness', 'value'] as const;

export const ZFeedbackCategories = z.object({
  communication: zRating('Communication').nullable().optional(),
  organization: zRating('Organization').nullable().optional(),
  quality: zRating('Quality').nullable().optional(),
  timeliness: zRating('Timeliness').nullable().optional(),
  value: zRating('Value').nullable().optional(),
});

const feedbackFields = {
  overall_rating: zRating('Overall rating'),
  comments: z.string().trim().max(5000, 'Comments must be at most 5000 characters'),
  testimonial: z.string().trim().max(2000, 'Testimonial must be at most 2000 characters'),
  is_public: z.boolean({ error: 'is_public must be true or false' }),
  categories: ZFeedbackCategories,
};

/** POST: the overall rating defaults to 5 (spec), everything else is optional. */
export const ZFeedbackRequest = z.object({
  overall_rating: feedbackFields.overall_rating.default(5),
  comments: feedbackFields.comments.default(''),
  testimonial: feedbackFields.testimonial.default(''),
  is_public: feedbackFields.is_public.default(false),
  categories: feedbackFields.categories.default({}),
});
export type TFeedbackRequest = z.input<typeof ZFeedbackRequest>;

/** PATCH: only the fields sent change. */
export const ZFeedbackPatchRequest = z.object(feedbackFields).partial();
export type TFeedbackPatchRequest = z.input<typeof ZFeedbackPatchRequest>;

export const ZFeedback = z.object({
  id: z.number().int(),
  overall_rating: z.number().int(),
  comments: z.string(),
  testimonial: z.string(),
  is_public: z.boolean(),
  categories: z.record(z.string(), z.number().int().nullable()),
  created_at: z.string(),
  updated_at: z.string(),
  response: z.string().nullable(),
  has_response: z.boolean(),
  response_by_name: z.string().nullable(),
});
export type TFeedback = z.infer<typeof ZFeedback>;

export const FEEDBACK_NOT_COMPLETED = 'Feedback can be given once the event is completed.';
export const FEEDBACK_EXISTS = 'Feedback for this event has already been submitted.';
export const FEEDBACK_LOCKED = 'Feedback can no longer be edited because the team has responded.';
export const FEEDBACK_NOT_FOUND = 'No feedback has been submitted for this event.';
