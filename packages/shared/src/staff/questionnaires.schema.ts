import { z } from 'zod';
import { zId, zSingleLine } from '../common/input';
import { QUESTIONNAIRE_FIELD_TYPES } from '../booking/steps';
import { CARE_PURPOSES, QUESTION_PURPOSES, type TQuestionPurpose } from '../events/question-purpose';

/**
 * The questionnaire builder in the staff console (issue 27, point 5): admins write, staff read. A questionnaire is
 * asked in the booking wizard ("booking", one event type's) or in the client portal ("portal"). Answered questions
 * are versioned: an edit makes a new version and retires the old one, which keeps its answers (migration 0033).
 */
export const QUESTIONNAIRE_PURPOSES = ['booking', 'portal'] as const;
export type TQuestionnairePurpose = (typeof QUESTIONNAIRE_PURPOSES)[number];

export const QUESTIONNAIRE_PURPOSE_LABELS: Record<TQuestionnairePurpose, string> = {
  booking: 'Booking wizard',
  portal: 'Client portal',
};

/** Every type the booking wizard renders; the portal's questionnaire tab renders them all too (a file is uploaded there). */
export const BUILDER_QUESTION_TYPES = QUESTIONNAIRE_FIELD_TYPES;
export type TBuilderQuestionType = (typeof BUILDER_QUESTION_TYPES)[number];

export const QUESTION_TYPE_LABELS: Record<TBuilderQuestionType, string> = {
  text: 'Short text',
  textarea: 'Long text',
  number: 'Number',
  email: 'E-mail address',
  phone: 'Phone number',
  date: 'Date',
  time: 'Time',
  boolean: 'Yes or no',
  select: 'Drop-down list',
  'multi-select': 'Checkboxes (several answers)',
  radio: 'One choice (radio buttons)',
  file: 'File upload',
  rating: 'Rating (1 to 5)',
};

/** The types whose answer is one or more of the question's options. */
export const CHOICE_TYPES: readonly string[] = ['select', 'multi-select', 'radio'];

export const QUESTION_PURPOSE_LABELS: Record<TQuestionPurpose, string> = {
  guest_count: 'Number of guests (fills the event’s guest count)',
  dietary: 'Safety note: dietary needs or allergies',
  accessibility: 'Safety note: accessibility',
  overnight: 'Service note: overnight stay',
  special_requests: 'Service note: special requests',
};

/** Care purposes are flagged for staff on the event page and on Today. */
export const isCarePurpose = (p: TQuestionPurpose | null | undefined) => !!p && CARE_PURPOSES.includes(p);

export const QUESTIONNAIRE_TEXT = {
  notFound: 'Questionnaire not found.',
  questionNotFound: 'Question not found.',
  titleRequired: 'Title is required',
  labelRequired: 'Question is required',
  optionsNeeded: 'Add at least two options',
  optionsUnique: 'Each option must be different',
  optionEmpty: 'Options must not be empty',
  eventTypeNeeded: 'A booking questionnaire belongs to an event type: choose one',
  eventTypeUnknown: 'Choose a valid event type',
  retired: 'This question was removed or replaced; edit its current version.',
  cannotMove: 'The question is already at that end of the list.',
} as const;

export const ZStaffQuestion = z.object({
  id: z.number().int(),
  label: z.string(),
  type: z.enum(BUILDER_QUESTION_TYPES),
  required: z.boolean(),
  options: z.array(z.string()),
  help_text: z.string(),
  purpose: z.enum(QUESTION_PURPOSES).nullable(),
  /** A safety or service note: staff see its answers flagged. */
  care: z.boolean(),
  order: z.number().int(),
  version: z.number().int(),
  /** How many events answered this version. */
  answers: z.number().int(),
});
export type TStaffQuestion = z.infer<typeof ZStaffQuestion>;

/** A version no longer asked, kept because events answered it: what those answers meant. */
export const ZRetiredQuestion = ZStaffQuestion.extend({ retired_at: z.string() });
export type TRetiredQuestion = z.infer<typeof ZRetiredQuestion>;

export const ZStaffQuestionnaireSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  purpose: z.enum(QUESTIONNAIRE_PURPOSES),
  event_type_id: z.number().int().nullable(),
  event_type_name: z.string().nullable(),
  is_active: z.boolean(),
  questions_count: z.number().int(),
});
export type TStaffQuestionnaireSummary = z.infer<typeof ZStaffQuestionnaireSummary>;

export const ZStaffQuestionnaire = ZStaffQuestionnaireSummary.extend({
  questions: z.array(ZStaffQuestion),
  retired_questions: z.array(ZRetiredQuestion),
});
export type TStaffQuestionnaire = z.infer<typeof ZStaffQuestionnaire>;

export const ZStaffQuestionnaireList = z.object({
  questionnaires: z.array(ZStaffQuestionnaireSummary),
  event_types: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TStaffQuestionnaireList = z.infer<typeof ZStaffQuestionnaireList>;

const questionnaireFields = {
  title: zSingleLine(
    z.string({ error: QUESTIONNAIRE_TEXT.titleRequired }).trim().min(1, QUESTIONNAIRE_TEXT.titleRequired).max(150, 'Title must be at most 150 characters'),
  ),
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters'),
  purpose: z.enum(QUESTIONNAIRE_PURPOSES, { error: 'Choose where the questionnaire is asked' }),
  event_type_id: zId(QUESTIONNAIRE_TEXT.eventTypeUnknown).nullable(),
  is_active: z.boolean({ error: 'is_active must be true or false' }),
};

export const ZCreateQuestionnaireRequest = z
  .object({ ...questionnaireFields, description: questionnaireFields.description.default(''), is_active: questionnaireFields.is_active.default(true) })
  .superRefine((v, ctx) => {
    if (v.purpose === 'booking' && v.event_type_id === null)
      ctx.addIssue({ code: 'custom', path: ['event_type_id'], message: QUESTIONNAIRE_TEXT.eventTypeNeeded });
  });
export type TCreateQuestionnaireRequest = z.input<typeof ZCreateQuestionnaireRequest>;

/** Only the fields that change; the whole questionnaire is judged again on the server. */
export const ZUpdateQuestionnaireRequest = z.object(questionnaireFields).partial();
export type TUpdateQuestionnaireRequest = z.input<typeof ZUpdateQuestionnaireRequest>;

const questionFields = {
  label: z
    .string({ error: QUESTIONNAIRE_TEXT.labelRequired })
    .trim()
    .min(1, QUESTIONNAIRE_TEXT.labelRequired)
    .max(200, 'Question must be at most 200 characters'),
  type: z.enum(BUILDER_QUESTION_TYPES, { error: 'Choose a question type' }),
  required: z.boolean({ error: 'required must be true or false' }),
  options: z
    .array(z.string().trim().min(1, QUESTIONNAIRE_TEXT.optionEmpty).max(100, 'Options must be at most 100 characters'), { error: 'Options must be a list' })
    .max(30, 'At most 30 options'),
  help_text: z.string().trim().max(500, 'Help text must be at most 500 characters'),
  purpose: z.enum(QUESTION_PURPOSES, { error: 'Choose what the answer is for' }).nullable(),
};

/** Rules of a whole question (the server applies them again after merging an update). */
export function questionErrors(q: { type: string; options: string[] }): Record<string, string[]> {
  if (!CHOICE_TYPES.includes(q.type)) return {};
  if (q.options.length < 2) return { options: [QUESTIONNAIRE_TEXT.optionsNeeded] };
  if (new Set(q.options.map((o) => o.toLowerCase())).size !== q.options.length) return { options: [QUESTIONNAIRE_TEXT.optionsUnique] };
  // Multi-select answers are stored comma-joined (spec): an option holding a comma could not be read back.
  if (q.type === 'multi-select' && q.options.some((o) => o.includes(','))) return { options: ['Options of a checkbox question must not contain commas'] };
  return {};
}

const withQuestionRules = <T extends { type?: string; options?: string[] }>(v: T, ctx: z.RefinementCtx) => {
  if (v.type === undefined || v.options === undefined) return;
  for (const [path, messages] of Object.entries(questionErrors({ type: v.type, options: v.options })))
    for (const message of messages) ctx.addIssue({ code: 'custom', path: [path], message });
};

export const ZCreateQuestionRequest = z
  .object({
    ...questionFields,
    required: questionFields.required.default(false),
    options: questionFields.options.default([]),
    help_text: questionFields.help_text.default(''),
    purpose: questionFields.purpose.default(null),
  })
  .superRefine(withQuestionRules);
export type TCreateQuestionRequest = z.input<typeof ZCreateQuestionRequest>;

export const ZUpdateQuestionRequest = z.object(questionFields).partial();
export type TUpdateQuestionRequest = z.input<typeof ZUpdateQuestionRequest>;

export const ZMoveQuestionRequest = z.object({ direction: z.enum(['up', 'down'], { error: 'Move the question up or down' }) });
export type TMoveQuestionRequest = z.infer<typeof ZMoveQuestionRequest>;
