import { normalizeAnswer } from '@venue/shared/events/questionnaire-answers';
import type { TQuestionResponse, TSaveResponsesRequest } from '@venue/shared/events/questionnaire.schema';
import type { TContext } from '../../context';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordEventActivity, requireOwnEvent } from '../events/client-events.service';
import type { TBookingQuestionnaire } from '@venue/shared/booking/questionnaire.schema';
import type { TTx } from '../../db/client';
import { deleteResponses, listActiveQuestionnaires, listQuestionnairesWithFields, listResponses, upsertResponses } from './questionnaires.repo';

export const activeQuestionnaires = (ctx: TContext, eventTypeId?: number) => listActiveQuestionnaires(ctx.db, eventTypeId);

export async function eventResponses(ctx: TContext, actor: TActor, eventId: number): Promise<TQuestionResponse[]> {
  await requireOwnEvent(ctx, actor, eventId);
  return listResponses(ctx.db, eventId);
}

/**
 * Saves the answers of the questionnaires the submission touches, in one transaction. Empty values clear an
 * answer; a required field of a touched questionnaire must end up answered.
 */
export async function saveEventResponses(ctx: TContext, actor: TActor, input: TSaveResponsesRequest): Promise<TQuestionResponse[]> {
  const event = await requireOwnEvent(ctx, actor, input.event_id);
  const questionnaires = await listActiveQuestionnaires(ctx.db, event.eventTypeId);
  const fields = new Map(questionnaires.flatMap((q) => q.fields.map((f) => [f.id, { ...f, questionnaireId: q.id }] as const)));
  const errors: Record<string, string[]> = {};
  const answers: { fieldId: number; value: string }[] = [];
  const cleared: number[] = [];
  const touched = new Set<number>();
  for (const r of input.responses) {
    const field = fields.get(r.field_id);
    if (!field) {
      (errors[`field_${r.field_id}`] ??= []).push('This question does not belong to an active questionnaire of the event.');
      continue;
    }
    touched.add(field.questionnaireId);
    try {
      const value = normalizeAnswer(field, r.value);
      if (value === '') cleared.push(field.id);
      else answers.push({ fieldId: field.id, value });
    } catch (err) {
      (errors[`field_${field.id}`] ??= []).push((err as Error).message);
    }
  }
  const existing = new Map((await listResponses(ctx.db, event.id)).map((r) => [r.field, r.value]));
  for (const a of answers) existing.set(a.fieldId, a.value);
  for (const id of cleared) existing.delete(id);
  for (const q of questionnaires.filter((q) => touched.has(q.id))) {
    for (const f of q.fields) if (f.required && !existing.get(f.id)) (errors[`field_${f.id}`] ??= []).push(`${f.name} is required`);
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError(400, first, errors);
  await ctx.transact(async (tx) => {
    await upsertResponses(tx, event.id, answers);
    await deleteResponses(tx, event.id, cleared);
    await recordEventActivity(tx, actor, event.id, 'questionnaire_saved', `Questionnaire answers saved (${answers.length} answered)`);
  });
  return listResponses(ctx.db, event.id);
}

/** The questionnaires the booking wizard and the spec's questionnaire calls read (any audience). */
export const bookingQuestionnaires = (tx: TTx, f: { ids?: number[]; isActive?: boolean; eventTypeId?: number }): Promise<TBookingQuestionnaire[]> =>
  listQuestionnairesWithFields(tx, f);

export async function bookingQuestionnaire(ctx: TContext, id: number): Promise<TBookingQuestionnaire> {
  const [q] = await listQuestionnairesWithFields(ctx.db, { ids: [id], isActive: true });
  if (!q) throw new AppError(404, 'Questionnaire not found.');
  return q;
}

/** A completed booking's questionnaire answers become its event's responses (the wizard already checked them). */
export const saveBookingAnswers = (tx: TTx, eventId: number, answers: { fieldId: number; value: string }[]) =>
  upsertResponses(
    tx,
    eventId,
    answers.filter((a) => a.value !== ''),
  );
