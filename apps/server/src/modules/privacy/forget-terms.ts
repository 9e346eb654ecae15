/**
 * What names a person in free text, and what takes its place: the words an anonymisation looks for in what the
 * venue wrote about them (event names, notes, timeline lines, notifications, audit entries, staff copies of
 * mail). Pure, so the same rule decides in the anonymisation and in the test that searches for what is left.
 */
export interface TPerson {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface TForgetTerms {
  /** Names the person anywhere it occurs: the full name, the e-mail address, the phone number in any spelling. */
  strong: RegExp;
  /** Also the first or last name on its own: only for text about the person (their events, threads, audit entries). */
  all: RegExp;
  /** SQL regular expressions (PostgreSQL's ~*) that find the candidate rows for `strong`. */
  sqlPatterns: string[];
  replace(text: string, which?: 'strong' | 'all'): string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whole words only: "Ana" is not found in "Banana", in any script. */
const word = (s: string) => `(?<![\\p{L}\\p{N}])${escape(s)}(?![\\p{L}\\p{N}])`;
/**
 * A strong term as a whole token: "Ann Cruz" is not in "Joann Cruz", nor "ann@gmail.com" in "joann@gmail.com"
 * (an address's own characters count as part of the word before it) or in "ann@gmail.com.ph" (a sentence's full
 * stop after it still ends it). `sqlToken` is the twin for PostgreSQL's candidate search.
 */
const token = (p: string, address = false) => `(?<![\\p{L}\\p{N}._%+-])(?:${p})(?![\\p{L}\\p{N}]${address ? '|[.-][\\p{L}\\p{N}]' : ''})`;
const sqlToken = (p: string, address = false) => `(^|[^[:alnum:]._%+-])(?:${p})(${address ? '$|[^[:alnum:].-]|[.-]($|[^[:alnum:]])' : '$|[^[:alnum:]]'})`;
/** A phone number is not in a longer run of digits (a payment reference, an account number). */
const numberToken = (p: string) => `(?<![0-9])(?:${p})(?![0-9])`;
const sqlNumberToken = (p: string) => `(^|[^0-9])(?:${p})($|[^0-9])`;

/** A Philippine mobile in any of its spellings: 0917 555 0101, 09175550101, +63 917-555-0101, (0917) 555 0101. */
function phonePattern(phone: string, separators: string): string | null {
  const digits = phone.replace(/\D/g, '');
  // The national number without its trunk 0 or country code 63: the part every spelling shares.
  const national = digits.replace(/^(63|0)/, '');
  if (national.length < 7) return null;
  return `(?:\\+?63|0)?${separators}${national.split('').join(separators)}`;
}

export function forgetTerms(p: TPerson, replacement: { name: string; email: string; phone: string }): TForgetTerms {
  const full = `${p.firstName} ${p.lastName}`.trim();
  const fullPattern = full.split(/\s+/).map(escape).join('\\s+');
  const phone = phonePattern(p.phone, '[-. ()]*');
  const strongParts = [full && token(fullPattern), p.email && token(escape(p.email), true), phone && numberToken(phone)].filter(Boolean) as string[];
  // Names of one letter would take letters out of words; they stay (the full name still goes).
  const single = [p.lastName, p.firstName, ...`${p.firstName} ${p.lastName}`.split(/\s+/)]
    .map((s) => s.trim())
    .filter((s, i, all) => s.length > 1 && all.indexOf(s) === i);
  // One pass, longest alternatives first, so a replacement is never searched again.
  const strong = new RegExp(strongParts.join('|') || '(?!)', 'giu');
  const all = new RegExp([...strongParts, ...single.map(word)].join('|') || '(?!)', 'giu');
  const emailRe = p.email ? new RegExp(`^${escape(p.email)}$`, 'iu') : null;
  const phoneRe = phone ? new RegExp(`^${phone}$`, 'u') : null;
  const swap = (m: string) => (emailRe?.test(m) ? replacement.email : phoneRe?.test(m) ? replacement.phone : replacement.name);
  return {
    strong,
    all,
    sqlPatterns: [full && sqlToken(fullPattern), p.email && sqlToken(escape(p.email), true), phone && sqlNumberToken(phone)].filter(Boolean) as string[],
    replace: (text, which = 'all') => text.replace(which === 'all' ? all : strong, swap),
  };
}

/** Replaces the terms in every string of a JSON value (audit entries' before and after, booking data). */
export function replaceInJson(value: unknown, replace: (s: string) => string): unknown {
  if (typeof value === 'string') return replace(value);
  if (Array.isArray(value)) return value.map((v) => replaceInJson(v, replace));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [replace(k), replaceInJson(v, replace)]));
  }
  return value;
}
