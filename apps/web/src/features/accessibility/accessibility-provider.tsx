import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AccessibilityContext, type TAccessibilityContext } from '@/features/accessibility/accessibility-context';
import {
  defaultSettings,
  fontSizeLabel,
  parseSettings,
  shortcutOf,
  stepFontSize,
  type TAccessibilitySettings,
} from '@/features/accessibility/accessibility-settings';
import { applySettings, prefersReducedMotion } from '@/features/accessibility/apply-settings';
import { accessibilityStorage } from '@/lib/storage';
import { VISUALLY_HIDDEN } from '@/components/visually-hidden';

function initialSettings(): TAccessibilitySettings {
  // The prerenderer has no visitor: it renders the defaults (the browser applies stored settings before paint).
  if (typeof document === 'undefined') return defaultSettings();
  const settings = parseSettings(accessibilityStorage.get(), defaultSettings(prefersReducedMotion()));
  // Applied before the first render so a large font or high contrast does not flash in after the page paints.
  applySettings(settings);
  return settings;
}

/**
 * Holds the accessibility settings (persisted in browser storage), applies them to the page, listens for the
 * spec's Alt shortcuts anywhere in the app, and owns the live region that announces their effect. The panel
 * itself is a separate lazy chunk; this provider stays small because it ships with the landing page.
 */
export function AccessibilityProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(initialSettings);
  const [panelOpen, setPanelOpen] = useState(false);
  const [message, setMessage] = useState('');
  const clearTimer = useRef<number | undefined>(undefined);

  useLayoutEffect(() => applySettings(settings), [settings]);

  const save = useCallback((next: TAccessibilitySettings) => {
    accessibilityStorage.set(next);
    return next;
  }, []);

  const update = useCallback((patch: Partial<TAccessibilitySettings>) => setSettings((current) => save({ ...current, ...patch })), [save]);
  const reset = useCallback(() => setSettings(save(defaultSettings(prefersReducedMotion()))), [save]);

  const announce = useCallback((text: string) => {
    // Clearing first makes a repeated message ("Font size 200%" twice) be read again.
    setMessage('');
    window.clearTimeout(clearTimer.current);
    window.setTimeout(() => setMessage(text), 50);
    clearTimer.current = window.setTimeout(() => setMessage(''), 5000);
  }, []);

  const settingsRef = useRef(settings);
  useEffect(() => {
    settingsRef.current = settings;
  }, [settings]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event);
      if (!shortcut) return;
      event.preventDefault();
      const current = settingsRef.current;
      if (shortcut === 'toggle-panel') {
        setPanelOpen((open) => !open);
      } else if (shortcut === 'toggle-contrast') {
        update({ highContrast: !current.highContrast });
        announce(`High contrast ${current.highContrast ? 'off' : 'on'}`);
      } else {
        const fontSize = stepFontSize(current.fontSize, shortcut === 'font-up' ? 1 : -1);
        update({ fontSize });
        announce(`Font size ${fontSizeLabel(fontSize)}`);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [update, announce]);

  const value = useMemo<TAccessibilityContext>(
    () => ({ settings, update, reset, panelOpen, setPanelOpen, announce }),
    [settings, update, reset, panelOpen, announce],
  );

  return (
    <AccessibilityContext.Provider value={value}>
      {children}
      <div role="status" aria-live="polite" aria-atomic="true" data-testid="a11y-announcer" style={VISUALLY_HIDDEN}>
        {message}
      </div>
    </AccessibilityContext.Provider>
  );
}
