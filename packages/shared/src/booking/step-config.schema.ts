import { z } from 'zod';
import { ZPublicProduct } from './catalogue.schema';
import { ZBookingQuestionnaireField } from './questionnaire.schema';
import { DEFAULT_FILE_TYPES, DEFAULT_MAX_FILE_SIZE_MB } from './steps';

/**
 * Each step type's configuration (spec section 3, "Step data and configuration") as the public flow call
 * serves it. Ids the venue stores (products, questionnaires, facilities) are served expanded as `*_details`
 * so the wizard needs no second call; the server validates step data against these same objects.
 */
const zHoursNumber = z
  .number()
  .min(0)
  .max(24 * 14);

export const ZIntroductionConfig = z.object({
  title: z.string().default(''),
  content: z.string().default(''),
  terms_url: z.string().default('/terms'),
  privacy_url: z.string().default('/privacy'),
});

export const ZBookingFacility = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  capacity: z.number().int().nullable(),
  overnight: z.boolean(),
  buffer_before_minutes: z.number().int(),
  buffer_after_minutes: z.number().int(),
});
export type TBookingFacility = z.infer<typeof ZBookingFacility>;

export const ZDateTimeConfig = z.object({
  default_duration_hours: zHoursNumber.default(4),
  min_duration_hours: zHoursNumber.default(1),
  max_duration_hours: zHoursNumber.default(12),
  /** The default facility's buffers, for display; each facility's own buffers decide (facilities table). */
  buffer_before_hours: zHoursNumber.default(0),
  buffer_after_hours: zHoursNumber.default(0),
  /** "HH:MM" in PHT. */
  available_time_slots: z.array(z.object({ start_time: z.string() })).default([]),
  facility_ids: z.array(z.number().int()).default([]),
  default_facility_id: z.number().int().nullable().default(null),
  /** Served: the facilities of facility_ids. */
  facilities: z.array(ZBookingFacility).default([]),
});
export type TDateTimeConfig = z.infer<typeof ZDateTimeConfig>;

export const ZPackageSelectionConfig = z.object({
  selection_type: z.enum(['SINGLE', 'MULTIPLE']).default('SINGLE'),
  min_selection: z.number().int().min(0).default(1),
  max_selection: z.number().int().min(0).default(1),
  available_packages: z.array(z.number().int()).default([]),
  /** Served: the active products of available_packages. */
  available_packages_details: z.array(ZPublicProduct).default([]),
});
export type TPackageSelectionConfig = z.infer<typeof ZPackageSelectionConfig>;

export const ZAddonSelectionConfig = z.object({
  min_selection: z.number().int().min(0).default(0),
  max_selection: z.number().int().min(0).default(10),
  group_by_category: z.boolean().default(true),
  available_addons: z.array(z.number().int()).default([]),
  /** Served: the active products of available_addons. */
  available_addons_details: z.array(ZPublicProduct).default([]),
});
export type TAddonSelectionConfig = z.infer<typeof ZAddonSelectionConfig>;

export const ZQuestionnaireConfig = z.object({
  questionnaire_ids: z.array(z.number().int()).default([]),
  /** Served: the fields of the questionnaires, in order. */
  questionnaire_items: z.array(ZBookingQuestionnaireField).default([]),
  allow_file_uploads: z.boolean().default(false),
  max_file_size_mb: z.number().int().min(1).max(DEFAULT_MAX_FILE_SIZE_MB).default(DEFAULT_MAX_FILE_SIZE_MB),
  /** Extensions without the dot. */
  allowed_file_types: z.array(z.string()).default([...DEFAULT_FILE_TYPES]),
});
export type TQuestionnaireConfig = z.infer<typeof ZQuestionnaireConfig>;

export const ZContactInfoConfig = z.object({
  require_full_name: z.boolean().default(true),
  require_email: z.boolean().default(true),
  require_phone: z.boolean().default(true),
  require_address: z.boolean().default(false),
  require_company: z.boolean().default(false),
  offer_account_creation: z.boolean().default(true),
  require_account_creation: z.boolean().default(false),
});
export type TContactInfoConfig = z.infer<typeof ZContactInfoConfig>;

export const ZPricingSummaryConfig = z.object({
  show_line_items: z.boolean().default(true),
  show_tax: z.boolean().default(true),
  show_discount_code: z.boolean().default(true),
  show_booking_details: z.boolean().default(true),
  header_text: z.string().default(''),
  footer_text: z.string().default(''),
  terms_text: z.string().default(''),
});
export type TPricingSummaryConfig = z.infer<typeof ZPricingSummaryConfig>;

export const ZPaymentInfoConfig = z.object({
  accept_deposit: z.boolean().default(true),
  allow_quote_request: z.boolean().default(true),
  quote_request_button_text: z.string().default('Request a Custom Quote'),
  quote_request_description: z.string().default(''),
  require_billing_address: z.boolean().default(false),
  /** Days a quote request keeps its slot held for the venue's answer. */
  quote_hold_days: z.number().int().min(1).max(30).default(3),
  /** Served from the payment settings. */
  deposit_percentage: z.string().default('30.00'),
});
export type TPaymentInfoConfig = z.infer<typeof ZPaymentInfoConfig>;

export const ZNextStep = z.object({ title: z.string(), description: z.string(), icon: z.string() });
export const ZConfirmationConfig = z.object({
  title: z.string().default('Confirm Your Booking'),
  message: z.string().default(''),
  next_steps_content: z.array(ZNextStep).default([]),
  show_booking_summary: z.boolean().default(true),
  show_next_steps: z.boolean().default(true),
  send_confirmation_email: z.boolean().default(true),
  send_calendar_invite: z.boolean().default(true),
  create_event_immediately: z.boolean().default(true),
});
export type TConfirmationConfig = z.infer<typeof ZConfirmationConfig>;

/** The configuration schema of each step type (review_booking is read as pricing_summary). */
export const STEP_CONFIG_SCHEMAS = {
  introduction: ZIntroductionConfig,
  date_time: ZDateTimeConfig,
  package_selection: ZPackageSelectionConfig,
  addon_selection: ZAddonSelectionConfig,
  questionnaire: ZQuestionnaireConfig,
  contact_info: ZContactInfoConfig,
  pricing_summary: ZPricingSummaryConfig,
  payment_info: ZPaymentInfoConfig,
  confirmation: ZConfirmationConfig,
} as const;
