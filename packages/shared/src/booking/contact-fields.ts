import { EMAIL_PATTERN } from '../accounts/fields';
import { PH_MOBILE } from './questionnaire-answers';

/** Spec 002 §5: a full name "counts as valid if it contains a space" (between two words, so "Ana " is not one). */
export const isFullName = (value: string) => /\S\s+\S/.test(value.trim());

export const isPhilippineMobile = (value: string) => PH_MOBILE.test(value.replace(/[\s-]/g, ''));

/**
 * Spec 002 §4 "Contact field status": idle, validating, valid, invalid. The checks are local and instant, so the
 * earlier system's simulated 300/500 ms "validating" delay is not reproduced (docs/decisions.md): a field is idle
 * while empty, else valid or invalid at once. An optional full name of one word stays idle (it is not an error).
 */
export type TContactFieldStatus = 'idle' | 'valid' | 'invalid';
export type TStatusField = 'full_name' | 'email' | 'phone';

export function contactFieldStatus(field: TStatusField, value: string, required: boolean): TContactFieldStatus {
  const v = value.trim();
  if (!v) return 'idle';
  if (field === 'full_name') return isFullName(v) ? 'valid' : required ? 'invalid' : 'idle';
  if (field === 'email') return EMAIL_PATTERN.test(v) ? 'valid' : 'invalid';
  return isPhilippineMobile(v) ? 'valid' : 'invalid';
}
