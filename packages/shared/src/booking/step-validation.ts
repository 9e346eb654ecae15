import type { z } from 'zod';
import {
  ZAddonSelectionConfig,
  ZContactInfoConfig,
  ZDateTimeConfig,
  ZPackageSelectionConfig,
  ZPaymentInfoConfig,
  ZQuestionnaireConfig,
} from './step-config.schema';
import {
  addonDataSchema,
  contactDataSchema,
  dateTimeDataSchema,
  packageDataSchema,
  paymentDataSchema,
  questionnaireDataSchema,
  ZConfirmationData,
  ZIntroductionData,
  ZPricingSummaryData,
} from './step-data.schema';
import type { TStepError, TStepValidation } from './session.schema';

/**
 * Building a zod schema costs more than running it, and a step's schema depends only on its type and the parts of
 * its configuration the rules read: schemas are kept by that key (a pure function of its input, so never stale).
 */
const built = new Map<string, z.ZodType | null>();
const MAX_BUILT = 500;
const ruleKey = (stepType: string, configuration: unknown) =>
  `${stepType}:${JSON.stringify(configuration ?? {}, (k, v: unknown) => (k.endsWith('_details') || k === 'facilities' ? undefined : v))}`;

/** The data schema of a step, built from its configuration (review_booking reads as pricing_summary). */
export function stepDataSchema(stepType: string, configuration: unknown): z.ZodType | null {
  const key = ruleKey(stepType, configuration);
  if (built.has(key)) return built.get(key)!;
  const schema = buildSchema(stepType, configuration);
  if (built.size >= MAX_BUILT) built.clear();
  built.set(key, schema);
  return schema;
}

function buildSchema(stepType: string, configuration: unknown): z.ZodType | null {
  const config = (configuration ?? {}) as object;
  switch (stepType) {
    case 'introduction':
      return ZIntroductionData;
    case 'date_time':
      return dateTimeDataSchema(ZDateTimeConfig.parse(config));
    case 'package_selection':
      return packageDataSchema(ZPackageSelectionConfig.parse(config));
    case 'addon_selection':
      return addonDataSchema(ZAddonSelectionConfig.parse(config));
    case 'questionnaire':
      return questionnaireDataSchema(ZQuestionnaireConfig.parse(config));
    case 'contact_info':
      return contactDataSchema(ZContactInfoConfig.parse(config));
    case 'pricing_summary':
    case 'review_booking':
      return ZPricingSummaryData;
    case 'payment_info':
      return paymentDataSchema(ZPaymentInfoConfig.parse(config));
    case 'confirmation':
      return ZConfirmationData;
    default:
      return null;
  }
}

export const UNKNOWN_STEP_TYPE = 'This step type is not supported. Please contact support.';

/** The payment step of a booking with nothing to pay: the choice of payment or quote, and nothing of a card. */
function nothingDuePaymentSchema(configuration: unknown): z.ZodType {
  const key = ruleKey('payment_info:nothing_due', configuration);
  if (!built.has(key)) {
    if (built.size >= MAX_BUILT) built.clear();
    built.set(key, paymentDataSchema(ZPaymentInfoConfig.parse(configuration ?? {}), true));
  }
  return built.get(key)!;
}

/**
 * The spec's validate answer: isValid and errors [{field, message}], fields dotted ("responses.field_3").
 * opts.nothingDue: the booking comes to ₱0, so its payment step asks for no way to pay.
 */
export function validateStepData(
  step: { step_type: string; configuration: unknown },
  data: unknown,
  opts: { nothingDue?: boolean } = {},
): TStepValidation & { data: unknown } {
  const schema =
    opts.nothingDue && step.step_type === 'payment_info' ? nothingDuePaymentSchema(step.configuration) : stepDataSchema(step.step_type, step.configuration);
  if (!schema) return { isValid: false, errors: [{ field: 'step_type', message: UNKNOWN_STEP_TYPE }], data };
  const parsed = schema.safeParse(data ?? {});
  if (parsed.success) return { isValid: true, errors: [], data: parsed.data };
  const errors: TStepError[] = parsed.error.issues.map((i) => ({ field: i.path.map(String).join('.') || 'non_field_errors', message: i.message }));
  return { isValid: false, errors, data };
}

/** Field errors as the API's 400 body holds them: {field: [messages]}. */
export function errorsByField(errors: readonly TStepError[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const e of errors) (out[e.field] ??= []).push(e.message);
  return out;
}
