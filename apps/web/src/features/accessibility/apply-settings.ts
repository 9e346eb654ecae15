import type { TAccessibilitySettings } from '@/features/accessibility/accessibility-settings';

/**
 * Settings take effect through the root element: the font size scales every rem (MUI typography is in rem),
 * and data attributes switch on the CSS rules kept in app/theme.ts. Nothing re-renders.
 */
export function applySettings(settings: TAccessibilitySettings, root: HTMLElement = document.documentElement) {
  // A percentage keeps the visitor's own browser font size as the base.
  root.style.fontSize = settings.fontSize === 1 ? '' : `${Math.round(settings.fontSize * 100)}%`;
  const flags: [string, boolean][] = [
    ['data-reduced-motion', settings.reducedMotion],
    ['data-screen-reader', settings.screenReader],
    ['data-keyboard-nav', settings.keyboardNavigation],
    ['data-focus-ring', settings.focusRing],
  ];
  for (const [name, on] of flags) {
    if (on) root.setAttribute(name, 'on');
    else root.removeAttribute(name);
  }
  if (settings.highContrast) root.setAttribute('data-contrast', 'high');
  else root.removeAttribute('data-contrast');
}

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
