import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { CARE_PURPOSES, type TPurposedField } from '@venue/shared/events/question-purpose';
import type { TQuestionnaire } from '@venue/shared/events/questionnaire.schema';
import type { TBookingQuestionnaire } from '@venue/shared/booking/questionnaire.schema';
import type { TQuestionnaireFieldType } from '@venue/shared/booking/steps';
import type { TTx } from '../../db/client';
import { events, questionnaireFields, questionnaireResponses, questionnaires } from '../../db/schema';

/**
 * The questionnaires of an event of a type: the portal's (for every type, or this one) and the booking wizard's
 * questions of this type, which a booking answered already and the client may still edit.
 */
const ofEventType = (eventTypeId: number) =>
  or(
    and(eq(questionnaires.audience, 'event'), or(isNull(questionnaires.eventTypeId), eq(questionnaires.eventTypeId, eventTypeId))),
    and(eq(questionnaires.audience, 'booking'), eq(questionnaires.eventTypeId, eventTypeId)),
  );

/** The portal's active questionnaires with their fields, for one event type (without one: those for every type). Two queries. */
export async function listActiveQuestionnaires(tx: TTx, eventTypeId?: number): Promise<TQuestionnaire[]> {
  const qs = await tx
    .select({ id: questionnaires.id, name: questionnaires.name, description: questionnaires.description })
    .from(questionnaires)
    .where(and(eq(questionnaires.isActive, true), eventTypeId ? ofEventType(eventTypeId) : eq(questionnaires.audience, 'event')))
    .orderBy(asc(questionnaires.sortOrder), asc(questionnaires.id));
  if (qs.length === 0) return [];
  const fields = await tx
    .select()
    .from(questionnaireFields)
    .where(
      and(
        inArray(
          questionnaireFields.questionnaireId,
          qs.map((q) => q.id),
        ),
        isNull(questionnaireFields.retiredAt),
      ),
    )
    .orderBy(asc(questionnaireFields.sortOrder), asc(questionnaireFields.id));
  return qs.map((q) => ({
    ...q,
    fields: fields
      .filter((f) => f.questionnaireId === q.id)
      .map((f) => ({ id: f.id, name: f.name, type: f.type as TQuestionnaireFieldType, required: f.required, help_text: f.helpText, options: f.options })),
  }));
}

/** The fields whose answers mean something to the event (question-purpose.ts), of an event type's questionnaires, plus `fieldIds`. */
export function listPurposedFields(tx: TTx, eventTypeId: number, fieldIds: number[] = []): Promise<TPurposedField[]> {
  return tx
    .select({ id: questionnaireFields.id, name: questionnaireFields.name, type: questionnaireFields.type, purpose: questionnaireFields.purpose })
    .from(questionnaireFields)
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireFields.questionnaireId))
    .where(
      and(
        isNotNull(questionnaireFields.purpose),
        or(
          and(eq(questionnaires.isActive, true), ofEventType(eventTypeId), isNull(questionnaireFields.retiredAt)),
          fieldIds.length ? inArray(questionnaireFields.id, fieldIds) : undefined,
        ),
      ),
    )
    .orderBy(asc(questionnaires.sortOrder), asc(questionnaires.id), asc(questionnaireFields.sortOrder), asc(questionnaireFields.id));
}

/** The answers of the events to their questions of care (question-purpose.ts), in questionnaire order. One query. */
export function listCareAnswers(tx: TTx, eventIds: number[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      eventId: questionnaireResponses.eventId,
      id: questionnaireFields.id,
      name: questionnaireFields.name,
      type: questionnaireFields.type,
      purpose: questionnaireFields.purpose,
      value: questionnaireResponses.value,
    })
    .from(questionnaireResponses)
    .innerJoin(questionnaireFields, eq(questionnaireFields.id, questionnaireResponses.fieldId))
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireFields.questionnaireId))
    .where(and(inArray(questionnaireResponses.eventId, eventIds), inArray(questionnaireFields.purpose, [...CARE_PURPOSES])))
    .orderBy(asc(questionnaires.sortOrder), asc(questionnaires.id), asc(questionnaireFields.sortOrder), asc(questionnaireFields.id));
}

/**
 * The event's answers to question versions no longer asked (an edit replaced them or an admin removed them,
 * migration 0033), each with the label, type and options it answered. One query.
 */
export const listRetiredAnswered = (tx: TTx, eventId: number) =>
  tx
    .select({
      questionnaireId: questionnaireFields.questionnaireId,
      id: questionnaireFields.id,
      name: questionnaireFields.name,
      type: questionnaireFields.type,
    })
    .from(questionnaireResponses)
    .innerJoin(questionnaireFields, eq(questionnaireFields.id, questionnaireResponses.fieldId))
    .where(and(eq(questionnaireResponses.eventId, eventId), isNotNull(questionnaireFields.retiredAt)))
    .orderBy(asc(questionnaireFields.sortOrder), asc(questionnaireFields.id));

export const listResponses = (tx: TTx, eventId: number) =>
  tx
    .select({ field: questionnaireResponses.fieldId, value: questionnaireResponses.value })
    .from(questionnaireResponses)
    .where(eq(questionnaireResponses.eventId, eventId))
    .orderBy(asc(questionnaireResponses.fieldId));

export async function upsertResponses(tx: TTx, eventId: number, answers: { fieldId: number; value: string }[]) {
  if (answers.length === 0) return;
  await tx
    .insert(questionnaireResponses)
    .values(answers.map((a) => ({ eventId, fieldId: a.fieldId, value: a.value })))
    .onConflictDoUpdate({
      target: [questionnaireResponses.eventId, questionnaireResponses.fieldId],
      set: { value: sql`excluded.value`, updatedAt: sql`now()` },
    });
}

export async function deleteResponses(tx: TTx, eventId: number, fieldIds: number[]) {
  if (fieldIds.length === 0) return;
  await tx.delete(questionnaireResponses).where(and(eq(questionnaireResponses.eventId, eventId), inArray(questionnaireResponses.fieldId, fieldIds)));
}

/** Questionnaires as the booking wizard reads them (spec fields: placeholder, order), any audience. Two queries. */
export async function listQuestionnairesWithFields(tx: TTx, f: { ids?: number[]; isActive?: boolean; eventTypeId?: number }): Promise<TBookingQuestionnaire[]> {
  if (f.ids && f.ids.length === 0) return [];
  const qs = await tx
    .select({
      id: questionnaires.id,
      name: questionnaires.name,
      description: questionnaires.description,
      event_type: questionnaires.eventTypeId,
      is_active: questionnaires.isActive,
    })
    .from(questionnaires)
    .where(
      and(
        f.ids ? inArray(questionnaires.id, f.ids) : undefined,
        f.isActive === undefined ? undefined : eq(questionnaires.isActive, f.isActive),
        f.eventTypeId ? or(isNull(questionnaires.eventTypeId), eq(questionnaires.eventTypeId, f.eventTypeId)) : undefined,
      ),
    )
    .orderBy(asc(questionnaires.sortOrder), asc(questionnaires.id));
  if (qs.length === 0) return [];
  const fields = await tx
    .select()
    .from(questionnaireFields)
    .where(
      and(
        inArray(
          questionnaireFields.questionnaireId,
          qs.map((q) => q.id),
        ),
        isNull(questionnaireFields.retiredAt),
      ),
    )
    .orderBy(asc(questionnaireFields.sortOrder), asc(questionnaireFields.id));
  return qs.map((q) => ({
    ...q,
    fields: fields
      .filter((x) => x.questionnaireId === q.id)
      .map((x) => ({
        id: x.id,
        questionnaire_id: q.id,
        name: x.name,
        type: x.type as TQuestionnaireFieldType,
        required: x.required,
        options: x.options,
        help_text: x.helpText,
        placeholder: x.placeholder,
        order: x.sortOrder,
      })),
  }));
}

/** The event's guest count (when an answer gives one) and dietary note (when a question asks it) follow its answers. */
export async function updateEventFacts(tx: TTx, eventId: number, facts: { guestCount: number | null; dietary: string | null }) {
  if (facts.guestCount === null && facts.dietary === null) return;
  await tx
    .update(events)
    .set({
      ...(facts.guestCount === null ? {} : { guestCount: facts.guestCount }),
      ...(facts.dietary === null ? {} : { preferences: sql`jsonb_set(${events.preferences}, '{dietary_restrictions}', to_jsonb(${facts.dietary}::text))` }),
      updatedAt: sql`now()`,
    })
    .where(eq(events.id, eventId));
}
