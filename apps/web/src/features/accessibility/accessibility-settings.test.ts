import { describe, expect, it } from 'vitest';
import {
  clampFontSize,
  defaultSettings,
  FONT_SIZE,
  fontSizeLabel,
  parseSettings,
  shortcutOf,
  stepFontSize,
} from '@/features/accessibility/accessibility-settings';

describe('defaults', () => {
  it('follow the spec: size 1, keyboard navigation and focus ring on, the rest off', () => {
    expect(defaultSettings()).toEqual({
      fontSize: 1,
      highContrast: false,
      reducedMotion: false,
      screenReader: false,
      keyboardNavigation: true,
      focusRing: true,
    });
  });

  it("take reduced motion from the operating system's preference", () => {
    expect(defaultSettings(true).reducedMotion).toBe(true);
  });
});

describe('font size', () => {
  it.each([
    [1, 1],
    [0.8, 0.8],
    [2, 2],
    [0.5, 0.8],
    [2.5, 2],
    [1.04, 1],
    [1.06, 1.1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('clamps %s to %s', (input, expected) => {
    expect(clampFontSize(input)).toBe(expected);
  });

  it('steps by 0.1 without float noise and stops at the bounds', () => {
    expect(stepFontSize(1, 1)).toBe(1.1);
    expect(stepFontSize(1.1, 1)).toBe(1.2);
    expect(stepFontSize(1.2, -1)).toBe(1.1);
    expect(stepFontSize(FONT_SIZE.max, 1)).toBe(2);
    expect(stepFontSize(FONT_SIZE.min, -1)).toBe(0.8);
    let size = 1;
    for (let i = 0; i < 20; i++) size = stepFontSize(size, 1);
    expect(size).toBe(2);
  });

  it('is shown as a percentage', () => {
    expect(fontSizeLabel(1)).toBe('100%');
    expect(fontSizeLabel(1.3)).toBe('130%');
    expect(fontSizeLabel(0.8)).toBe('80%');
  });
});

describe('parseSettings', () => {
  const defaults = defaultSettings(true);

  it('keeps valid stored values', () => {
    const stored = { fontSize: 1.5, highContrast: true, reducedMotion: false, screenReader: true, keyboardNavigation: false, focusRing: false };
    expect(parseSettings(stored, defaults)).toEqual(stored);
  });

  it('falls back per field on missing or wrong types and clamps the size', () => {
    expect(parseSettings({ fontSize: 9, highContrast: 'yes' }, defaults)).toEqual({ ...defaults, fontSize: 2 });
    expect(parseSettings({ fontSize: '1.2' }, defaults)).toEqual(defaults);
  });

  it('ignores anything that is not an object', () => {
    expect(parseSettings(null, defaults)).toBe(defaults);
    expect(parseSettings('x', defaults)).toBe(defaults);
    expect(parseSettings(3, defaults)).toBe(defaults);
  });
});

describe('shortcutOf', () => {
  const alt = (key: string, code: string, extra: Partial<KeyboardEvent> = {}) => ({ altKey: true, ctrlKey: false, metaKey: false, key, code, ...extra });

  it('maps Alt+A, Alt+C, Alt+= and Alt+-', () => {
    expect(shortcutOf(alt('a', 'KeyA'))).toBe('toggle-panel');
    expect(shortcutOf(alt('c', 'KeyC'))).toBe('toggle-contrast');
    expect(shortcutOf(alt('=', 'Equal'))).toBe('font-up');
    expect(shortcutOf(alt('+', 'Equal'))).toBe('font-up');
    expect(shortcutOf(alt('+', 'NumpadAdd'))).toBe('font-up');
    expect(shortcutOf(alt('-', 'Minus'))).toBe('font-down');
  });

  it('reads the physical key when Alt changes the character (macOS)', () => {
    expect(shortcutOf(alt('å', 'KeyA'))).toBe('toggle-panel');
    expect(shortcutOf(alt('≠', 'Equal'))).toBe('font-up');
    expect(shortcutOf(alt('–', 'Minus'))).toBe('font-down');
  });

  it('ignores other keys and other modifiers', () => {
    expect(shortcutOf({ ...alt('a', 'KeyA'), altKey: false })).toBeNull();
    expect(shortcutOf(alt('a', 'KeyA', { ctrlKey: true }))).toBeNull();
    expect(shortcutOf(alt('a', 'KeyA', { metaKey: true }))).toBeNull();
    expect(shortcutOf(alt('b', 'KeyB'))).toBeNull();
  });
});
