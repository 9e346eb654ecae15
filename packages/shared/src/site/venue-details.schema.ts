import { z } from 'zod';
import { zSingleLine } from '../common/input';
import { EMAIL_PATTERN } from '../accounts/fields';
import { normalizePhone } from '../accounts/phone';
import { brandColourProblem } from './contrast';

/**
 * Who the venue is and how to reach it, as an admin edits it (Staff console > Venue Details): the public site's
 * header, footer and contact section, every e-mail's sender and footer, and the letterhead of quotes,
 * contracts, invoices and receipts read these. One row, versioned; GET /api/site/venue/ answers it to anyone.
 */

// Every field but the footer note is printed on one line (header, letterhead, an e-mail's From).
const text = (label: string, max: number) =>
  zSingleLine(
    z
      .string({ error: `${label} is required.` })
      .trim()
      .min(1, `${label} is required.`)
      .max(max, `${label} must be at most ${max} characters.`),
  );
const optionalLine = (label: string, max: number) => zSingleLine(z.string().trim().max(max, `${label} must be at most ${max} characters.`)).default('');
const optionalText = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters.`).default('');
const link = (label: string) =>
  z
    .string()
    .trim()
    .max(300, `${label} must be at most 300 characters.`)
    .refine((v) => v === '' || /^https:\/\/[^\s/]+\.[^\s]+$/.test(v), `${label} must be a full address starting with https://.`)
    .default('');
const phone = (label: string) =>
  zSingleLine(z.string().trim().max(30, `${label} must be at most 30 characters.`)).refine(
    (v) => v === '' || /^\+?[1-9]\d{6,15}$/.test(normalizePhone(v)),
    `${label} must be a phone number, for example +63 917 842 5561 or (02) 8654 3120.`,
  );

export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
export const LOGO_TOO_LARGE = 'The logo must be an image of at most 2 MB.';
export const LOGO_NOT_IMAGE = 'The logo must be a PNG, JPEG, GIF or WebP image.';

/** A TIN as the BIR prints it: 000-000-000-000 (or the older nine digits). */
export const TIN_PATTERN = /^\d{3}-\d{3}-\d{3}(-\d{3,5})?$/;

export const ZVenueDetailsInput = z.object({
  name: text('The venue name', 80),
  legal_name: text('The legal name', 120),
  address_line_1: text('The street address', 120),
  address_line_2: optionalLine('The town and province', 120),
  map_url: link('The map link'),
  phone: phone('The mobile number').refine((v) => v !== '', 'The mobile number is required.'),
  landline: phone('The landline'),
  // No lower-casing transform (zEmail's): the response schema must stay plain JSON Schema.
  email: text('The e-mail address', 254).regex(EMAIL_PATTERN, 'Enter a valid e-mail address, for example events@yourvenue.ph.'),
  support_hours: text('The support hours', 60),
  facebook_url: link('The Facebook link'),
  instagram_url: link('The Instagram link'),
  youtube_url: link('The YouTube link'),
  brand_color: z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      const problem = brandColourProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  email_sender_name: text('The e-mail sender name', 60).refine((v) => !/[<>"@,;]/.test(v), 'The sender name cannot contain < > " @ , or ;.'),
  document_business_name: text('The business name on documents', 120),
  document_address: text('The address on documents', 240),
  tin: z
    .string()
    .trim()
    .refine((v) => v === '' || TIN_PATTERN.test(v), 'Enter the TIN as 000-000-000-000.')
    .default(''),
  /**
   * Whether the venue is VAT-registered with the BIR (issue 41, EOPT): its invoices show the VAT and "VAT Reg. TIN";
   * a non-VAT venue's say "NON-VAT Reg. TIN" and show no VAT line. A row saved before the field reads as true.
   */
  vat_registered: z.boolean().default(true),
  document_footer: optionalText('The footer note', 300),
});
export type TVenueDetailsInput = z.input<typeof ZVenueDetailsInput>;
export type TVenueDetailsValues = z.output<typeof ZVenueDetailsInput>;

export const ZVenueDetails = ZVenueDetailsInput.extend({
  /** Goes up by one on every save: the public read's ETag, and what the admin form sends back. */
  version: z.number().int(),
  logo_url: z.string().nullable(),
  updated_at: z.string(),
});
export type TVenueDetails = z.infer<typeof ZVenueDetails>;

/**
 * The fields a new install starts with sample words in (STARTER_VENUE_DETAILS), each with its label. A save that
 * keeps one is refused: the words would otherwise reach the site, e-mails and documents as the venue's own.
 */
const STARTER_LABELS = {
  name: 'The venue name',
  legal_name: 'The legal name',
  address_line_1: 'The street address',
  address_line_2: 'The town and province',
  phone: 'The mobile number',
  email: 'The e-mail address',
  email_sender_name: 'The e-mail sender name',
  document_business_name: 'The business name on documents',
  document_address: 'The address on documents',
} as const;
type TStarterField = keyof typeof STARTER_LABELS;

const sameWords = (field: TStarterField, value: string) =>
  field === 'phone' ? normalizePhone(value) === normalizePhone(STARTER_VENUE_DETAILS.phone) : value.trim() === STARTER_VENUE_DETAILS[field];

/** The fields that still hold a new install's sample words, in the form's order. */
export const starterWordsLeft = (values: Partial<Record<TStarterField, unknown>>): TStarterField[] =>
  (Object.keys(STARTER_LABELS) as TStarterField[]).filter((f) => {
    const value = values[f];
    return typeof value === 'string' && value.trim() !== '' && sameWords(f, value);
  });

const refuseStarterWords = (values: Partial<Record<TStarterField, unknown>>, ctx: z.RefinementCtx) => {
  for (const field of starterWordsLeft(values))
    ctx.addIssue({ code: 'custom', path: [field], message: `${STARTER_LABELS[field]} still shows the sample text. Write your venue's own.` });
};

/** The admin's form: the fields' rules and no sample words left. */
export const ZVenueDetailsForm = ZVenueDetailsInput.superRefine(refuseStarterWords);

/** The save: the form's fields and the version it was loaded at, so two admins do not overwrite each other. */
export const ZUpdateVenueDetailsRequest = ZVenueDetailsInput.extend({ version: z.number().int().min(1) }).superRefine(refuseStarterWords);
export type TUpdateVenueDetailsRequest = z.input<typeof ZUpdateVenueDetailsRequest>;
export type TUpdateVenueDetailsValues = z.output<typeof ZUpdateVenueDetailsRequest>;

/**
 * What a new install starts with (migration 0038): words that plainly ask to be replaced, never another venue's
 * details. The setup checklist keeps the booking closed until an admin has saved their own (modules/setup).
 */
export const STARTER_VENUE_DETAILS: TVenueDetailsValues = {
  name: 'Your Venue Name',
  legal_name: 'Your Venue Name Inc.',
  address_line_1: 'Street and barangay',
  address_line_2: 'Town, Province',
  map_url: '',
  phone: '+63 900 000 0000',
  landline: '',
  email: 'events@example.com',
  support_hours: '9AM-5PM daily',
  facebook_url: '',
  instagram_url: '',
  youtube_url: '',
  brand_color: '#2E5E3E',
  email_sender_name: 'Your Venue Name',
  document_business_name: 'Your Venue Name',
  document_address: 'Street and barangay, Town, Province',
  tin: '',
  vat_registered: true,
  document_footer: '',
};

/** A phone as a tel: link ("+63 917 842 5561" -> "tel:+639178425561"). */
export const telHref = (display: string) => `tel:${normalizePhone(display)}`;

/** The address on one line, as the footer and e-mails print it. */
export const addressLines = (v: Pick<TVenueDetails, 'address_line_1' | 'address_line_2'>) => [v.address_line_1, v.address_line_2].filter(Boolean);
