import { z } from 'zod';
import { zId, zSingleLine } from '../common/input';
import { ZBookingFlow } from '../booking/flow.schema';
import { STEP_TYPES, type TStepType } from '../booking/steps';

/**
 * Booking flows in the staff console (issue 27, point 4): per event type, the wizard's steps in order, each on or
 * off, with its configuration. Admins edit them, staff read them. Saving writes a new version: a session already
 * open finishes on the version it started with (migration 0035).
 */
export const FLOW_EDITOR_TEXT = {
  flowNotFound: 'Booking flow not found.',
  chooseEventType: 'Choose an event type from the list',
  stepTwice: (label: string) => `${label} appears more than once. Each step can be used once.`,
  stepNeeded: (label: string) => `${label} is needed to take a booking. Keep it on.`,
  outOfDate: 'Someone else saved this booking flow while you were editing it. Reload it to see their changes, then make yours again.',
  nameRequired: 'Give the step a name.',
  durationOrder: 'The default length must be between the shortest and the longest.',
  durationMin: 'The shortest booking must be at least half an hour.',
  timeSlot: 'Write start times as HH:MM, for example 09:00.',
  timeSlotTwice: 'Each start time can be listed once.',
  noTimeSlot: 'Offer at least one start time.',
  selectionOrder: 'The minimum cannot be more than the maximum.',
  choosePackages: 'Choose packages from the list',
  chooseAddons: 'Choose add-ons from the list',
  chooseQuestionnaires: 'Choose questionnaires from the list',
  chooseFacility: "Choose one of the event type's spaces",
  noPackages: 'Offer at least one package, or turn this step off.',
  noAddons: 'Offer at least one add-on, or turn this step off.',
  noQuestionnaire: 'Choose a questionnaire to ask, or turn this step off.',
  tooFewPackages: 'The minimum is more than the packages offered.',
  depositPercentage: 'Write the deposit as a percentage from 1 to 100, for example 30 or 25.5.',
  chooseMethods: 'Choose payment methods from the list',
  noWayToPay: 'Accept at least one payment method, or allow quote requests.',
  created: 'Booking flow created.',
  saved: (version: number) => `Saved. New bookings use version ${version}; bookings already under way finish on the version they started with.`,
} as const;

/** What each step is called in the console (never the step type's code). */
export const STEP_TYPE_LABELS: Record<TStepType, string> = {
  introduction: 'Welcome',
  date_time: 'Date and Time',
  package_selection: 'Packages',
  addon_selection: 'Add-ons',
  questionnaire: 'Questionnaire',
  contact_info: 'Contact Details',
  pricing_summary: 'Review and Price',
  payment_info: 'Payment',
  confirmation: 'Confirmation',
};

/** Without these a booking cannot be taken: a date and time to hold, someone to reach, a way to pay or ask. */
export const REQUIRED_STEP_TYPES: readonly TStepType[] = ['date_time', 'contact_info', 'payment_info'];

const zText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);

/** One step as the editor sends it: configuration holds the stored keys of its type (see STORED_CONFIG_KEYS). */
export const ZFlowStepInput = z.object({
  step_type: z.enum(STEP_TYPES, { error: 'Unknown step type.' }),
  name: zSingleLine(zText(80).min(1, FLOW_EDITOR_TEXT.nameRequired)),
  description: zText(500).default(''),
  is_enabled: z.boolean(),
  is_skippable: z.boolean().default(false),
  configuration: z.record(z.string(), z.unknown()).default({}),
});
export type TFlowStepInput = z.output<typeof ZFlowStepInput>;

/** PUT /api/admin/booking-flows/{id}/: the whole flow, every step in order; expected_version guards a second editor. */
export const ZSaveFlowRequest = z.object({
  name: zSingleLine(zText(120).min(1, 'Give the booking flow a name.')),
  description: zText(500).default(''),
  is_active: z.boolean(),
  expected_version: z.number().int().min(1),
  steps: z.array(ZFlowStepInput).min(1, 'A booking flow needs steps.').max(STEP_TYPES.length, FLOW_EDITOR_TEXT.stepTwice('A step')),
});
export type TSaveFlowRequest = z.output<typeof ZSaveFlowRequest>;

/** POST /api/staff/booking-flows/preview/: the editor's unsaved steps, served as the wizard would read them. */
export const ZPreviewFlowRequest = ZSaveFlowRequest.pick({ name: true, description: true, steps: true }).extend({
  event_type: zId(FLOW_EDITOR_TEXT.chooseEventType),
});

/** POST /api/admin/booking-flows/: a new flow for an event type, with the standard steps to start from. */
export const ZCreateFlowRequest = z.object({
  event_type: zId(FLOW_EDITOR_TEXT.chooseEventType),
  name: zSingleLine(zText(120)).optional(),
});

export const ZStaffFlowStep = ZFlowStepInput.extend({ id: z.number().int() });
export type TStaffFlowStep = z.infer<typeof ZStaffFlowStep>;

export const ZStaffFlow = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  event_type: z.number().int(),
  event_type_name: z.string(),
  is_active: z.boolean(),
  version: z.number().int(),
  updated_at: z.string(),
  updated_by_name: z.string().nullable(),
  /** Sessions still open on an earlier version (they finish on it). */
  sessions_on_older_versions: z.number().int(),
  steps: z.array(ZStaffFlowStep),
});
export type TStaffFlow = z.infer<typeof ZStaffFlow>;

export const ZStaffFlowSummary = ZStaffFlow.pick({
  id: true,
  name: true,
  event_type: true,
  event_type_name: true,
  is_active: true,
  version: true,
  updated_at: true,
}).extend({
  enabled_steps: z.number().int(),
});
export type TStaffFlowSummary = z.infer<typeof ZStaffFlowSummary>;

const ZChoice = z.object({ id: z.number().int(), name: z.string() });
/** What the editor offers to choose from (GET /api/staff/booking-flows/). */
export const ZFlowChoices = z.object({
  event_types: z.array(ZChoice.extend({ is_active: z.boolean(), facility_ids: z.array(z.number().int()) })),
  facilities: z.array(ZChoice.extend({ is_active: z.boolean() })),
  packages: z.array(ZChoice.extend({ price: z.string(), is_active: z.boolean() })),
  addons: z.array(ZChoice.extend({ price: z.string(), is_active: z.boolean(), category: z.string() })),
  questionnaires: z.array(ZChoice.extend({ is_active: z.boolean(), questions: z.number().int() })),
  payment_methods: z.array(z.object({ code: z.string(), name: z.string(), is_on: z.boolean() })),
  /** The venue's deposit percentage (Prices and Policies), used where a flow sets none of its own. */
  default_deposit_percentage: z.string(),
});
export type TFlowChoices = z.infer<typeof ZFlowChoices>;

export const ZStaffFlowsResponse = z.object({ flows: z.array(ZStaffFlowSummary), choices: ZFlowChoices });
export type TStaffFlowsResponse = z.infer<typeof ZStaffFlowsResponse>;

export const ZFlowPreview = ZBookingFlow;
