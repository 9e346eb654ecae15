import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { TQuestionPurpose } from '@venue/shared/events/question-purpose';
import type { TTx } from '../../db/client';
import { eventTypes, questionnaireFields, questionnaireResponses, questionnaires } from '../../db/schema';

/** The builder's reads and writes of questionnaires and their questions (every version, retired ones included). */

// The subqueries name the outer tables in plain SQL: Drizzle leaves a column unqualified in a one-table select.
const summaryColumns = {
  id: questionnaires.id,
  name: questionnaires.name,
  description: questionnaires.description,
  audience: questionnaires.audience,
  eventTypeId: questionnaires.eventTypeId,
  eventTypeName: eventTypes.name,
  isActive: questionnaires.isActive,
  questionsCount: sql<number>`(select count(*)::int from questionnaire_fields f where f.questionnaire_id = questionnaires.id and f.retired_at is null)`,
};
export type TQuestionnaireRow = {
  id: number;
  name: string;
  description: string;
  audience: string;
  eventTypeId: number | null;
  eventTypeName: string | null;
  isActive: boolean;
  questionsCount: number;
};

export const listQuestionnaireRows = (tx: TTx): Promise<TQuestionnaireRow[]> =>
  tx
    .select(summaryColumns)
    .from(questionnaires)
    .leftJoin(eventTypes, eq(eventTypes.id, questionnaires.eventTypeId))
    .orderBy(asc(questionnaires.audience), asc(eventTypes.name), asc(questionnaires.sortOrder), asc(questionnaires.id));

export async function findQuestionnaireRow(tx: TTx, id: number, o: { forUpdate?: boolean } = {}): Promise<TQuestionnaireRow | null> {
  // The row lock orders two admins' edits of one questionnaire (sort orders, versions).
  if (o.forUpdate) await tx.select({ id: questionnaires.id }).from(questionnaires).where(eq(questionnaires.id, id)).for('update');
  const [row] = await tx
    .select(summaryColumns)
    .from(questionnaires)
    .leftJoin(eventTypes, eq(eventTypes.id, questionnaires.eventTypeId))
    .where(eq(questionnaires.id, id));
  return row ?? null;
}

export const listEventTypeChoices = (tx: TTx) => tx.select({ id: eventTypes.id, name: eventTypes.name }).from(eventTypes).orderBy(asc(eventTypes.name));

export interface TQuestionnaireValues {
  name: string;
  description: string;
  audience: 'booking' | 'event';
  eventTypeId: number | null;
  isActive: boolean;
}

export async function insertQuestionnaire(tx: TTx, v: TQuestionnaireValues): Promise<number> {
  const [row] = await tx.insert(questionnaires).values(v).returning({ id: questionnaires.id });
  return row!.id;
}

export async function updateQuestionnaire(tx: TTx, id: number, v: Partial<TQuestionnaireValues>) {
  await tx.update(questionnaires).set(v).where(eq(questionnaires.id, id));
}

export interface TFieldRow {
  id: number;
  questionnaireId: number;
  name: string;
  type: string;
  required: boolean;
  options: string[];
  helpText: string;
  placeholder: string;
  sortOrder: number;
  purpose: TQuestionPurpose | null;
  version: number;
  originId: number | null;
  retiredAt: Date | null;
  answers: number;
}

const fieldColumns = {
  id: questionnaireFields.id,
  questionnaireId: questionnaireFields.questionnaireId,
  name: questionnaireFields.name,
  type: questionnaireFields.type,
  required: questionnaireFields.required,
  options: questionnaireFields.options,
  helpText: questionnaireFields.helpText,
  placeholder: questionnaireFields.placeholder,
  sortOrder: questionnaireFields.sortOrder,
  purpose: questionnaireFields.purpose,
  version: questionnaireFields.version,
  originId: questionnaireFields.originId,
  retiredAt: questionnaireFields.retiredAt,
  answers: sql<number>`(select count(*)::int from questionnaire_responses r where r.field_id = questionnaire_fields.id)`,
};

/** Every version of every question of the questionnaire, in form order. */
export const listFieldRows = (tx: TTx, questionnaireId: number): Promise<TFieldRow[]> =>
  tx
    .select(fieldColumns)
    .from(questionnaireFields)
    .where(eq(questionnaireFields.questionnaireId, questionnaireId))
    .orderBy(asc(questionnaireFields.sortOrder), asc(questionnaireFields.id));

export async function findFieldRow(tx: TTx, questionnaireId: number, id: number): Promise<TFieldRow | null> {
  const [row] = await tx
    .select(fieldColumns)
    .from(questionnaireFields)
    .where(and(eq(questionnaireFields.id, id), eq(questionnaireFields.questionnaireId, questionnaireId)));
  return row ?? null;
}

export async function hasAnswers(tx: TTx, fieldId: number): Promise<boolean> {
  const [row] = await tx.select({ n: count() }).from(questionnaireResponses).where(eq(questionnaireResponses.fieldId, fieldId));
  return (row?.n ?? 0) > 0;
}

export interface TFieldValues {
  name: string;
  type: string;
  required: boolean;
  options: string[];
  helpText: string;
  purpose: TQuestionPurpose | null;
}

export async function insertField(
  tx: TTx,
  questionnaireId: number,
  v: TFieldValues & { sortOrder: number; placeholder?: string; version?: number; originId?: number | null },
): Promise<number> {
  const [row] = await tx
    .insert(questionnaireFields)
    .values({ questionnaireId, ...v })
    .returning({ id: questionnaireFields.id });
  return row!.id;
}

export async function updateField(tx: TTx, id: number, v: Partial<TFieldValues> & { sortOrder?: number }) {
  await tx.update(questionnaireFields).set(v).where(eq(questionnaireFields.id, id));
}

export async function retireField(tx: TTx, id: number) {
  await tx
    .update(questionnaireFields)
    .set({ retiredAt: sql`now()` })
    .where(and(eq(questionnaireFields.id, id), isNull(questionnaireFields.retiredAt)));
}
