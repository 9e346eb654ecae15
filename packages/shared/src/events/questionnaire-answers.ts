import { isCalendarDay } from '../common/input';
import { EMAIL_PATTERN, normalizePhone, PHONE_PATTERN } from '../accounts/fields';
import type { TQuestionField } from './questionnaire.schema';

/**
 * Checks and normalises one answer as it is stored: multi-select values comma-joined, booleans 'true' or
 * 'false'. Answers '' when the value is empty (empty values are not stored). Throws the field's message.
 */
export function normalizeAnswer(field: Pick<TQuestionField, 'name' | 'type' | 'options'>, raw: string): string {
  const value = raw.trim();
  if (value === '') return '';
  const fail = (what: string): never => {
    throw new Error(`${field.name}: ${what}`);
  };
  switch (field.type) {
    case 'boolean':
      if (value !== 'true' && value !== 'false') fail("answer must be 'true' or 'false'");
      return value;
    case 'number':
      if (!/^-?\d+(\.\d+)?$/.test(value)) fail('answer must be a number');
      return value;
    case 'email':
      if (!EMAIL_PATTERN.test(value)) fail('Please enter a valid email address');
      return value.toLowerCase();
    case 'phone': {
      const phone = normalizePhone(value);
      if (!PHONE_PATTERN.test(phone)) fail('Please enter a valid phone number');
      return phone;
    }
    case 'date':
      if (!isCalendarDay(value)) fail('answer must be a date (YYYY-MM-DD)');
      return value;
    case 'time':
      if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(value)) fail('answer must be a time (HH:MM)');
      return value;
    case 'select':
    case 'radio':
      if (!field.options.includes(value)) fail('choose one of the listed options');
      return value;
    case 'rating':
      if (!/^[1-5]$/.test(value)) fail('Please choose a rating from 1 to 5');
      return value;
    case 'multi-select': {
      const picked = [
        ...new Set(
          value
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean),
        ),
      ];
      for (const p of picked) if (!field.options.includes(p)) fail('choose only listed options');
      return picked.join(',');
    }
    default:
      return value;
  }
}
