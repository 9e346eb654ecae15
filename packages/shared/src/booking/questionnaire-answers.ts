import { isCalendarDay } from '../common/input';
import { EMAIL_PATTERN } from '../accounts/fields';
import type { TBookingQuestionnaireField } from './questionnaire.schema';
import { BOOKING_TEXT as T } from './steps';

/** Philippine mobile numbers (spec section 5): optional +63 or 0, then 9 and 9 digits; spaces and dashes ignored. */
export const PH_MOBILE = /^(\+63|0)?9\d{9}$/;

type TAnswer = string | number | boolean | string[] | null | undefined;

const isEmpty = (v: TAnswer) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * The wizard's questionnaire rules (spec section 5): required "{name} is required"; email and phone (Philippine) checked
 * for form; number, date (YYYY-MM-DD), time (HH:MM, 24 h), select, multi-select and radio from the options, rating 1-5,
 * a file field answered by one of the session's uploads. Answers the first problem's text, or null.
 */
export function questionnaireAnswerProblem(
  field: Pick<TBookingQuestionnaireField, 'id' | 'name' | 'type' | 'required' | 'options'>,
  value: TAnswer,
  uploads: readonly { file_id: string; field_id?: number | null }[] = [],
): string | null {
  if (field.type === 'boolean') {
    if (value === undefined || value === null) return field.required ? T.fieldRequired(field.name) : null;
    return typeof value === 'boolean' || value === 'true' || value === 'false' ? null : T.invalidOption;
  }
  if (isEmpty(value)) return field.required ? T.fieldRequired(field.name) : null;
  const s = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : null;
  switch (field.type) {
    case 'number':
      return s !== null && /^-?\d+(\.\d+)?$/.test(s) ? null : T.invalidNumber;
    case 'email':
      return s !== null && EMAIL_PATTERN.test(s) ? null : T.invalidEmail;
    case 'phone':
      return s !== null && PH_MOBILE.test(s.replace(/[\s-]/g, '')) ? null : T.invalidPhone;
    case 'date':
      return s !== null && isCalendarDay(s) ? null : T.invalidDate;
    case 'time':
      return s !== null && /^([01]\d|2[0-3]):[0-5]\d$/.test(s) ? null : T.invalidTime;
    case 'select':
    case 'radio':
      return s !== null && field.options.includes(s) ? null : T.invalidOption;
    case 'multi-select': {
      const picked = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',').map((v) => v.trim()) : null;
      return picked && picked.every((p) => field.options.includes(p)) ? null : T.invalidOption;
    }
    case 'rating':
      return s !== null && /^[1-5]$/.test(s) ? null : T.invalidRating;
    case 'file':
      return s !== null && uploads.some((u) => u.file_id === s) ? null : T.invalidFile;
    default:
      return typeof value === 'string' ? null : T.invalidOption;
  }
}

/** The answer as the event's questionnaire response stores it (text; multi-select comma-joined). */
export function answerText(value: TAnswer): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.join(',');
  return String(value).trim();
}
