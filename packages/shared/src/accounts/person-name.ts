/**
 * A full name typed in one box (the wizard's contact step, an inquiry) split into the account's first and last
 * names. The last name is the last word with the particles that belong to it: Filipino and Spanish surnames such
 * as "Dela Cruz", "De los Santos", "San Juan", "Del Rosario" and "Sta. Maria" (the greeting then says "Hello Maria",
 * not "Hello Maria Dela"). One word is a first name alone.
 */
const PARTICLES = new Set([
  'de',
  'del',
  'dela',
  'della',
  'delos',
  'de los',
  'de las',
  'de la',
  'di',
  'da',
  'dos',
  'das',
  'san',
  'santa',
  'santo',
  'sta.',
  'sto.',
  'sta',
  'sto',
  'la',
  'las',
  'los',
  'van',
  'von',
  'der',
  'den',
  'y',
]);

export function splitPersonName(full: string): { firstName: string; lastName: string } {
  const words = full.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' };
  let start = words.length - 1;
  // Particles before the last word join it, as long as a first name is left in front of them.
  while (start > 1 && PARTICLES.has(words[start - 1]!.toLowerCase())) start--;
  return { firstName: words.slice(0, start).join(' '), lastName: words.slice(start).join(' ') };
}
