import { QUESTIONNAIRE_FIELD_TYPES } from './steps';
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

/** Spec 002, Booking errors: the questionnaire step's own texts. */
export const QUESTIONNAIRE_TEXT = {
  loadFailed: 'Failed to load questionnaire',
  unsupported: (type: string) => `Unsupported field type: ${type}`,
} as const;
