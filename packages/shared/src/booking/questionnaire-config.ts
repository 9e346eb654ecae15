import { z } from 'zod';
import { QUESTIONNAIRE_FIELD_TYPES } from './steps';
import { ZBookingQuestionnaire, type TBookingQuestionnaire } from './questionnaire.schema';
import { ZQuestionnaireConfig, type TQuestionnaireConfig } from './step-config.schema';

/** The questionnaire step's configuration as the wizard can use it, and the field types it cannot show. */
export interface TReadQuestionnaire {
  config: TQuestionnaireConfig;
  /** Spec 002: each is shown as "Unsupported field type: X" in the field's place; the rest of the form works. */
  unsupported: string[];
}

const isKnownType = (type: unknown) => (QUESTIONNAIRE_FIELD_TYPES as readonly unknown[]).includes(type);

/**
 * Reads a served questionnaire configuration. A field of a type this browser does not know (a newer server) is
 * set apart rather than failing the whole step; anything else malformed is null: "Failed to load questionnaire".
 */
export function readQuestionnaireConfig(raw: unknown): TReadQuestionnaire | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const items: unknown = (raw as { questionnaire_items?: unknown }).questionnaire_items;
  const list: unknown[] = Array.isArray(items) ? items : [];
  const typeOf = (item: unknown) => (typeof item === 'object' && item !== null ? (item as { type?: unknown }).type : undefined);
  const unsupported = list.map(typeOf).filter((t): t is string => typeof t === 'string' && !isKnownType(t));
  const parsed = ZQuestionnaireConfig.safeParse({ ...raw, questionnaire_items: list.filter((i) => isKnownType(typeOf(i))) });
  return parsed.success ? { config: parsed.data, unsupported } : null;
}

/** One questionnaire as the wizard can show it (GET .../flows/questionnaires/{id}/), its unknown field types set apart. */
export interface TReadBookingQuestionnaire {
  questionnaire: TBookingQuestionnaire;
  unsupported: string[];
}

/** The same reading for one served questionnaire: a field of a type this browser does not know never fails the rest. */
export function readBookingQuestionnaire(raw: unknown): TReadBookingQuestionnaire | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const fields: unknown = (raw as { fields?: unknown }).fields;
  const list: unknown[] = Array.isArray(fields) ? fields : [];
  const typeOf = (item: unknown) => (typeof item === 'object' && item !== null ? (item as { type?: unknown }).type : undefined);
  const unsupported = list.map(typeOf).filter((t): t is string => typeof t === 'string' && !isKnownType(t));
  const parsed = ZBookingQuestionnaire.safeParse({ ...raw, fields: list.filter((f) => isKnownType(typeOf(f))) });
  return parsed.success ? { questionnaire: parsed.data, unsupported } : null;
}

/** The browser's parse of that answer: anything it cannot read at all fails the questionnaire's load. */
export const ZReadBookingQuestionnaire = z.unknown().transform((raw, ctx): TReadBookingQuestionnaire => {
  const read = readBookingQuestionnaire(raw);
  if (read) return read;
  ctx.addIssue({ code: 'custom', message: QUESTIONNAIRE_TEXT.loadFailed });
  return z.NEVER;
});

/** Spec 002, Booking errors: the questionnaire step's own texts. */
export const QUESTIONNAIRE_TEXT = {
  loadFailed: 'Failed to load questionnaire',
  /** Several questionnaires listed, one or more of them not loaded (retry offered). */
  someFailed: 'Failed to load some questionnaires. Please try again.',
  /** In the place of a questionnaire that cannot be shown (its load failed, or the venue no longer offers it). */
  unavailable: 'Unable to load questionnaire',
  unsupported: (type: string) => `Unsupported field type: ${type}`,
  uploadFailed: (file: string) => `Failed to upload ${file}`,
} as const;
