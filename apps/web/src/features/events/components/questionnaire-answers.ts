import { answerDisplay } from '@venue/shared/events/question-purpose';
import type { TAnswerFile, TQuestionField, TQuestionResponse, TSaveResponsesRequest } from '@venue/shared/events/questionnaire.schema';

export type TAnswers = Record<number, string>;
/** The file each file answer names, by question. */
export type TAnswerFiles = Record<number, TAnswerFile>;

export const answersFrom = (responses: TQuestionResponse[]): TAnswers => Object.fromEntries(responses.map((r) => [r.field, r.value]));
export const filesFrom = (responses: TQuestionResponse[]): TAnswerFiles => Object.fromEntries(responses.flatMap((r) => (r.file ? [[r.field, r.file]] : [])));

/** A file answer whose file the server no longer has (the value is only a handle, never shown). */
export const FILE_NOT_AVAILABLE = 'File not available';

/** Spec section 5: field ids as numbers, empty values left out. */
export const toSaveRequest = (fields: TQuestionField[], answers: TAnswers): TSaveResponsesRequest['responses'] =>
  fields.map((f) => ({ field_id: f.id, value: (answers[f.id] ?? '').trim() })).filter((r) => r.value !== '');

/** How an answer reads in view mode: the staff console's words (shared answerDisplay); a file answer reads as its file's name. */
export function displayAnswer(field: TQuestionField, value: string | undefined, file?: TAnswerFile): string | null {
  if (!value) return null;
  if (field.type === 'file') return file?.name ?? FILE_NOT_AVAILABLE;
  return answerDisplay(field.type, value);
}
