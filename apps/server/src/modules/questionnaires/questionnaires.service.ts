import { BOOKING_TEXT } from '@venue/shared/booking/steps';
import { normalizeAnswer } from '@venue/shared/events/questionnaire-answers';
import { answerDisplay, answerOf, CARE_PURPOSES, careNotes, guestCountOf, spreadByPurpose, type TCareNote } from '@venue/shared/events/question-purpose';
import type { TStaffEventAnswers } from '@venue/shared/staff/staff-event.schema';
import type { TQuestionResponse, TSaveResponsesRequest } from '@venue/shared/events/questionnaire.schema';
import type { TContext } from '../../context';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordEventActivity, requireOwnEvent } from '../events/client-events.service';
import type { TBookingQuestionnaire } from '@venue/shared/booking/questionnaire.schema';
import type { TTx } from '../../db/client';
import { answerFilesOf, clientFileUrl, dropReplacedFiles, isFileAnswerFor, staffFileUrl, withAnswerFiles } from './answer-files.service';
import {
  deleteResponses,
  listActiveQuestionnaires,
  listCareAnswers,
  listPurposedFields,
  listQuestionnairesWithFields,
  listResponses,
  listRetiredAnswered,
  updateEventFacts,
  upsertResponses,
} from './questionnaires.repo';

export const activeQuestionnaires = (ctx: TContext, eventTypeId?: number) => listActiveQuestionnaires(ctx.db, eventTypeId);

/** The event's answers; a file answer comes with its file (name, size, and where its client downloads it). */
export async function eventResponses(ctx: TContext, actor: TActor, eventId: number): Promise<TQuestionResponse[]> {
  await requireOwnEvent(ctx, actor, eventId);
  return withAnswerFiles(ctx.db, eventId, await listResponses(ctx.db, eventId), clientFileUrl);
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
  // A file question's answer is the file_id of an upload for it (answer-files.service.ts), or the file it already holds.
  const files = new Map<number, string>();
  for (const r of input.responses) {
    const field = fields.get(r.field_id);
    if (!field) {
      (errors[`field_${r.field_id}`] ??= []).push('This question does not belong to an active questionnaire of the event.');
      continue;
    }
    touched.add(field.questionnaireId);
    try {
      const value = normalizeAnswer(field, r.value);
      if (field.type === 'file') {
        if (value && !(await isFileAnswerFor(ctx.db, event, field.id, value))) throw new Error(`${field.name}: ${BOOKING_TEXT.invalidFile}`);
        files.set(field.id, value);
      }
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
  await ctx.transact(async (tx, effects) => {
    const changed = new Map([...answers.map((a) => [a.fieldId, a.value] as const), ...cleared.map((id) => [id, ''] as const)]);
    await writeEventAnswers(tx, event, changed);
    await dropReplacedFiles(ctx, tx, effects, event.id, files);
    await recordEventActivity(tx, actor, event.id, 'questionnaire_saved', `Questionnaire answers saved (${answers.length} answered)`);
  });
  return withAnswerFiles(ctx.db, event.id, await listResponses(ctx.db, event.id), clientFileUrl);
}

/** The questionnaires the booking wizard and the spec's questionnaire calls read (any audience). */
export const bookingQuestionnaires = (tx: TTx, f: { ids?: number[]; isActive?: boolean; eventTypeId?: number }): Promise<TBookingQuestionnaire[]> =>
  listQuestionnairesWithFields(tx, f);

export async function bookingQuestionnaire(ctx: TContext, id: number): Promise<TBookingQuestionnaire> {
  const [q] = await listQuestionnairesWithFields(ctx.db, { ids: [id], isActive: true });
  if (!q) throw new AppError(404, 'Questionnaire not found.');
  return q;
}

/**
 * Writes an event's answers (an empty value clears one), gives each to the event's other questions of the same
 * purpose, and keeps the event's guest count and dietary note in step with them, in the caller's transaction:
 * what a couple typed once reads the same on the booking's questions, the portal's questionnaire and the event.
 */
export async function writeEventAnswers(tx: TTx, event: { id: number; eventTypeId: number }, changed: ReadonlyMap<number, string>) {
  const fields = await listPurposedFields(tx, event.eventTypeId, [...changed.keys()]);
  const writes = [...spreadByPurpose(fields, changed)];
  await upsertResponses(
    tx,
    event.id,
    writes.filter(([, value]) => value !== '').map(([fieldId, value]) => ({ fieldId, value })),
  );
  await deleteResponses(
    tx,
    event.id,
    writes.filter(([, value]) => value === '').map(([fieldId]) => fieldId),
  );
  if (fields.length === 0) return;
  const all = new Map((await listResponses(tx, event.id)).map((r) => [r.field, r.value]));
  await updateEventFacts(tx, event.id, {
    guestCount: guestCountOf(fields, all),
    dietary: fields.some((f) => f.purpose === 'dietary') ? answerOf(fields, all, 'dietary') : null,
  });
}

/** A completed booking's questionnaire answers become its event's (the wizard already checked them). */
export const saveBookingAnswers = (tx: TTx, event: { id: number; eventTypeId: number }, answers: { fieldId: number; value: string }[]) =>
  writeEventAnswers(tx, event, new Map(answers.filter((a) => a.value !== '').map((a) => [a.fieldId, a.value])));

/** What staff must not miss about each event (question-purpose.ts): its care answers and its special requests. One query. */
export async function careNotesOf(tx: TTx, events: readonly { id: number; specialRequests: string }[]): Promise<Map<number, TCareNote[]>> {
  const rows = await listCareAnswers(
    tx,
    events.map((e) => e.id),
  );
  return new Map(
    events.map((e) => {
      const own = rows.filter((r) => r.eventId === e.id);
      return [e.id, careNotes(own, new Map(own.map((r) => [r.id, r.value])), e.specialRequests)];
    }),
  );
}

/** A file answer whose file is not the event's (an answer saved before file answers were checked). */
const FILE_NOT_KEPT = 'File not available';

/**
 * The event's questionnaires as staff read them: each question with its answer in words (null: not answered yet),
 * then the answers to versions since replaced or removed, under the question as it was asked (migration 0033).
 */
export async function eventAnswerSheets(tx: TTx, event: { id: number; eventTypeId: number }): Promise<TStaffEventAnswers> {
  const sheets = await listActiveQuestionnaires(tx, event.eventTypeId);
  const answers = new Map((await listResponses(tx, event.id)).map((r) => [r.field, r.value]));
  const retired = await listRetiredAnswered(tx, event.id);
  const purposed = await listPurposedFields(
    tx,
    event.eventTypeId,
    retired.map((f) => f.id),
  );
  const care = new Set(purposed.filter((f) => f.purpose && CARE_PURPOSES.includes(f.purpose)).map((f) => f.id));
  const files = await answerFilesOf(tx, event.id, staffFileUrl(event.id));
  return sheets.map((q) => ({
    questionnaire: q.name,
    answers: [...q.fields, ...retired.filter((f) => f.questionnaireId === q.id)].map((f) => {
      const value = answers.get(f.id);
      const file = files.get(f.id);
      // A file answer reads as the file's name, with the staff route to download it; its value is only a handle.
      if (f.type === 'file' && value) return { question: f.name, answer: file?.name ?? FILE_NOT_KEPT, care: false, ...(file ? { file } : {}) };
      return { question: f.name, answer: value ? answerDisplay(f.type, value) : null, care: care.has(f.id) && !!value && value !== 'false' };
    }),
  }));
}
