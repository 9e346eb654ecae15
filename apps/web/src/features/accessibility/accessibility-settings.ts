/**
 * The accessibility panel's rules (spec section 2 "Accessibility panel", section 5): defaults, the font-size
 * bounds and step, reading stored settings, and which key press is which shortcut. Pure, so they are unit tested
 * without a browser.
 */
export interface TAccessibilitySettings {
  /** Multiplier of the browser's root font size. */
  fontSize: number;
  highContrast: boolean;
  reducedMotion: boolean;
  /** Announces page changes and shortcut results in a live region and spells out some labels. */
  screenReader: boolean;
  /** Shows a focus outline when the keyboard (not the mouse) moves the focus. */
  keyboardNavigation: boolean;
  /** Makes that outline a strong two-tone ring. */
  focusRing: boolean;
}

export const FONT_SIZE = { min: 0.8, max: 2, step: 0.1, default: 1 } as const;

/** The operating system's "reduce motion" wish is the default; everything else follows the spec. */
export function defaultSettings(prefersReducedMotion = false): TAccessibilitySettings {
  return {
    fontSize: FONT_SIZE.default,
    highContrast: false,
    reducedMotion: prefersReducedMotion,
    screenReader: false,
    keyboardNavigation: true,
    focusRing: true,
  };
}

/** Within 0.8..2 and on the 0.1 grid, without float noise (1.1 + 0.1 is 1.2, not 1.2000000000000002). */
export function clampFontSize(value: number): number {
  if (!Number.isFinite(value)) return FONT_SIZE.default;
  const onGrid = Math.round(value / FONT_SIZE.step) / 10;
  return Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, onGrid));
}

export function stepFontSize(current: number, direction: 1 | -1): number {
  return clampFontSize(clampFontSize(current) + direction * FONT_SIZE.step);
}

/** "110%" for 1.1: how the size is shown and announced. */
export const fontSizeLabel = (value: number) => `${Math.round(clampFontSize(value) * 100)}%`;

/**
 * Stored settings from an older version or edited by hand: every field that is missing or of the wrong type
 * falls back to its default, and the font size is clamped.
 */
export function parseSettings(raw: unknown, defaults: TAccessibilitySettings): TAccessibilitySettings {
  if (!raw || typeof raw !== 'object') return defaults;
  const stored = raw as Record<string, unknown>;
  const flag = (key: Exclude<keyof TAccessibilitySettings, 'fontSize'>) => (typeof stored[key] === 'boolean' ? (stored[key] as boolean) : defaults[key]);
  return {
    fontSize: typeof stored.fontSize === 'number' ? clampFontSize(stored.fontSize) : defaults.fontSize,
    highContrast: flag('highContrast'),
    reducedMotion: flag('reducedMotion'),
    screenReader: flag('screenReader'),
    keyboardNavigation: flag('keyboardNavigation'),
    focusRing: flag('focusRing'),
  };
}

export type TShortcut = 'toggle-panel' | 'font-up' | 'font-down' | 'toggle-contrast';

type TKeyPress = Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'key' | 'code'>;

/**
 * Alt+A, Alt+=, Alt+- and Alt+C. The physical key (`code`) is checked as well as the character, because with
 * Alt held macOS types "å", "≠", "–" and "ç", and "=" needs Shift on some layouts ("+").
 */
export function shortcutOf(event: TKeyPress): TShortcut | null {
  if (!event.altKey || event.ctrlKey || event.metaKey) return null;
  const key = event.key.toLowerCase();
  if (event.code === 'KeyA' || key === 'a') return 'toggle-panel';
  if (event.code === 'KeyC' || key === 'c') return 'toggle-contrast';
  if (event.code === 'Equal' || event.code === 'NumpadAdd' || key === '=' || key === '+') return 'font-up';
  if (event.code === 'Minus' || event.code === 'NumpadSubtract' || key === '-') return 'font-down';
  return null;
}
