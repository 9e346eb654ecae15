import { z } from 'zod';
import {
  ZAddonSelectionConfig,
  ZConfirmationConfig,
  ZContactInfoConfig,
  ZDateTimeConfig,
  ZIntroductionConfig,
  ZPackageSelectionConfig,
  ZPaymentInfoConfig,
  ZPricingSummaryConfig,
  ZQuestionnaireConfig,
} from './step-config.schema';
import { STEP_TYPES, type TStepType } from './steps';
import { FLOW_EDITOR_TEXT as T, REQUIRED_STEP_TYPES, STEP_TYPE_LABELS, type TFlowStepInput } from '../staff/booking-flows.schema';

/**
 * The rules of a booking flow the admin saves (issue 27, point 4): what each step type stores, and what makes a
 * flow one a visitor can finish. Pure, so the editor shows the same messages the server answers.
 */

/** A percentage with at most two decimals, 1 to 100 ("30", "25.5"). */
export const isDepositPercentage = (text: string) => /^\d{1,3}(\.\d{1,2})?$/.test(text) && Number(text) >= 1 && Number(text) <= 100;

/**
 * What each step type stores: its served configuration (step-config.schema.ts) without what the server fills in at
 * serving (the products, facilities and questions themselves). Payment keeps its own deposit percentage (null: the
 * venue's, from Prices and Policies) and the payment methods it accepts at booking (empty: every one that is on).
 */
export const STORED_CONFIG_SCHEMAS = {
  introduction: ZIntroductionConfig,
  date_time: ZDateTimeConfig.omit({ facilities: true }),
  package_selection: ZPackageSelectionConfig.omit({ available_packages_details: true }),
  addon_selection: ZAddonSelectionConfig.omit({ available_addons_details: true }),
  questionnaire: ZQuestionnaireConfig.omit({ questionnaire_items: true }),
  contact_info: ZContactInfoConfig,
  pricing_summary: ZPricingSummaryConfig,
  payment_info: ZPaymentInfoConfig.omit({ deposit_percentage: true }).extend({
    deposit_percentage: z.string().nullable().default(null),
    accepted_methods: z.array(z.string()).default([]),
  }),
  confirmation: ZConfirmationConfig,
} as const satisfies Record<TStepType, z.ZodType>;

/** What the rules check a flow against: the choices that exist now. */
export interface TFlowRefs {
  packageIds: ReadonlySet<number>;
  addonIds: ReadonlySet<number>;
  questionnaireIds: ReadonlySet<number>;
  /** The event type's facilities (the schedule step's default must be one of them, when it has any). */
  facilityIds: readonly number[];
  methodCodes: ReadonlySet<string>;
}

export type TFlowProblems = Record<string, string[]>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Each step's configuration read by its type's schema, with its defaults (null where it cannot be read), and what
 * could not be read; `steps.{i}.{key}` names the field. The preview needs no more than this; a save needs checkFlow.
 */
export function parseFlowSteps(steps: readonly TFlowStepInput[]): { problems: TFlowProblems; configs: (Record<string, unknown> | null)[] } {
  const problems: TFlowProblems = {};
  const configs = steps.map((step, i) => {
    const parsed = STORED_CONFIG_SCHEMAS[step.step_type].safeParse(step.configuration);
    if (parsed.success) return parsed.data as Record<string, unknown>;
    for (const issue of parsed.error.issues) (problems[`steps.${i}.${String(issue.path[0] ?? 'configuration')}`] ??= []).push(issue.message);
    return null;
  });
  return { problems, configs };
}

/** parseFlowSteps, then what makes a flow one a visitor can finish (the rules of a save); {} for a step not read. */
export function checkFlow(steps: readonly TFlowStepInput[], refs: TFlowRefs): { problems: TFlowProblems; configs: Record<string, unknown>[] } {
  const { problems, configs } = parseFlowSteps(steps);
  const add = (key: string, message: string) => (problems[key] ??= []).push(message);
  const seen = new Set<string>();
  steps.forEach((step, i) => {
    const at = (field: string) => `steps.${i}.${field}`;
    if (seen.has(step.step_type)) add(at('step_type'), T.stepTwice(STEP_TYPE_LABELS[step.step_type]));
    seen.add(step.step_type);
    const config = configs[i];
    if (step.is_enabled && config) stepProblems(step.step_type, config, refs, (field, message) => add(at(field), message));
  });
  for (const type of REQUIRED_STEP_TYPES) {
    if (!steps.some((s) => s.step_type === type && s.is_enabled)) add('steps', T.stepNeeded(STEP_TYPE_LABELS[type]));
  }
  return { problems, configs: configs.map((c) => c ?? {}) };
}

function stepProblems(type: TStepType, c: Record<string, unknown>, refs: TFlowRefs, add: (field: string, message: string) => void) {
  const ids = (key: string) => c[key] as number[];
  switch (type) {
    case 'date_time': {
      const [min, max, def] = [c.min_duration_hours as number, c.max_duration_hours as number, c.default_duration_hours as number];
      if (min < 0.5) add('min_duration_hours', T.durationMin);
      if (def < min || def > max) add('default_duration_hours', T.durationOrder);
      const slots = (c.available_time_slots as { start_time: string }[]).map((s) => s.start_time);
      if (slots.length === 0) add('available_time_slots', T.noTimeSlot);
      if (slots.some((s) => !TIME.test(s))) add('available_time_slots', T.timeSlot);
      else if (new Set(slots).size !== slots.length) add('available_time_slots', T.timeSlotTwice);
      const facility = c.default_facility_id as number | null;
      if (facility !== null && refs.facilityIds.length > 0 && !refs.facilityIds.includes(facility)) add('default_facility_id', T.chooseFacility);
      return;
    }
    case 'package_selection': {
      const offered = ids('available_packages');
      if (offered.some((id) => !refs.packageIds.has(id))) add('available_packages', T.choosePackages);
      else if (offered.length === 0) add('available_packages', T.noPackages);
      else if ((c.min_selection as number) > offered.length) add('min_selection', T.tooFewPackages);
      if ((c.min_selection as number) > (c.max_selection as number)) add('max_selection', T.selectionOrder);
      return;
    }
    case 'addon_selection':
      // A step with nothing to choose would show the visitor an empty page.
      if (ids('available_addons').some((id) => !refs.addonIds.has(id))) add('available_addons', T.chooseAddons);
      else if (ids('available_addons').length === 0) add('available_addons', T.noAddons);
      if ((c.min_selection as number) > (c.max_selection as number)) add('max_selection', T.selectionOrder);
      return;
    case 'questionnaire':
      if (ids('questionnaire_ids').some((id) => !refs.questionnaireIds.has(id))) add('questionnaire_ids', T.chooseQuestionnaires);
      else if (ids('questionnaire_ids').length === 0) add('questionnaire_ids', T.noQuestionnaire);
      return;
    case 'payment_info': {
      const deposit = c.deposit_percentage as string | null;
      if (deposit !== null && !isDepositPercentage(deposit)) add('deposit_percentage', T.depositPercentage);
      const methods = c.accepted_methods as string[];
      if (methods.some((m) => !refs.methodCodes.has(m))) add('accepted_methods', T.chooseMethods);
      return;
    }
    default:
      return;
  }
}

/**
 * The standard steps a new flow starts from, in the spec's order, each with its defaults. Add-ons and the
 * questionnaire start off: they have nothing to offer until the admin chooses what (and turns them on).
 */
export const STANDARD_STEPS: readonly TFlowStepInput[] = STEP_TYPES.map((type) => ({
  step_type: type,
  name: STEP_TYPE_LABELS[type],
  description: '',
  is_enabled: type !== 'addon_selection' && type !== 'questionnaire',
  is_skippable: type === 'addon_selection' || type === 'questionnaire',
  configuration: STORED_CONFIG_SCHEMAS[type].parse(
    type === 'date_time' ? { available_time_slots: [{ start_time: '09:00' }, { start_time: '14:00' }] } : {},
  ) as Record<string, unknown>,
}));
