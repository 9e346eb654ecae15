/**
 * The home page's words as the venue wrote them (Staff console > Pages > Home Page), in a module free of zod: the
 * landing page's chunk reads it (home.schema.ts validates a save). Every part is optional: a part left empty is not
 * shown, so a new install's home page claims nothing the venue did not write.
 */
export type THomeFigure = { label: string; value: string };
export type THomeTestimonial = { quote: string; name: string; event: string };
/** A card of the "Our Services" section: what the venue hosts, linking to a page of its site. */
export type THomeService = { title: string; description: string; link: string };
export type THomeContent = {
  /** The line under the venue's name in the public header and footer. */
  tagline: string;
  /** Empty texts fall back to the venue's location (overline) and the site's plain words (title, subtitle). */
  hero: { overline: string; title: string; subtitle: string };
  /** The line under "Facilities and Amenities". */
  grounds_intro: string;
  /** Short claims shown as badges (accreditations, permits). */
  highlights: string[];
  /** The heading over the figures and testimonials. */
  trust: { overline: string; title: string; text: string };
  figures: THomeFigure[];
  testimonials: THomeTestimonial[];
  /** The words of the closing "Ready to Create Memories?" call to action, above its buttons. */
  closing: string;
  /** The "Our Services" cards; the section is not drawn without one. */
  services: THomeService[];
  /** A quotation in the footer (a motto, a verse), with its source. */
  footer_quote: { text: string; reference: string };
};

/** What a new install's home page has: nothing but the hero and the way to book. */
export const EMPTY_HOME_CONTENT: THomeContent = {
  hero: { overline: '', title: '', subtitle: '' },
  grounds_intro: '',
  highlights: [],
  trust: { overline: '', title: '', text: '' },
  figures: [],
  testimonials: [],
  closing: '',
  tagline: '',
  services: [],
  footer_quote: { text: '', reference: '' },
};

/** The hero's words when the venue wrote none: no claim about the place, only what the site does. */
export const HOME_HERO_DEFAULTS = {
  title: 'Book Your Event',
  subtitle: 'Check a date, reserve it online and follow every detail in your Client Portal.',
  signedInSubtitle: 'Pick up where you left off: follow your events, quotes, contracts and payments, or reserve a new date.',
  trustTitle: 'What Our Guests Say',
  closing: 'Reserve your date today: our team is ready to help with yours.',
};
