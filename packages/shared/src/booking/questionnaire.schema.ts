import { z } from 'zod';
import { zId } from '../common/input';
import { QUESTIONNAIRE_FIELD_TYPES } from './steps';

/** The spec's Questionnaire and Field (section 3) as the wizard reads them. */
export const ZBookingQuestionnaireField = z.object({
  id: z.number().int(),
  questionnaire_id: z.number().int(),
  name: z.string(),
  type: z.enum(QUESTIONNAIRE_FIELD_TYPES),
  required: z.boolean(),
  options: z.array(z.string()),
  help_text: z.string(),
  placeholder: z.string(),
  order: z.number().int(),
});
export type TBookingQuestionnaireField = z.infer<typeof ZBookingQuestionnaireField>;

export const ZBookingQuestionnaire = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  event_type: z.number().int().nullable(),
  is_active: z.boolean(),
  fields: z.array(ZBookingQuestionnaireField),
});
export type TBookingQuestionnaire = z.infer<typeof ZBookingQuestionnaire>;
export const ZBookingQuestionnaireList = z.array(ZBookingQuestionnaire);
export const ZBookingQuestionnaireFields = z.array(ZBookingQuestionnaireField);

/** GET /api/questionnaires/questionnaires/ (is_active, event_type). */
export const ZQuestionnaireListQuery = z.object({
  is_active: z.enum(['true', 'false'], { error: 'Use true or false' }).optional(),
  event_type: zId('Event type must be a positive number').optional(),
});

/**
 * POST /api/questionnaires/upload/ (multipart: file, questionnaire, field, session_id). A guest's upload belongs
 * to their booking session, whose unguessable id is what lets them upload at all.
 */
export const ZQuestionnaireUploadFields = z.object({
  questionnaire: zId('questionnaire is required'),
  field: zId('field is required').optional(),
  session_id: z.string({ error: 'session_id is required' }).min(1, 'session_id is required').max(100),
});
export const ZQuestionnaireUploadResponse = z.object({
  file_id: z.string(),
  /** Uploads are not served back to the visitor: the venue reads them with the booking. */
  file_url: z.string().nullable(),
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  field: z.number().int().nullable(),
});
export type TQuestionnaireUploadResponse = z.infer<typeof ZQuestionnaireUploadResponse>;
