import { z } from 'zod';
import { zId, zDay, zSingleLine } from '../common/input';
import { zMoneyAmount } from '../common/decimal-fields';
import { zEmail, zPhone } from '../accounts/fields';
import { zGuests, zInstant } from './staff-event.schema';

/**
 * The inquiry pipeline (issue 40): every inquiry from first contact to a decision. The stage is the latest of
 * what staff set by hand and what the product knows of the inquiry's event (inquiry-stage.ts).
 */
export const INQUIRY_STAGES = ['NEW', 'CONTACTED', 'SITE_VISIT', 'PROPOSAL_SENT', 'WON', 'LOST'] as const;
export type TInquiryStage = (typeof INQUIRY_STAGES)[number];
export const INQUIRY_STAGE_TEXT: Record<TInquiryStage, string> = {
  NEW: 'New',
  CONTACTED: 'Contacted',
  SITE_VISIT: 'Site visit',
  PROPOSAL_SENT: 'Proposal sent',
  WON: 'Won',
  LOST: 'Lost',
};

export const INQUIRY_SOURCES = ['WEB_FORM', 'WIZARD', 'PHONE', 'WALK_IN', 'REFERRAL', 'SOCIAL'] as const;
export type TInquirySource = (typeof INQUIRY_SOURCES)[number];
export const INQUIRY_SOURCE_TEXT: Record<TInquirySource, string> = {
  WEB_FORM: 'Website form',
  WIZARD: 'Booking wizard',
  PHONE: 'Phone call',
  WALK_IN: 'Walk-in',
  REFERRAL: 'Referral',
  SOCIAL: 'Social media',
};
/** What staff may type an inquiry in as: the website's two sources are the product's own. */
export const TYPED_INQUIRY_SOURCES = ['PHONE', 'WALK_IN', 'REFERRAL', 'SOCIAL', 'WEB_FORM'] as const satisfies readonly TInquirySource[];

/** The window of the pipeline's figures. */
export const INQUIRY_FIGURE_DAYS = 90;
/** The most alternative dates one inquiry keeps. */
export const MAX_ALTERNATIVE_DATES = 5;

export const INQUIRY_TEXT = {
  notFound: 'Inquiry not found.',
  nameRequired: 'Name is required',
  nameTooLong: 'Keep the name under 150 characters',
  reachRequired: 'Give an e-mail address or a phone number',
  lostReasonRequired: 'Say why the inquiry was lost',
  lostReasonTooLong: 'Keep the reason under 200 characters',
  tooManyDates: `Give at most ${MAX_ALTERNATIVE_DATES} other dates`,
  notesTooLong: 'Keep the notes under 5000 characters',
  ownerNotStaff: 'Choose a member of the venue team',
  eventTypeNotFound: 'Choose an event type',
  alreadyConverted: 'This inquiry is already an event.',
  emailForConvert: 'An e-mail address is needed to make the client',
  emailIsVenue: 'This e-mail address belongs to a member of the venue team',
  wonNeedsEvent: 'An inquiry is won when its event is booked: convert it first',
  quoteDeclined: 'Quote declined',
  quoteExpired: 'Quote expired',
  eventCancelled: 'Event cancelled',
  siteVisitTitle: 'Site visit',
} as const;

const zName = zSingleLine(z.string({ error: INQUIRY_TEXT.nameRequired }).trim().min(1, INQUIRY_TEXT.nameRequired).max(150, INQUIRY_TEXT.nameTooLong));
const zLostReason = zSingleLine(z.string().trim().max(200, INQUIRY_TEXT.lostReasonTooLong));
const zNotes = z.string().trim().max(5000, INQUIRY_TEXT.notesTooLong);
const zOptionalEmail = z.union([z.literal('').transform(() => ''), zEmail]);
const zDates = z.array(zDay()).max(MAX_ALTERNATIVE_DATES, INQUIRY_TEXT.tooManyDates);

const inquiryFields = {
  name: zName,
  email: zOptionalEmail.default(''),
  phone: zPhone.default(''),
  company: zSingleLine(z.string().trim().max(200, 'Company must be at most 200 characters long')).default(''),
  event_type_id: zId(INQUIRY_TEXT.eventTypeNotFound).nullable().default(null),
  wished_date: zDay().nullable().default(null),
  alternative_dates: zDates.default([]),
  guest_count: zGuests.nullable().default(null),
  budget: zMoneyAmount('Budget').nullable().default(null),
  message: zNotes.default(''),
  owner_id: zId(INQUIRY_TEXT.ownerNotStaff).nullable().default(null),
  next_follow_up: zDay().nullable().default(null),
};

export const ZInquiryCreateRequest = z
  .object({ ...inquiryFields, source: z.enum(TYPED_INQUIRY_SOURCES, { error: 'Choose where the inquiry came from' }).default('PHONE') })
  .superRefine((v, ctx) => {
    if (!v.email && !v.phone) ctx.addIssue({ code: 'custom', path: ['email'], message: INQUIRY_TEXT.reachRequired });
  });
export type TInquiryCreateRequest = z.input<typeof ZInquiryCreateRequest>;

/** PATCH: only what is sent changes. Moving to Lost needs a reason. */
export const ZInquiryUpdateRequest = z
  .object({
    name: zName.optional(),
    email: zOptionalEmail.optional(),
    phone: zPhone.optional(),
    company: inquiryFields.company.optional(),
    event_type_id: zId(INQUIRY_TEXT.eventTypeNotFound).nullable().optional(),
    wished_date: zDay().nullable().optional(),
    alternative_dates: zDates.optional(),
    guest_count: zGuests.nullable().optional(),
    budget: zMoneyAmount('Budget').nullable().optional(),
    message: zNotes.optional(),
    owner_id: zId(INQUIRY_TEXT.ownerNotStaff).nullable().optional(),
    next_follow_up: zDay().nullable().optional(),
    stage: z.enum(INQUIRY_STAGES, { error: 'Choose a stage' }).optional(),
    lost_reason: zLostReason.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.stage === 'LOST' && !v.lost_reason) ctx.addIssue({ code: 'custom', path: ['lost_reason'], message: INQUIRY_TEXT.lostReasonRequired });
  });
export type TInquiryUpdateRequest = z.input<typeof ZInquiryUpdateRequest>;

export const ZInquiriesQuery = z.object({
  stage: z.enum(INQUIRY_STAGES, { error: 'Choose a stage' }).optional(),
  source: z.enum(INQUIRY_SOURCES, { error: 'Choose a source' }).optional(),
  /** A staff member's id, or "me". */
  owner: z.union([z.literal('me'), zId('owner must be a staff id or me')]).optional(),
  search: z.string().trim().max(200).optional(),
});
export type TInquiriesQuery = z.input<typeof ZInquiriesQuery>;

/** The event an inquiry becomes: its space and time; the rest comes from the inquiry. */
export const ZInquiryConvertRequest = z.object({
  facility_id: zId('Choose a space'),
  starts_at: zInstant('Start'),
  ends_at: zInstant('End'),
  name: zSingleLine(z.string().trim().max(200, 'Event name must be at most 200 characters')).optional(),
});
export type TInquiryConvertRequest = z.input<typeof ZInquiryConvertRequest>;

/** A site visit on the calendar: the space shown, from when to when. */
export const ZSiteVisitRequest = z.object({
  space: zId('Choose a space'),
  start: zInstant('Start'),
  end: zInstant('End'),
});
export type TSiteVisitRequest = z.input<typeof ZSiteVisitRequest>;

const zRef = z.object({ id: z.number(), name: z.string() });

export const ZInquiry = z.object({
  id: z.number(),
  stage: z.enum(INQUIRY_STAGES),
  stage_display: z.string(),
  /** When the inquiry reached its stage, and whether the product moved it there (a quote, a payment). */
  stage_since: z.string(),
  stage_by_product: z.boolean(),
  lost_reason: z.string(),
  source: z.enum(INQUIRY_SOURCES),
  source_display: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  client: zRef.nullable(),
  event_type: zRef.nullable(),
  wished_date: z.string().nullable(),
  alternative_dates: z.array(z.string()),
  guest_count: z.number().nullable(),
  budget: z.string().nullable(),
  message: z.string(),
  owner: zRef.nullable(),
  next_follow_up: z.string().nullable(),
  follow_up_due: z.boolean(),
  event: z.object({ id: z.number(), name: z.string(), status: z.string(), status_display: z.string() }).nullable(),
  site_visit: z.object({ block_id: z.number(), space: zRef, start: z.string(), end: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TInquiry = z.infer<typeof ZInquiry>;

export const ZInquiryList = z.object({ results: z.array(ZInquiry), count: z.number() });
export type TInquiryList = z.infer<typeof ZInquiryList>;

const zCount = <T extends z.ZodType>(key: T) => z.object({ key, label: z.string(), count: z.number() });
export const ZInquiryFigures = z.object({
  days: z.number(),
  since: z.string(),
  total: z.number(),
  won: z.number(),
  lost: z.number(),
  /** Won over all received in the window, as a whole percent (0 when none were received). */
  won_percent: z.number(),
  by_stage: z.array(zCount(z.enum(INQUIRY_STAGES))),
  by_source: z.array(zCount(z.enum(INQUIRY_SOURCES))),
});
export type TInquiryFigures = z.infer<typeof ZInquiryFigures>;

export const ZInquiryConverted = z.object({ inquiry: ZInquiry, event_id: z.number() });
export type TInquiryConverted = z.infer<typeof ZInquiryConverted>;

/** A follow-up on Today: whom to call back, and since when it has been due. */
export const ZInquiryFollowUp = z.object({
  id: z.number(),
  name: z.string(),
  stage: z.enum(INQUIRY_STAGES),
  stage_display: z.string(),
  event_type: z.string().nullable(),
  wished_date: z.string().nullable(),
  next_follow_up: z.string(),
  owner: z.string().nullable(),
});
export type TInquiryFollowUp = z.infer<typeof ZInquiryFollowUp>;

export const ZInquiryOwner = z.object({ id: z.number(), name: z.string() });
export type TInquiryOwner = z.infer<typeof ZInquiryOwner>;
