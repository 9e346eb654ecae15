import { z } from 'zod';
import { QUESTIONNAIRE_FIELD_TYPES } from '../booking/steps';
import { INT4_MAX, zId } from '../common/input';

/**
 * A question of the portal's questionnaire tab. The tab shows the booking wizard's questionnaires of the event's
 * type too, so it takes every type the builder offers (a file is uploaded, a rating is 1 to 5).
 */
export const ZQuestionField = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(QUESTIONNAIRE_FIELD_TYPES),
  required: z.boolean(),
  help_text: z.string(),
  options: z.array(z.string()),
});
export type TQuestionField = z.infer<typeof ZQuestionField>;

export const ZQuestionnaire = z.object({ id: z.number().int(), name: z.string(), description: z.string(), fields: z.array(ZQuestionField) });
export type TQuestionnaire = z.infer<typeof ZQuestionnaire>;

export const ZQuestionnairesQuery = z.object({ event_type: zId().optional() });
export const ZResponsesQuery = z.object({ event: zId('event is required') });

/** The file a file question's answer names (the answer's value is its file_id), read back through download_url. */
export const ZAnswerFile = z.object({
  file_id: z.string(),
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  /** An authorized API address: the event's client, or staff through their own route. */
  download_url: z.string(),
});
export type TAnswerFile = z.infer<typeof ZAnswerFile>;

/** `file` comes with a file question's answer only (spec: field/value pairs; the file is what the value names). */
export const ZQuestionResponse = z.object({ field: z.number().int(), value: z.string(), file: ZAnswerFile.optional() });
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

/**
 * POST /api/questionnaires/responses/upload/ (multipart: event, field, file): a file for a file question of the
 * client's event. It becomes the answer when the questionnaire is saved with its file_id as the value.
 */
export const ZAnswerFileUploadFields = z.object({
  event: zId('event is required'),
  field: zId('field is required'),
});
export const ZAnswerFileUploadResponse = z.object({
  file_id: z.string(),
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  field: z.number().int(),
});
export type TAnswerFileUploadResponse = z.infer<typeof ZAnswerFileUploadResponse>;

/** The file answer's own refusals (the size and type texts are the booking questionnaire's, spec document 3). */
export const ANSWER_FILE_TEXT = {
  notOnEvent: 'This question does not belong to an active questionnaire of the event.',
  notAFileQuestion: 'This question does not ask for a file.',
  tooMany: 'Too many uploads. Please try again later.',
  notMultipart: 'Send the file as multipart/form-data.',
  notFound: 'File not found.',
} as const;
