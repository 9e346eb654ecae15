import type { z } from 'zod';
import {
  isCarePurpose,
  questionErrors,
  QUESTIONNAIRE_TEXT as Q,
  type TBuilderQuestionType,
  type TStaffQuestion,
  type TStaffQuestionnaire,
  type TStaffQuestionnaireList,
  type TStaffQuestionnaireSummary,
  type ZCreateQuestionnaireRequest,
  type ZCreateQuestionRequest,
  type ZUpdateQuestionnaireRequest,
  type ZUpdateQuestionRequest,
} from '@venue/shared/staff/questionnaires.schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import {
  findFieldRow,
  findQuestionnaireRow,
  hasAnswers,
  insertField,
  insertQuestionnaire,
  listEventTypeChoices,
  listFieldRows,
  listQuestionnaireRows,
  retireField,
  updateField,
  updateQuestionnaire,
  type TFieldRow,
  type TFieldValues,
  type TQuestionnaireRow,
  type TQuestionnaireValues,
} from './questionnaire-builder.repo';

/**
 * The questionnaire builder (issue 27, point 5). Nothing here is cached: the portal reads the rows at each
 * request, and the booking wizard's flows carry the catalogue version that every write to questionnaires and
 * their fields bumps (migration 0017), so any process shows an admin's change at its next request.
 *
 * Versions: a question that events answered is never changed in place. An edit of what it asks (label, type,
 * options, help text, purpose) inserts a new row, version + 1 of the same origin, and retires the old one;
 * the answers keep pointing at the row they answered, which still holds that label and those options. Removing
 * a question always retires it (answers, uploads and open bookings may hold its id). The order and whether an
 * answer is required change in place: neither changes what a given answer meant.
 */
type TCreate = z.output<typeof ZCreateQuestionnaireRequest>;
type TUpdate = z.output<typeof ZUpdateQuestionnaireRequest>;
type TCreateQuestion = z.output<typeof ZCreateQuestionRequest>;
type TUpdateQuestion = z.output<typeof ZUpdateQuestionRequest>;

const notFound = () => new AppError(404, Q.notFound);
const questionNotFound = () => new AppError(404, Q.questionNotFound);
const fieldError = (field: string, message: string) => new AppError(400, message, { [field]: [message] });
const purposeOf = (audience: string) => (audience === 'booking' ? 'booking' : 'portal');

function toSummary(r: TQuestionnaireRow): TStaffQuestionnaireSummary {
  return {
    id: r.id,
    title: r.name,
    description: r.description,
    purpose: purposeOf(r.audience),
    event_type_id: r.eventTypeId,
    event_type_name: r.eventTypeName,
    is_active: r.isActive,
    questions_count: r.questionsCount,
  };
}

function toQuestion(f: TFieldRow, order: number): TStaffQuestion {
  return {
    id: f.id,
    label: f.name,
    type: f.type as TBuilderQuestionType,
    required: f.required,
    options: f.options,
    help_text: f.helpText,
    purpose: f.purpose,
    care: isCarePurpose(f.purpose),
    order,
    version: f.version,
    answers: f.answers,
  };
}

async function readQuestionnaire(tx: TTx, id: number): Promise<TStaffQuestionnaire> {
  const row = await findQuestionnaireRow(tx, id);
  if (!row) throw notFound();
  const fields = await listFieldRows(tx, id);
  const live = fields.filter((f) => f.retiredAt === null);
  return {
    ...toSummary(row),
    questions: live.map((f, i) => toQuestion(f, i + 1)),
    // A retired version nobody answered means nothing to anyone: only answered ones are kept in view.
    retired_questions: fields
      .filter((f) => f.retiredAt !== null && f.answers > 0)
      .sort((a, b) => a.id - b.id)
      .map((f) => ({ ...toQuestion(f, 0), retired_at: f.retiredAt!.toISOString() })),
  };
}

export async function questionnaireList(ctx: TContext): Promise<TStaffQuestionnaireList> {
  return { questionnaires: (await listQuestionnaireRows(ctx.db)).map(toSummary), event_types: await listEventTypeChoices(ctx.db) };
}

export const questionnaireDetail = (ctx: TContext, id: number) => readQuestionnaire(ctx.db, id);

async function requireEventType(tx: TTx, id: number | null) {
  if (id === null) return;
  if (!(await listEventTypeChoices(tx)).some((t) => t.id === id)) throw fieldError('event_type_id', Q.eventTypeUnknown);
}

function questionnaireColumns(input: TUpdate): Partial<TQuestionnaireValues> {
  const out: Partial<TQuestionnaireValues> = {};
  if (input.title !== undefined) out.name = input.title;
  if (input.description !== undefined) out.description = input.description;
  if (input.purpose !== undefined) out.audience = input.purpose === 'booking' ? 'booking' : 'event';
  if (input.event_type_id !== undefined) out.eventTypeId = input.event_type_id;
  if (input.is_active !== undefined) out.isActive = input.is_active;
  return out;
}

export function createQuestionnaire(ctx: TContext, actor: TActor, ip: string, input: TCreate): Promise<TStaffQuestionnaire> {
  return ctx.transact(async (tx) => {
    await requireEventType(tx, input.event_type_id);
    const id = await insertQuestionnaire(tx, questionnaireColumns(input) as TQuestionnaireValues);
    const after = await readQuestionnaire(tx, id);
    await recordAudit(tx, actor, ip, { action: 'questionnaire.create', objectType: 'questionnaire', objectId: id, after });
    return after;
  });
}

export function changeQuestionnaire(ctx: TContext, actor: TActor, ip: string, id: number, input: TUpdate): Promise<TStaffQuestionnaire> {
  return ctx.transact(async (tx) => {
    if (!(await findQuestionnaireRow(tx, id, { forUpdate: true }))) throw notFound();
    const before = await readQuestionnaire(tx, id);
    const purpose = input.purpose ?? before.purpose;
    const eventTypeId = input.event_type_id === undefined ? before.event_type_id : input.event_type_id;
    if (purpose === 'booking' && eventTypeId === null) throw fieldError('event_type_id', Q.eventTypeNeeded);
    if (input.event_type_id !== undefined) await requireEventType(tx, input.event_type_id);
    const columns = questionnaireColumns(input);
    if (Object.keys(columns).length) await updateQuestionnaire(tx, id, columns);
    const after = await readQuestionnaire(tx, id);
    await recordAudit(tx, actor, ip, { action: 'questionnaire.update', objectType: 'questionnaire', objectId: id, before, after });
    return after;
  });
}

function checkQuestion(q: { type: string; options: string[] }) {
  const errors = questionErrors(q);
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError(400, first, errors);
}

/** Choices only mean something for choice types: a text question keeps no stale options. */
const optionsFor = (type: string, options: string[]) => (['select', 'multi-select', 'radio'].includes(type) ? options : []);

/** Runs a question write under the questionnaire's row lock and audits it with the questionnaire before and after. */
function questionWrite(
  ctx: TContext,
  actor: TActor,
  ip: string,
  id: number,
  action: string,
  work: (tx: TTx, before: TStaffQuestionnaire) => Promise<void>,
): Promise<TStaffQuestionnaire> {
  return ctx.transact(async (tx) => {
    if (!(await findQuestionnaireRow(tx, id, { forUpdate: true }))) throw notFound();
    const before = await readQuestionnaire(tx, id);
    await work(tx, before);
    const after = await readQuestionnaire(tx, id);
    await recordAudit(tx, actor, ip, { action, objectType: 'questionnaire', objectId: id, before, after });
    return after;
  });
}

async function liveField(tx: TTx, questionnaireId: number, fieldId: number): Promise<TFieldRow> {
  const field = await findFieldRow(tx, questionnaireId, fieldId);
  if (!field) throw questionNotFound();
  if (field.retiredAt) throw new AppError(409, Q.retired);
  return field;
}

export const addQuestion = (ctx: TContext, actor: TActor, ip: string, id: number, input: TCreateQuestion) =>
  questionWrite(ctx, actor, ip, id, 'questionnaire.question_add', async (tx) => {
    checkQuestion(input);
    const fields = await listFieldRows(tx, id);
    const last = Math.max(0, ...fields.filter((f) => f.retiredAt === null).map((f) => f.sortOrder));
    await insertField(tx, id, {
      name: input.label,
      type: input.type,
      required: input.required,
      options: optionsFor(input.type, input.options),
      helpText: input.help_text,
      purpose: input.purpose,
      sortOrder: last + 10,
    });
  });

export const changeQuestion = (ctx: TContext, actor: TActor, ip: string, id: number, fieldId: number, input: TUpdateQuestion) =>
  questionWrite(ctx, actor, ip, id, 'questionnaire.question_edit', async (tx) => {
    const field = await liveField(tx, id, fieldId);
    const type = input.type ?? field.type;
    const merged: TFieldValues = {
      name: input.label ?? field.name,
      type,
      required: input.required ?? field.required,
      options: optionsFor(type, input.options ?? field.options),
      helpText: input.help_text ?? field.helpText,
      purpose: input.purpose === undefined ? field.purpose : input.purpose,
    };
    checkQuestion(merged);
    const sameMeaning =
      merged.name === field.name &&
      merged.type === field.type &&
      JSON.stringify(merged.options) === JSON.stringify(field.options) &&
      merged.helpText === field.helpText &&
      merged.purpose === field.purpose;
    if (sameMeaning && merged.required === field.required) return;
    // Whether an answer is required does not change what a given answer meant: no new version for that alone.
    if (sameMeaning || !(await hasAnswers(tx, field.id))) {
      await updateField(tx, field.id, merged);
      return;
    }
    await retireField(tx, field.id);
    await insertField(tx, id, {
      ...merged,
      placeholder: field.placeholder,
      sortOrder: field.sortOrder,
      version: field.version + 1,
      originId: field.originId ?? field.id,
    });
  });

export const removeQuestion = (ctx: TContext, actor: TActor, ip: string, id: number, fieldId: number) =>
  questionWrite(ctx, actor, ip, id, 'questionnaire.question_remove', async (tx) => {
    await retireField(tx, (await liveField(tx, id, fieldId)).id);
  });

export const moveQuestion = (ctx: TContext, actor: TActor, ip: string, id: number, fieldId: number, direction: 'up' | 'down') =>
  questionWrite(ctx, actor, ip, id, 'questionnaire.question_move', async (tx) => {
    await liveField(tx, id, fieldId);
    const live = (await listFieldRows(tx, id)).filter((f) => f.retiredAt === null);
    const at = live.findIndex((f) => f.id === fieldId);
    const to = direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= live.length) throw new AppError(400, Q.cannotMove);
    [live[at], live[to]] = [live[to]!, live[at]!];
    // Renumbered in steps of ten: seeded orders may tie, and a swap of tied numbers would move nothing.
    for (const [i, f] of live.entries()) if (f.sortOrder !== (i + 1) * 10) await updateField(tx, f.id, { sortOrder: (i + 1) * 10 });
  });
