import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TQuestionType } from '@venue/shared/enums';
import type { TQuestionnaire } from '@venue/shared/events/questionnaire.schema';
import type { TBookingQuestionnaire } from '@venue/shared/booking/questionnaire.schema';
import type { TQuestionnaireFieldType } from '@venue/shared/booking/steps';
import type { TTx } from '../../db/client';
import { questionnaireFields, questionnaireResponses, questionnaires } from '../../db/schema';

/** The portal's active questionnaires with their fields, for one event type (plus the ones for every type). Two queries. */
export async function listActiveQuestionnaires(tx: TTx, eventTypeId?: number): Promise<TQuestionnaire[]> {
  const qs = await tx
    .select({ id: questionnaires.id, name: questionnaires.name, description: questionnaires.description })
    .from(questionnaires)
    .where(
      and(
        eq(questionnaires.isActive, true),
        eq(questionnaires.audience, 'event'),
        eventTypeId ? or(isNull(questionnaires.eventTypeId), eq(questionnaires.eventTypeId, eventTypeId)) : undefined,
      ),
    )
    .orderBy(asc(questionnaires.sortOrder), asc(questionnaires.id));
  if (qs.length === 0) return [];
  const fields = await tx
    .select()
    .from(questionnaireFields)
    .where(
      inArray(
        questionnaireFields.questionnaireId,
        qs.map((q) => q.id),
      ),
    )
    .orderBy(asc(questionnaireFields.sortOrder), asc(questionnaireFields.id));
  return qs.map((q) => ({
    ...q,
    fields: fields
      .filter((f) => f.questionnaireId === q.id)
      .map((f) => ({ id: f.id, name: f.name, type: f.type as TQuestionType, required: f.required, help_text: f.helpText, options: f.options })),
  }));
}

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
      inArray(
        questionnaireFields.questionnaireId,
        qs.map((q) => q.id),
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
