/**
 * WCAG 2.1 contrast, as the theme's rules use it: the venue's brand colour is painted as text on white (links,
 * headings) and as a background under white text (buttons, the e-mail's and PDF's bands), so it must reach AA
 * for normal text (4.5:1) against white either way. The two cases are the same ratio.
 */
export const AA_NORMAL_TEXT = 4.5;

export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** sRGB channel (0-255) to linear light, WCAG's formula. */
const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of a #RRGGBB colour: 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  if (!HEX_COLOUR.test(hex)) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  const [r, g, b] = [1, 3, 5].map((i) => linear(parseInt(hex.slice(i, i + 2), 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** (lighter + 0.05) / (darker + 0.05), from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** The ratio as people read it: "4.48:1", rounded down so a colour never looks better than it is. */
export const ratioText = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

/** Null when the colour may be the brand colour; otherwise the sentence the form and the API show. */
export function brandColourProblem(hex: string): string | null {
  if (!HEX_COLOUR.test(hex)) return 'Enter the colour as # and six hexadecimal digits, for example #2E5E3E.';
  const ratio = contrastRatio(hex, '#FFFFFF');
  if (ratio >= AA_NORMAL_TEXT) return null;
  return `This colour is too light: white text on it has a contrast of ${ratioText(ratio)}, and at least 4.5:1 is needed to be readable. Choose a darker shade.`;
}
