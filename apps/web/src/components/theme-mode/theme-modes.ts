/** The three theme modes (spec section 2: default "system"); MUI stores the choice under STORAGE_KEYS.themeMode. */
export const THEME_MODES = ['light', 'dark', 'system'] as const;
export type TThemeMode = (typeof THEME_MODES)[number];

export const THEME_MODE_LABELS: Record<TThemeMode, string> = { light: 'Light', dark: 'Dark', system: 'System' };

export const nextThemeMode = (mode: TThemeMode): TThemeMode => THEME_MODES[(THEME_MODES.indexOf(mode) + 1) % THEME_MODES.length] ?? 'system';

/** MUI reports no mode before it has read storage; the app's default applies then. */
export const asThemeMode = (mode: string | undefined): TThemeMode =>
  (THEME_MODES as readonly string[]).includes(mode ?? '') ? (mode as TThemeMode) : 'system';
