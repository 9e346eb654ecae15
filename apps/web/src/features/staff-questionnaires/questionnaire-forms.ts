import { QUESTION_PURPOSES } from '@venue/shared/events/question-purpose';
import {
  BUILDER_QUESTION_TYPES,
  CHOICE_TYPES,
  QUESTIONNAIRE_PURPOSES,
  ZCreateQuestionnaireRequest,
  ZCreateQuestionRequest,
  type TStaffQuestion,
  type TStaffQuestionnaire,
} from '@venue/shared/staff/questionnaires.schema';
import { z } from 'zod';

/**
 * The builder's dialogs' values as the fields hold them ('' = no event type, no purpose; options one a line),
 * checked by the shared request schemas themselves, so a dialog refuses exactly what the server would, in its words.
 */
const ZQuestionnaireFields = z.object({
  title: z.string(),
  description: z.string(),
  purpose: z.enum(QUESTIONNAIRE_PURPOSES),
  event_type_id: z.string(),
  is_active: z.boolean(),
});
export type TQuestionnaireForm = z.input<typeof ZQuestionnaireFields>;
export type TQuestionnaireRequest = z.output<typeof ZCreateQuestionnaireRequest>;

const toQuestionnaireRequest = (f: TQuestionnaireForm) => ({
  title: f.title,
  description: f.description,
  purpose: f.purpose,
  event_type_id: f.event_type_id === '' ? null : Number(f.event_type_id),
  is_active: f.is_active,
});

export const ZQuestionnaireForm = ZQuestionnaireFields.superRefine((f, ctx) => {
  const parsed = ZCreateQuestionnaireRequest.safeParse(toQuestionnaireRequest(f));
  if (parsed.success) return;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: [String(issue.path[0] ?? 'title')], message: issue.message });
}).transform((f): TQuestionnaireRequest => ZCreateQuestionnaireRequest.parse(toQuestionnaireRequest(f)));

export const NEW_QUESTIONNAIRE: TQuestionnaireForm = { title: '', description: '', purpose: 'portal', event_type_id: '', is_active: true };

export const questionnaireFormOf = (q: TStaffQuestionnaire): TQuestionnaireForm => ({
  title: q.title,
  description: q.description,
  purpose: q.purpose,
  event_type_id: q.event_type_id === null ? '' : String(q.event_type_id),
  is_active: q.is_active,
});

const ZQuestionFields = z.object({
  label: z.string(),
  type: z.enum(BUILDER_QUESTION_TYPES),
  required: z.boolean(),
  options: z.string(),
  help_text: z.string(),
  purpose: z.union([z.enum(QUESTION_PURPOSES), z.literal('')]),
});
export type TQuestionForm = z.input<typeof ZQuestionFields>;
export type TQuestionRequest = z.output<typeof ZCreateQuestionRequest>;

/** Options are typed one a line; blank lines are nothing. */
export const optionsOf = (text: string) =>
  text
    .split('\n')
    .map((o) => o.trim())
    .filter(Boolean);

const toQuestionRequest = (f: TQuestionForm) => ({
  label: f.label,
  type: f.type,
  required: f.required,
  options: CHOICE_TYPES.includes(f.type) ? optionsOf(f.options) : [],
  help_text: f.help_text,
  purpose: f.purpose === '' ? null : f.purpose,
});

export const ZQuestionForm = ZQuestionFields.superRefine((f, ctx) => {
  const parsed = ZCreateQuestionRequest.safeParse(toQuestionRequest(f));
  if (parsed.success) return;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: [String(issue.path[0] ?? 'label')], message: issue.message });
}).transform((f): TQuestionRequest => ZCreateQuestionRequest.parse(toQuestionRequest(f)));

export const NEW_QUESTION: TQuestionForm = { label: '', type: 'text', required: false, options: '', help_text: '', purpose: '' };

export const questionFormOf = (q: TStaffQuestion): TQuestionForm => ({
  label: q.label,
  type: q.type,
  required: q.required,
  options: q.options.join('\n'),
  help_text: q.help_text,
  purpose: q.purpose ?? '',
});
