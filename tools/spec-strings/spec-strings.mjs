// @ts-check
/**
 * The spec's quoted texts and whether the product's source holds them (issue 26's "spec-strings count").
 *
 * A quoted text is what the spec puts between '...' or "..." (spec/README.md: "Every text in quotes is a
 * user-visible string"). Placeholders in it (X, N, M, Y, {name}, ...) stand for values, so a text counts as
 * present when each literal piece between them is found, in order of length, in one source file.
 */

const PLACEHOLDER = /\{[^}]*\}|\.\.\.|…|\b[XNMYn]\b/g;

/** Quoted texts of one spec document, each once, in order of first appearance. */
export function quotedTexts(doc) {
  const found = new Set();
  // "..." anywhere; '...' only where the quote opens after a space or bracket and closes before one, so an
  // apostrophe inside words (client's) never opens or closes a text.
  for (const m of doc.matchAll(/"([^"\n]{2,}?)"/g)) keep(found, m[1]);
  for (const m of doc.matchAll(/(?<=^|[\s([{,:;—-])'([^'\n]*?[^\s\\])'(?=$|[\s)\]},.;:!?—-])/gm)) keep(found, m[1]);
  return [...found];
}

function keep(found, text) {
  const t = text.trim();
  if (/[A-Za-z]{2}/.test(t) && !/^[a-z_]+$/.test(t) && !/^\/|^[A-Z_]+$|^https?:/.test(t)) found.add(t);
}

/** The literal pieces of a quoted text, its placeholders taken out (pieces under 3 characters say nothing). */
export const piecesOf = (text) =>
  text
    .split(PLACEHOLDER)
    .map((p) => p.trim())
    .filter((p) => p.replace(/[^A-Za-z]/g, '').length >= 3);

/** Whether one of the sources holds every piece of the text. */
export function isPresent(text, sources) {
  const pieces = piecesOf(text);
  if (pieces.length === 0) return true;
  return sources.some((src) => pieces.every((p) => src.includes(p) || src.includes(p.replace(/'/g, '’')) || src.includes(p.replace(/'/g, "\\'"))));
}
