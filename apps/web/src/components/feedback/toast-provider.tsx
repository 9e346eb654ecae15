import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ToastContext, type TToast } from '@/components/feedback/toast-context';

const MAX_VISIBLE = 4;
const durationOf = (toast: TToast) => toast.durationMs ?? (toast.severity === 'error' ? 8_000 : 6_000);

/** The toast stack at the top right (spec section 2). Toasts are polite status messages, not alerts. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<(TToast & { id: number })[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Map<number, number>());

  const dismiss = useCallback((id: number) => {
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const show = useCallback(
    (toast: TToast) => {
      const id = ++nextId.current;
      setToasts((list) => [...list, { ...toast, id }].slice(-MAX_VISIBLE));
      timers.current.set(
        id,
        window.setTimeout(() => dismiss(id), durationOf(toast)),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const stack = (
    <Stack
      spacing={1}
      role="region"
      aria-label="Notifications"
      sx={{ position: 'fixed', top: 80, right: 16, zIndex: (t) => t.zIndex.snackbar, width: 'min(380px, calc(100vw - 32px))' }}
    >
      {toasts.map((toast) => (
        <Alert
          key={toast.id}
          role="status"
          aria-live="polite"
          variant="filled"
          severity={toast.severity}
          onClose={() => dismiss(toast.id)}
          sx={{ boxShadow: 4 }}
        >
          {toast.title && <AlertTitle>{toast.title}</AlertTitle>}
          {toast.message}
        </Alert>
      ))}
    </Stack>
  );

  return (
    <ToastContext.Provider value={show}>
      {children}
      {/*
       * Straight under <body>, and only while a toast shows: an open dialog hides what was on the page when it
       * opened from screen readers (aria-hidden on the app's root), and a toast raised from inside the dialog, put
       * in after that, stays readable.
       */}
      {toasts.length > 0 && createPortal(stack, document.body)}
    </ToastContext.Provider>
  );
}
