import { describe, expect, it } from 'vitest';
import { asThemeMode, nextThemeMode } from '@/components/theme-mode/theme-modes';

describe('theme modes', () => {
  it('cycle light -> dark -> system -> light', () => {
    expect(nextThemeMode('light')).toBe('dark');
    expect(nextThemeMode('dark')).toBe('system');
    expect(nextThemeMode('system')).toBe('light');
  });

  it('default to system when MUI has not read the mode yet', () => {
    expect(asThemeMode(undefined)).toBe('system');
    expect(asThemeMode('sepia')).toBe('system');
    expect(asThemeMode('dark')).toBe('dark');
  });
});
