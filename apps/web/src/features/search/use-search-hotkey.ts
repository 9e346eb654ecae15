import { useEffect } from 'react';

/** Ctrl+K (Cmd+K on a Mac) opens the global search from anywhere in the portal, even inside a text field. */
export function useSearchHotkey(open: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault(); // the browser would otherwise focus its own address-bar search
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}
