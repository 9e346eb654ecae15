import { answerDisplay } from '@venue/shared/events/question-purpose';
import type { TQuestionField, TQuestionResponse, TSaveResponsesRequest } from '@venue/shared/events/questionnaire.schema';

export type TAnswers = Record<number, string>;

export const answersFrom = (responses: TQuestionResponse[]): TAnswers => Object.fromEntries(responses.map((r) => [r.field, r.value]));

/** Spec section 5: field ids as numbers, empty values left out. */
export const toSaveRequest = (fields: TQuestionField[], answers: TAnswers): TSaveResponsesRequest['responses'] =>
  fields.map((f) => ({ field_id: f.id, value: (answers[f.id] ?? '').trim() })).filter((r) => r.value !== '');

/** How an answer reads in view mode: the staff console's words (shared answerDisplay). */
export const displayAnswer = (field: TQuestionField, value: string | undefined): string | null => (value ? answerDisplay(field.type, value) : null);
