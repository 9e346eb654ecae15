import { checkFlow, STORED_CONFIG_SCHEMAS, type TFlowProblems } from '@venue/shared/booking/flow-rules';
import type { TStepType } from '@venue/shared/booking/steps';
import { ZSaveFlowRequest, type TFlowChoices, type TSaveFlowRequest, type TStaffFlow } from '@venue/shared/staff/booking-flows.schema';
import { byCharacters } from '@venue/shared/common/compare';

/**
 * The booking flow editor's working copy. Numbers and the file types stay as typed until the flow is checked or
 * sent, so a half-typed "4." is not lost; the check is the shared one the server runs (checkFlow), in its words,
 * with `steps.{i}.{key}` naming the field, the same keys the server's 400 answers.
 */
export interface TDraftStep {
  step_type: TStepType;
  name: string;
  description: string;
  is_enabled: boolean;
  is_skippable: boolean;
  configuration: Record<string, unknown>;
}
export interface TDraft {
  name: string;
  description: string;
  is_active: boolean;
  steps: TDraftStep[];
}

interface TNumberRule {
  whole: boolean;
  min: number;
  max: number;
}
const HOURS: TNumberRule = { whole: false, min: 0, max: 24 * 14 };
const COUNT: TNumberRule = { whole: true, min: 0, max: 1000 };

/** The configuration keys typed as numbers, with the range their shared schema accepts. */
export const NUMBER_FIELDS: Partial<Record<TStepType, Record<string, TNumberRule>>> = {
  date_time: { min_duration_hours: HOURS, max_duration_hours: HOURS, default_duration_hours: HOURS },
  package_selection: { min_selection: COUNT, max_selection: COUNT },
  addon_selection: { min_selection: COUNT, max_selection: COUNT },
  questionnaire: { max_file_size_mb: { whole: true, min: 1, max: 10 } },
  payment_info: { quote_hold_days: { whole: true, min: 1, max: 30 } },
};

const numberMessage = (rule: TNumberRule) =>
  rule.whole
    ? rule.max >= 1000
      ? `Write a whole number, ${rule.min} or more.`
      : `Write a whole number from ${rule.min} to ${rule.max}.`
    : 'Write a number of hours, for example 4 or 4.5.';

/** "pdf, .JPG png" reads ['pdf', 'jpg', 'png']. */
export const fileTypesOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map(String)
    : String(value ?? '')
        .split(/[\s,]+/)
        .map((t) => t.trim().replace(/^\./, '').toLowerCase())
        .filter(Boolean);

/** "30.00" reads "30", "25.50" reads "25.5". */
export const percentText = (p: string) => p.replace(/\.00$/, '').replace(/(\.\d)0$/, '$1');

/** A stored configuration with its type's defaults filled in (a configuration the rules refuse stays as it is). */
function configOf(type: TStepType, configuration: Record<string, unknown>): Record<string, unknown> {
  const parsed = STORED_CONFIG_SCHEMAS[type].safeParse(configuration);
  const config = parsed.success ? (parsed.data as Record<string, unknown>) : { ...configuration };
  if (type === 'payment_info' && typeof config.deposit_percentage === 'string') config.deposit_percentage = percentText(config.deposit_percentage);
  return config;
}

export const draftOf = (flow: TStaffFlow): TDraft => ({
  name: flow.name,
  description: flow.description,
  is_active: flow.is_active,
  steps: flow.steps.map((s) => ({
    step_type: s.step_type,
    name: s.name,
    description: s.description,
    is_enabled: s.is_enabled,
    is_skippable: s.is_skippable,
    configuration: configOf(s.step_type, s.configuration),
  })),
});

const readNumber = (value: unknown, rule: TNumberRule): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = String(value ?? '').trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const n = Number(text);
  if (rule.whole && !Number.isInteger(n)) return null;
  return n;
};

/** The step's configuration as the server takes it, and the typed numbers it could not read. */
function sentConfig(step: TDraftStep): { configuration: Record<string, unknown>; unread: Record<string, string> } {
  const configuration = { ...step.configuration };
  const unread: Record<string, string> = {};
  const defaults = STORED_CONFIG_SCHEMAS[step.step_type].parse({}) as Record<string, unknown>;
  for (const [key, rule] of Object.entries(NUMBER_FIELDS[step.step_type] ?? {})) {
    const n = readNumber(configuration[key], rule);
    if (n === null || n < rule.min || n > rule.max) {
      unread[key] = numberMessage(rule);
      configuration[key] = n ?? defaults[key];
    } else configuration[key] = n;
  }
  if (step.step_type === 'questionnaire') configuration.allowed_file_types = fileTypesOf(configuration.allowed_file_types);
  if (step.step_type === 'payment_info' && typeof configuration.deposit_percentage === 'string') {
    configuration.deposit_percentage = configuration.deposit_percentage.trim();
  }
  return { configuration, unread };
}

/** The PUT body: the whole flow, steps in order. */
export const saveRequestOf = (draft: TDraft, expectedVersion: number): TSaveFlowRequest => ({
  name: draft.name,
  description: draft.description,
  is_active: draft.is_active,
  expected_version: expectedVersion,
  steps: draft.steps.map((s) => ({ ...s, configuration: sentConfig(s).configuration })),
});

/** What the shared rules say of the draft against what can be chosen now; empty when it can be saved. */
export function problemsOf(draft: TDraft, choices: TFlowChoices, eventType: number): TFlowProblems {
  const problems: TFlowProblems = {};
  const request = saveRequestOf(draft, 1);
  const parsed = ZSaveFlowRequest.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) (problems[issue.path.length > 0 ? issue.path.join('.') : 'steps'] ??= []).push(issue.message);
  }
  const facilityIds = choices.event_types.find((t) => t.id === eventType)?.facility_ids ?? [];
  const { problems: rules } = checkFlow(parsed.success ? parsed.data.steps : request.steps, {
    packageIds: new Set(choices.packages.map((p) => p.id)),
    addonIds: new Set(choices.addons.map((p) => p.id)),
    questionnaireIds: new Set(choices.questionnaires.map((q) => q.id)),
    facilityIds,
    methodCodes: new Set(choices.payment_methods.map((m) => m.code)),
  });
  for (const [key, messages] of Object.entries(rules)) (problems[key] ??= []).push(...messages);
  // A number that could not be read says so, instead of what its stand-in made the rules say.
  draft.steps.forEach((step, i) => {
    for (const [key, message] of Object.entries(sentConfig(step).unread)) problems[`steps.${i}.${key}`] = [message];
  });
  return problems;
}

/** One step's problems by field (its first message each), from `steps.{i}.{key}` keys. */
export function stepProblems(problems: TFlowProblems, index: number): Record<string, string> {
  const prefix = `steps.${index}.`;
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(problems)) {
    if (key.startsWith(prefix) && messages[0]) out[key.slice(prefix.length).split('.')[0]!] ??= messages[0];
  }
  return out;
}

/** The steps (by index) that have a problem, so their panels open. */
export function stepsWithProblems(problems: TFlowProblems): number[] {
  const indexes = Object.keys(problems).flatMap((key) => {
    const m = /^steps\.(\d+)\./.exec(key);
    return m ? [Number(m[1])] : [];
  });
  return [...new Set(indexes)].sort((a, b) => a - b);
}

/** Moves the step at `index` one place up (-1) or down (+1). */
export function moveStep(steps: TDraftStep[], index: number, by: -1 | 1): TDraftStep[] {
  const to = index + by;
  if (to < 0 || to >= steps.length) return steps;
  const next = [...steps];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** "HH:MM" in order, each once. */
export const addTimeSlot = (slots: { start_time: string }[], time: string) =>
  slots.some((s) => s.start_time === time) ? slots : [...slots, { start_time: time }].sort((a, b) => byCharacters(a.start_time, b.start_time));

/** "14:30" reads "2:30 PM" (the venue's clock: a start time is PHT whatever the browser's zone). */
export function formatStartTime(hhmm: string): string {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) return hhmm;
  const h = Number(m[1]);
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
}

/** "1 hour", "4.5 hours". */
export const hoursText = (h: number) => `${h} ${h === 1 ? 'hour' : 'hours'}`;
