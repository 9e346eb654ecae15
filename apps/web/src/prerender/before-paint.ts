import { defaultSettings, parseSettings } from '@/features/accessibility/accessibility-settings';
import { applySettings, prefersReducedMotion } from '@/features/accessibility/apply-settings';
import { accessibilityStorage } from '@/lib/storage';

/**
 * Inlined into the head of every page (scripts/prerender.mjs, allowed by its CSP hash): the stored font size,
 * contrast and motion settings take effect before the prerendered markup is painted, not when the app starts.
 */
applySettings(parseSettings(accessibilityStorage.get(), defaultSettings(prefersReducedMotion())));
