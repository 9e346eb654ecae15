import { z } from 'zod';
import { isCalendarDay, zSingleLine } from '../common/input';
import { EMAIL_PATTERN, zPasswordRule } from '../accounts/fields';
import {
  ZAddonSelectionConfig,
  ZContactInfoConfig,
  ZDateTimeConfig,
  ZPackageSelectionConfig,
  ZPaymentInfoConfig,
  ZQuestionnaireConfig,
  type TAddonSelectionConfig,
  type TContactInfoConfig,
  type TDateTimeConfig,
  type TPackageSelectionConfig,
  type TPaymentInfoConfig,
  type TQuestionnaireConfig,
} from './step-config.schema';
import { questionnaireAnswerProblem } from './questionnaire-answers';
import { isFullName, isPhilippineMobile } from './contact-fields';
import { BOOKING_PAYMENT_TYPES, BOOKING_TEXT as T, COMPLETION_TYPES, DURATION_STEP_HOURS, WIZARD_METHODS } from './steps';

/**
 * One schema per step type for the step's data (spec section 3, rules of section 5 with its texts). The step
 * form uses it with zodResolver; the server runs the same schema in `validate`, `update` (mark_completed) and
 * `complete`, then adds what only it can know (prices, availability, discount codes, the held slot).
 */
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

/** "+63 917 123 4567" for 12 digits starting with 63, else digit groups "0917 123 4567". */
export function formatPhilippinePhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('63')) return `+63 ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
  if (digits.length === 11 && digits.startsWith('0')) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  return value;
}

/** The Terms and Privacy versions the step showed next to its checkbox (site/pages.schema.ts); recorded at completion. */
const acceptedVersions = {
  terms_version_id: z.number().int().min(1).max(2_147_483_647).optional(),
  privacy_version_id: z.number().int().min(1).max(2_147_483_647).optional(),
};

export const ZIntroductionData = z.object({
  acknowledged: z.boolean({ error: T.acknowledge }).refine((v) => v === true, T.acknowledge),
  ...acceptedVersions,
});
export type TIntroductionData = z.infer<typeof ZIntroductionData>;

export const dateTimeDataSchema = (config: TDateTimeConfig = ZDateTimeConfig.parse({})) =>
  z
    .object({
      start_date: z.string({ error: T.dateRequired }).min(1, { error: T.dateRequired, abort: true }).refine(isCalendarDay, T.invalidDate),
      start_time: z.string({ error: T.timeRequired }).min(1, { error: T.timeRequired, abort: true }).regex(HHMM, T.timeInvalid),
      duration: z.number({ error: T.durationMin(config.min_duration_hours) }),
      venue_preference: z.number().int().nullable().optional(),
      /** Computed from start and duration (the server recomputes them). */
      end_date: z.string().optional(),
      end_time: z.string().optional(),
      resource_requirements: z.array(text(200)).max(20).optional(),
      staff_requirements: text(2000).optional(),
    })
    .superRefine((d, ctx) => {
      if (d.duration < config.min_duration_hours) ctx.addIssue({ code: 'custom', path: ['duration'], message: T.durationMin(config.min_duration_hours) });
      else if (d.duration > config.max_duration_hours) ctx.addIssue({ code: 'custom', path: ['duration'], message: T.durationMax(config.max_duration_hours) });
      else if (Math.round(d.duration / DURATION_STEP_HOURS) * DURATION_STEP_HOURS !== d.duration)
        ctx.addIssue({ code: 'custom', path: ['duration'], message: T.durationStep });
      const slots = config.available_time_slots.map((s) => s.start_time);
      if (HHMM.test(d.start_time) && slots.length > 0 && !slots.includes(d.start_time))
        ctx.addIssue({ code: 'custom', path: ['start_time'], message: T.timeNotOffered });
      const venue = d.venue_preference ?? config.default_facility_id;
      if (venue === null || venue === undefined) ctx.addIssue({ code: 'custom', path: ['venue_preference'], message: T.venueRequired });
      else if (config.facility_ids.length > 0 && !config.facility_ids.includes(venue))
        ctx.addIssue({ code: 'custom', path: ['venue_preference'], message: T.venueNotOffered });
    });
export type TDateTimeData = z.infer<ReturnType<typeof dateTimeDataSchema>>;

const zSelectedProduct = z.object({
  product_id: z.number({ error: T.productNotOffered }).int().positive(),
  name: text(200).optional(),
  price: z.string().max(20).optional(),
  quantity: z.number({ error: T.quantityMin }).int(T.quantityMin).min(0).max(10000),
});

export const packageDataSchema = (config: TPackageSelectionConfig = ZPackageSelectionConfig.parse({})) =>
  z.object({ selected_packages: z.array(zSelectedProduct).max(50).default([]) }).superRefine((d, ctx) => {
    const chosen = d.selected_packages.filter((p) => p.quantity > 0);
    const max = config.selection_type === 'SINGLE' ? 1 : config.max_selection;
    if (chosen.length < config.min_selection) ctx.addIssue({ code: 'custom', path: ['selected_packages'], message: T.packagesMin(config.min_selection) });
    if (chosen.length > max) ctx.addIssue({ code: 'custom', path: ['selected_packages'], message: T.packagesMax(max) });
    const offered = config.available_packages;
    if (offered.length > 0 && chosen.some((p) => !offered.includes(p.product_id)))
      ctx.addIssue({ code: 'custom', path: ['selected_packages'], message: T.productNotOffered });
  });
export type TPackageData = z.infer<ReturnType<typeof packageDataSchema>>;

export const addonDataSchema = (config: TAddonSelectionConfig = ZAddonSelectionConfig.parse({})) =>
  z
    .object({
      selected_addons: z
        .array(
          zSelectedProduct.extend({
            quantity: z.number({ error: T.quantityMin }).int(T.quantityMin).min(1, T.quantityMin).max(10000),
            tax_rate: z.string().max(20).optional(),
            price_with_tax: z.string().max(20).optional(),
          }),
        )
        .max(100)
        .default([]),
    })
    .superRefine((d, ctx) => {
      const n = d.selected_addons.length;
      if (n < config.min_selection) ctx.addIssue({ code: 'custom', path: ['selected_addons'], message: T.addonsMin(config.min_selection) });
      if (n > config.max_selection) ctx.addIssue({ code: 'custom', path: ['selected_addons'], message: T.addonsMax(config.max_selection) });
      const offered = config.available_addons;
      if (offered.length > 0 && d.selected_addons.some((p) => !offered.includes(p.product_id)))
        ctx.addIssue({ code: 'custom', path: ['selected_addons'], message: T.productNotOffered });
    });
export type TAddonData = z.infer<ReturnType<typeof addonDataSchema>>;

export const ZUploadedFile = z.object({
  file_id: z.string().max(100),
  name: z.string().max(255),
  size: z.number().int().min(0),
  field_id: z.number().int().nullable().optional(),
});
const zAnswer = z.union([z.string().max(5000), z.number(), z.boolean(), z.array(z.string().max(500)).max(100), z.null()]);

export const questionnaireDataSchema = (config: TQuestionnaireConfig = ZQuestionnaireConfig.parse({})) =>
  z
    .object({
      responses: z.record(z.string().regex(/^field_\d{1,10}$/), zAnswer).default({}),
      uploaded_files: z.array(ZUploadedFile).max(20).default([]),
    })
    .superRefine((d, ctx) => {
      for (const field of config.questionnaire_items) {
        const key = `field_${field.id}`;
        const problem = questionnaireAnswerProblem(field, d.responses[key], d.uploaded_files);
        if (problem) ctx.addIssue({ code: 'custom', path: ['responses', key], message: problem });
      }
      if (d.uploaded_files.length === 0) return;
      if (!config.allow_file_uploads) {
        ctx.addIssue({ code: 'custom', path: ['uploaded_files'], message: T.uploadsDisabled });
        return;
      }
      if (d.uploaded_files.some((f) => f.size > config.max_file_size_mb * 1024 * 1024))
        ctx.addIssue({ code: 'custom', path: ['uploaded_files'], message: T.filesTooLarge(config.max_file_size_mb) });
      const types = config.allowed_file_types.map((t) => t.toLowerCase());
      if (d.uploaded_files.some((f) => !types.includes((f.name.split('.').pop() ?? '').toLowerCase())))
        ctx.addIssue({ code: 'custom', path: ['uploaded_files'], message: T.filesWrongType(types) });
    });
export type TQuestionnaireData = z.infer<ReturnType<typeof questionnaireDataSchema>>;

/** The account password: the spec's wizard texts for required and length, and the shared rule of every screen. */
export const zBookingPassword = zPasswordRule(T.passwordRequired, ' long');

export const contactDataSchema = (config: TContactInfoConfig = ZContactInfoConfig.parse({})) =>
  z
    .object({
      full_name: zSingleLine(text(150)).default(''),
      email: text(254).default(''),
      phone: zSingleLine(text(40)).default(''),
      address: text(500).default(''),
      company: zSingleLine(text(200)).default(''),
      create_account: z.boolean().default(false),
      password: z.string().max(128).optional(),
      custom_fields: z.record(z.string().max(50), z.string().max(1000)).optional(),
    })
    .superRefine((d, ctx) => {
      const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
      // Spec 002 §5: required means a first and a last name ("counts as valid if it contains a space").
      if (config.require_full_name && !isFullName(d.full_name)) issue('full_name', T.fullNameRequired);
      if (!d.email) {
        if (config.require_email || d.create_account) issue('email', T.emailRequired);
      } else if (!EMAIL_PATTERN.test(d.email)) issue('email', T.invalidEmail);
      if (!d.phone) {
        if (config.require_phone) issue('phone', T.phoneRequired);
      } else if (!isPhilippineMobile(d.phone)) issue('phone', T.invalidPhone);
      if (config.require_address && !d.address) issue('address', T.addressRequired);
      if (config.require_company && !d.company) issue('company', T.companyRequired);
      if (config.require_account_creation && !d.create_account) issue('create_account', T.accountRequired);
      if (d.create_account) {
        const checked = zBookingPassword.safeParse(d.password ?? '');
        if (!checked.success) issue('password', checked.error.issues[0]!.message);
      }
    });
export type TContactData = z.infer<ReturnType<typeof contactDataSchema>>;

export const ZPricingSummaryData = z.object({
  subtotal: z.string().max(20).optional(),
  tax: z.string().max(20).optional(),
  discount: z.string().max(20).optional(),
  total: z.string().max(20).optional(),
  applied_discount: z.string().max(20).nullable().optional(),
  applied_discount_code: z.string().trim().max(40, T.invalidDiscount).nullable().optional(),
  terms_accepted: z.boolean({ error: T.termsRequired }).refine((v) => v === true, T.termsRequired),
  ...acceptedVersions,
  marketing_consent: z.boolean().optional(),
  special_requests: text(2000).optional(),
});
export type TPricingSummaryData = z.infer<typeof ZPricingSummaryData>;

/** nothingDue: the booking comes to ₱0 (pricing.ts nothingDue), so no gateway, card or billing address is asked for. */
export const paymentDataSchema = (config: TPaymentInfoConfig = ZPaymentInfoConfig.parse({}), nothingDue = false) =>
  z
    .object({
      completion_type: z.enum(COMPLETION_TYPES).default('payment'),
      payment_method: z.enum(WIZARD_METHODS).default('CREDIT_CARD'),
      payment_type: z.enum(BOOKING_PAYMENT_TYPES).default('FULL'),
      payment_gateway_id: z.number().int().positive().nullable().optional(),
      /** Not in the spec's list: the gateway's code, which the test and PayPal rules need. */
      payment_gateway_code: z.string().max(40).nullable().optional(),
      payment_method_id: z.number().int().positive().nullable().optional(),
      payment_method_token: z.string().max(255).nullable().optional(),
      billing_address: text(500).optional(),
      save_payment_method: z.boolean().optional(),
      quote_message: text(2000).optional(),
    })
    .superRefine((d, ctx) => {
      const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
      if (d.completion_type === 'quote') {
        if (!config.allow_quote_request) issue('completion_type', T.quoteNotAllowed);
        return;
      }
      if (nothingDue) return;
      if (d.payment_type === 'DEPOSIT' && !config.accept_deposit) issue('payment_type', T.depositNotAllowed);
      if (!d.payment_gateway_id && !d.payment_gateway_code && !d.payment_method_id) issue('payment_gateway_id', T.gatewayRequired);
      if (d.payment_gateway_code === 'paypal') {
        if (!d.payment_method_token) issue('payment_method_token', T.paypalMethodRequired);
      } else if (d.payment_method === 'CREDIT_CARD' && !d.payment_method_token && !d.payment_method_id) {
        issue('payment_method_token', T.paymentMethodRequired);
      }
      if (config.require_billing_address && !d.billing_address) issue('billing_address', T.billingAddressRequired);
    });
export type TPaymentData = z.infer<ReturnType<typeof paymentDataSchema>>;

/** The confirmation step carries what the server wrote (reference, status, result); the browser sends nothing. */
export const ZConfirmationData = z.object({}).passthrough();
