import type { AlertColor } from '@mui/material/Alert';
import { createContext, useContext } from 'react';

export interface TToast {
  severity: AlertColor;
  message: string;
  title?: string;
  /** Spec section 9: 6 s by default, 8 s for errors. */
  durationMs?: number;
}

export const ToastContext = createContext<((toast: TToast) => void) | null>(null);

export function useToast(): (toast: TToast) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
