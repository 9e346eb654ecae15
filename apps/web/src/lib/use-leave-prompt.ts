import { useEffect } from 'react';

/**
 * The browser's own "leave this page?" prompt on closing or reloading the tab, while `active`: a flag, or a check
 * read at the moment of leaving (keep it stable, e.g. declared outside the component). Browsers show their own
 * words; `message` is set as returnValue for those that still read it.
 */
export function useLeavePrompt(active: boolean | (() => boolean), message: string) {
  useEffect(() => {
    if (active === false) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (typeof active === 'function' && !active()) return;
      event.preventDefault();
      event.returnValue = message;
      return message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active, message]);
}
