import { z } from 'zod';
import { hasUnsafeText, UNSAFE_TEXT_MESSAGE, zSingleLine } from '../common/input';
import { zEmail, zName, zPhone } from '../accounts/fields';
import { longDay } from '../dates';

/**
 * The public site's editable pages (issue 27, point 2). A page is found by its slug; Terms and Privacy keep every
 * version (a published version never changes, the current one is the newest published).
 */
export const PAGE_SLUGS = [
  'about',
  'services',
  'weddings',
  'corporate',
  'retreats',
  'team-building',
  'camping',
  'partner',
  'gallery',
  'terms',
  'privacy',
  'help',
] as const;
export type TPageSlug = (typeof PAGE_SLUGS)[number];
export const VERSIONED_SLUGS = ['terms', 'privacy'] as const satisfies readonly TPageSlug[];
export const isVersioned = (slug: string) => (VERSIONED_SLUGS as readonly string[]).includes(slug);

/** Where each page is on the public site. */
export const PAGE_PATHS: Record<TPageSlug, string> = {
  about: '/about',
  services: '/services',
  weddings: '/services/weddings',
  corporate: '/services/corporate',
  retreats: '/services/retreats',
  'team-building': '/services/team-building',
  camping: '/services/camping',
  partner: '/partner',
  gallery: '/gallery',
  terms: '/terms',
  privacy: '/privacy',
  help: '/help',
};

/** What each page is called before the venue has written it (a new install has no page yet). */
export const PAGE_TITLES: Record<TPageSlug, string> = {
  about: 'About Us',
  services: 'Our Services',
  weddings: 'Weddings',
  corporate: 'Corporate Events',
  retreats: 'Retreats',
  'team-building': 'Team Building',
  camping: 'Camping',
  partner: 'Partner With Us',
  gallery: 'Gallery',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  help: 'Help & Support',
};

/**
 * Where a venue's first Terms and Privacy start: the headings a notice under the Data Privacy Act of 2012 (RA 10173)
 * and a booking's terms need, each with what to write under it. The admin replaces the guidance with the venue's
 * own words before publishing; nothing is published until they do.
 */
export const PAGE_STARTERS: Partial<Record<TPageSlug, string>> = {
  terms: [
    '## Bookings',
    'How a booking is made and when it is confirmed (for example: once the deposit is received).',
    '## Payments',
    'The deposit, when the balance is due, and the ways to pay.',
    '## Changes and cancellations',
    'How much notice a change of date needs, and what is refunded when a booking is cancelled.',
    '## Use of the venue',
    'House rules: hours, noise, decorations, outside suppliers, damage.',
    '## Contact',
    'Who to reach with questions about these terms.',
  ].join('\n\n'),
  privacy: [
    '## What we collect',
    'The personal information you give us: your name, e-mail address, phone number, address, event details, answers to our questions (including dietary needs or accessibility needs you tell us about), payments and messages.',
    '## Why we collect it',
    'To take and manage your booking, prepare your event safely, bill you and keep the records the law requires.',
    '## How long we keep it',
    'For how long each kind of record is kept (for example: invoices and receipts for the period the BIR requires).',
    '## Who we share it with',
    'The payment providers and suppliers who need it for your event, and no one else unless the law requires it.',
    '## Your rights',
    'Under the Data Privacy Act of 2012 (Republic Act No. 10173) you may ask to see, correct, download or delete your information. In your account, My Profile offers "Download My Data" and "Delete My Account".',
    '## Data protection officer',
    'The name, e-mail address and phone number of the person who answers for your data.',
  ].join('\n\n'),
  // /help (issue 39, point 7): the spec's placeholder becomes the venue's own page, written like the others.
  help: [
    '## Booking and your account',
    'How to book, how to sign in or reset a password, and where a booking shows once it is made.',
    '## Payments',
    'How to pay an invoice or an installment, which ways to pay the venue takes, and where receipts are kept.',
    '## Your event',
    "Where to find the questionnaire, the contract and the event's documents, and who to ask about them.",
    '## Contact us',
    'Our phone number, e-mail address and office hours, and how quickly we answer.',
  ].join('\n\n'),
};

export const PAGE_NOT_FOUND = 'Page not found.';
export const PAGE_PUBLISHED_LOCKED = 'This version is published and can no longer be changed. Start a new version to make changes.';
export const PAGE_DRAFT_EXISTS = 'A new version is already being written. Edit it or publish it first.';
export const PAGE_NOT_VERSIONED = 'Only the Terms of Service and the Privacy Policy keep versions.';
export const PAGE_ALREADY_PUBLISHED = 'This version is already published.';

const zText = (label: string, max: number, required = true) => {
  const base = z.string({ error: `${label} is required` }).trim();
  return (required ? base.min(1, { error: `${label} is required`, abort: true }) : base)
    .max(max, `${label} must be at most ${max} characters long`)
    .refine((v) => !hasUnsafeText(v), UNSAFE_TEXT_MESSAGE);
};

export const ZPageUpdateRequest = z.object({
  title: zSingleLine(zText('Title', 120)),
  summary: zText('Summary', 400, false),
  body: zText('Body', 60_000),
});
export type TPageUpdateRequest = z.input<typeof ZPageUpdateRequest>;

/** A page as the public site reads it: its current published version. */
export const ZPublicPage = z.object({
  slug: z.string(),
  version: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** Markdown (see markdown.ts). */
  body: z.string(),
  published_at: z.string(),
});
export type TPublicPage = z.infer<typeof ZPublicPage>;

/** One version of a page as the staff console edits it. */
export const ZAdminPage = z.object({
  id: z.number().int(),
  slug: z.string(),
  version: z.number().int(),
  versioned: z.boolean(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type TAdminPage = z.infer<typeof ZAdminPage>;

/** The list: every page with its current version and the draft being written, if any. */
export const ZAdminPageSummary = z.object({
  slug: z.string(),
  path: z.string(),
  versioned: z.boolean(),
  title: z.string(),
  current: ZAdminPage.nullable(),
  draft: ZAdminPage.nullable(),
});
export type TAdminPageSummary = z.infer<typeof ZAdminPageSummary>;
export const ZAdminPageList = z.array(ZAdminPageSummary);

/** What a visitor is asked to accept: the current Terms and Privacy versions. */
export const ZConsentVersion = z.object({ id: z.number().int(), title: z.string(), path: z.string(), published_at: z.string(), label: z.string() });
export const ZConsentVersions = z.object({ terms: ZConsentVersion, privacy: ZConsentVersion });
export type TConsentVersions = z.infer<typeof ZConsentVersions>;

/** "Terms of Service, version of November 28, 2026": how a version is named next to its checkbox. */
export const versionLabel = (title: string, publishedAt: string, venueDayOf: (at: Date) => string) =>
  `${title}, version of ${longDay(venueDayOf(new Date(publishedAt)))}`;

/** The versions a form accepted, sent with registration and with the booking's completion. */
export const ZAcceptedVersions = z.object({
  terms_version_id: z.coerce.number({ error: 'Please accept the Terms of Service' }).int().min(1).max(2_147_483_647),
  privacy_version_id: z.coerce.number({ error: 'Please accept the Privacy Policy' }).int().min(1).max(2_147_483_647),
});
export type TAcceptedVersions = z.infer<typeof ZAcceptedVersions>;
export const TERMS_OUTDATED = 'The Terms of Service have changed since you opened this page. Please read the new version and accept it again.';
export const PRIVACY_OUTDATED = 'The Privacy Policy has changed since you opened this page. Please read the new version and accept it again.';

/** The contact form on /contact. `website` is a honeypot: people leave it empty, form-filling robots do not. */
export const ZContactRequest = z.object({
  name: zName('Name'),
  email: zEmail,
  phone: zPhone.optional().default(''),
  subject: zSingleLine(zText('Subject', 150)),
  message: zText('Message', 5000).refine((v) => v.length >= 10, 'Message must be at least 10 characters long'),
  website: z.string().max(200).optional().default(''),
});
export type TContactRequest = z.input<typeof ZContactRequest>;
export const CONTACT_SENT = 'Thank you! Your message is with our events team. We reply within one working day.';
export const TOO_MANY_CONTACTS = 'You have sent several messages already. Please try again later, or call us.';

/** A review on /reviews: public feedback the venue chose to show, with the client's first name, event type and month only. */
export const ZPublicReview = z.object({
  id: z.number().int(),
  first_name: z.string(),
  event_type: z.string(),
  /** "March 2026", in the venue's time zone. */
  month: z.string(),
  rating: z.number().int(),
  text: z.string(),
});
export type TPublicReview = z.infer<typeof ZPublicReview>;
export const ZPublicReviews = z.array(ZPublicReview);

/** Staff show or hide a client's public feedback on the website. */
export const ZFeedbackWebsiteRequest = z.object({ shown_on_website: z.boolean({ error: 'shown_on_website must be true or false' }) });
export const FEEDBACK_NOT_PUBLIC = 'The client did not allow this feedback to be shared, so it cannot be shown on the website.';

/** Which of the venue's pages have a published version: the public site links only to those. */
export const ZPublishedPages = z.object({ published: z.array(z.string()) });
export type TPublishedPages = z.infer<typeof ZPublishedPages>;
