import { z } from 'zod';
import { UNSAFE_TEXT_MESSAGE, hasUnsafeText } from '../common/input';
import { EMPTY_HOME_CONTENT, type THomeContent } from './home-content';

/**
 * The home page's content as an admin saves it (PUT /api/admin/home/) and anyone reads it (GET /api/site/home/).
 * Empty texts and lists are allowed: each clears its part of the page.
 */
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((v) => !hasUnsafeText(v), UNSAFE_TEXT_MESSAGE)
    .default('');
const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((v) => !hasUnsafeText(v), UNSAFE_TEXT_MESSAGE);

export const MAX_HOME_HIGHLIGHTS = 8;
export const MAX_HOME_FIGURES = 6;
export const MAX_HOME_TESTIMONIALS = 12;

export const ZHomeFigure = z.object({ label: required('The figure\u2019s label', 40), value: required('The figure\u2019s value', 20) });
export const ZHomeTestimonial = z.object({
  quote: required('The quote', 600),
  name: required('The name', 80),
  event: text('The event', 120),
});

export const MAX_HOME_SERVICES = 8;

/** A page of this site ("/services/weddings", "/booking"): the services' cards never lead elsewhere. */
const sitePath = text('The link', 120).refine(
  (v) => v === '' || /^\/(?!\/)[A-Za-z0-9/_#?=&.-]*$/.test(v),
  'The link must be a page of this site, starting with / (for example /services/weddings).',
);
export const ZHomeService = z.object({
  title: required('The service\u2019s title', 60),
  description: text('The service\u2019s description', 300),
  link: sitePath,
});

export const ZHomeContent = z.object({
  hero: z
    .object({ overline: text('The line above the title', 120), title: text('The title', 120), subtitle: text('The subtitle', 400) })
    .default(EMPTY_HOME_CONTENT.hero),
  grounds_intro: text('The grounds introduction', 400),
  highlights: z.array(required('A highlight', 80)).max(MAX_HOME_HIGHLIGHTS, `Show at most ${MAX_HOME_HIGHLIGHTS} highlights.`).default([]),
  trust: z
    .object({ overline: text('The line above the heading', 60), title: text('The heading', 120), text: text('The text under the heading', 300) })
    .default(EMPTY_HOME_CONTENT.trust),
  figures: z.array(ZHomeFigure).max(MAX_HOME_FIGURES, `Show at most ${MAX_HOME_FIGURES} figures.`).default([]),
  testimonials: z.array(ZHomeTestimonial).max(MAX_HOME_TESTIMONIALS, `Show at most ${MAX_HOME_TESTIMONIALS} testimonials.`).default([]),
  closing: text('The closing words', 400),
  tagline: text('The tagline', 60),
  services: z.array(ZHomeService).max(MAX_HOME_SERVICES, `Show at most ${MAX_HOME_SERVICES} services.`).default([]),
  footer_quote: z.object({ text: text('The footer quote', 300), reference: text('The quote\u2019s source', 80) }).default(EMPTY_HOME_CONTENT.footer_quote),
});
export type THomeContentInput = z.input<typeof ZHomeContent>;

/** The page as read (GET /api/site/home/, and a save's answer): its words and the version they are at. */
export const ZHomePage = ZHomeContent.extend({ version: z.number().int() });
export type THomePage = z.infer<typeof ZHomePage>;

/** A save sends the version it loaded, so two admins editing at once do not overwrite each other. */
export const ZUpdateHomeRequest = ZHomeContent.extend({ version: z.number({ error: 'The version is required.' }).int().min(1) });
export type TUpdateHomeRequest = z.input<typeof ZUpdateHomeRequest>;

/** What the database holds, read leniently: a row written before a field existed answers it empty. */
export const homeContentOf = (stored: unknown): THomeContent => {
  const parsed = ZHomeContent.safeParse(stored ?? {});
  return parsed.success ? parsed.data : EMPTY_HOME_CONTENT;
};
