import { z } from 'zod';
import { INT4_MAX, zId } from '../common/input';
import { QUESTION_TYPES } from '../enums';

export const ZQuestionField = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(QUESTION_TYPES),
  required: z.boolean(),
  help_text: z.string(),
  options: z.array(z.string()),
});
export type TQuestionField = z.infer<typeof ZQuestionField>;

export const ZQuestionnaire = z.object({ id: z.number().int(), name: z.string(), description: z.string(), fields: z.array(ZQuestionField) });
export type TQuestionnaire = z.infer<typeof ZQuestionnaire>;

export const ZQuestionnairesQuery = z.object({ event_type: zId().optional() });
export const ZResponsesQuery = z.object({ event: zId('event is required') });

export const ZQuestionResponse = z.object({ field: z.number().int(), value: z.string() });
export type TQuestionResponse = z.infer<typeof ZQuestionResponse>;

export const ZSaveResponsesRequest = z.object({
  event_id: z.number({ error: 'event_id is required' }).int().positive().max(INT4_MAX, 'event_id is not a valid id'),
  responses: z
    .array(
      z.object({
        field_id: z.number({ error: 'field_id must be a number' }).int().positive().max(INT4_MAX, 'field_id is not a valid id'),
        value: z.string().max(5000, 'An answer may be at most 5000 characters'),
      }),
    )
    .max(500),
});
export type TSaveResponsesRequest = z.infer<typeof ZSaveResponsesRequest>;
