import AccessibilityNewIcon from '@mui/icons-material/AccessibilityNew';
import Fab from '@mui/material/Fab';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useAccessibility } from '@/features/accessibility/accessibility-context';
import { useHydrated } from '@/lib/use-hydrated';

const loadPanel = () => import('@/features/accessibility/components/accessibility-panel');
const AccessibilityPanel = lazy(async () => ({ default: (await loadPanel()).AccessibilityPanel }));

export const PANEL_ID = 'accessibility-panel';

/**
 * The floating button at the bottom left of every page. Only this button ships with the landing page; the panel
 * is fetched when the pointer or focus comes near the button, and mounted on first open.
 */
export function AccessibilityButton() {
  const { panelOpen, setPanelOpen, settings, announce } = useAccessibility();
  // Prerendered pages carry the default label; a stored screen-reader setting changes it once hydrated.
  const hydrated = useHydrated();
  const [everOpened, setEverOpened] = useState(panelOpen);
  if (panelOpen && !everOpened) setEverOpened(true);

  useRouteAnnouncements(settings.screenReader, announce);

  return (
    <>
      <Fab
        color="primary"
        size="medium"
        aria-label={settings.screenReader && hydrated ? 'Accessibility settings (shortcut Alt+A)' : 'Accessibility settings'}
        aria-keyshortcuts="Alt+A"
        aria-haspopup="dialog"
        aria-expanded={panelOpen}
        aria-controls={panelOpen ? PANEL_ID : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setPanelOpen(true)}
        sx={{
          position: 'fixed',
          left: { xs: 12, sm: 20 },
          bottom: { xs: 12, sm: 20 },
          // The drawers' level: later in the page than the portal's permanent sidebar, so above it, and earlier
          // than the portals of drawers and dialogs opened over the page (this panel too), so below them.
          zIndex: (t) => t.zIndex.drawer,
          border: '2px solid',
          borderColor: 'secondary.main',
        }}
      >
        <AccessibilityNewIcon />
      </Fab>
      {everOpened && (
        <Suspense fallback={null}>
          <AccessibilityPanel id={PANEL_ID} />
        </Suspense>
      )}
    </>
  );
}

/** In screen reader mode, says which page a client-side navigation arrived at (the browser says nothing). */
function useRouteAnnouncements(enabled: boolean, announce: (message: string) => void) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!enabled) return;
    // Pages are lazy: give the new page a moment to render its heading.
    const timer = window.setTimeout(() => {
      const heading = document.querySelector('main h1')?.textContent?.trim();
      announce(`Navigated to ${heading || document.title}`);
    }, 600);
    return () => window.clearTimeout(timer);
  }, [pathname, enabled, announce]);
}
