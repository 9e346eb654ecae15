import { createContext, useContext } from 'react';
import type { TAccessibilitySettings } from '@/features/accessibility/accessibility-settings';

export interface TAccessibilityContext {
  settings: TAccessibilitySettings;
  update: (patch: Partial<TAccessibilitySettings>) => void;
  reset: () => void;
  panelOpen: boolean;
  setPanelOpen: (open: boolean) => void;
  /** Says `message` through the polite live region (screen readers read it without moving the focus). */
  announce: (message: string) => void;
}

export const AccessibilityContext = createContext<TAccessibilityContext | null>(null);

export function useAccessibility(): TAccessibilityContext {
  const value = useContext(AccessibilityContext);
  if (!value) throw new Error('useAccessibility must be used inside <AccessibilityProvider>');
  return value;
}
