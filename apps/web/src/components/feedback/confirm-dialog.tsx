import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';

export interface TConfirmOptions {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Destructive actions get the error colour on their button. */
  destructive?: boolean;
}

/** The three confirmations of spec section 4, ready to pass to confirm(). */
export const CONFIRM_PRESETS = {
  delete: {
    title: 'Confirm Delete',
    message: 'Are you sure you want to delete this? This action cannot be undone and the item will be permanently removed.',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    destructive: true,
  },
  leaveBooking: {
    title: 'Leave Booking?',
    message: 'You have unsaved progress in your booking. If you leave now, it will be lost.',
    confirmLabel: 'Leave',
    cancelLabel: 'Stay',
    destructive: true,
  },
  clearBooking: {
    title: 'Clear Booking?',
    message: 'This clears everything you have entered so you can start over.',
    confirmLabel: 'Clear',
    cancelLabel: 'Cancel',
    destructive: true,
  },
} satisfies Record<string, TConfirmOptions>;

/**
 * `const [confirm, dialog] = useConfirm()`: render `dialog` once, then `if (await confirm(options)) ...`.
 * Resolves true on confirm and false on cancel, Escape or a click outside. A hook rather than a provider, so a
 * screen that needs it does not depend on app-wide wiring.
 */
export function useConfirm(): [(options: TConfirmOptions) => Promise<boolean>, ReactNode] {
  const [options, setOptions] = useState<TConfirmOptions | null>(null);
  const resolver = useRef<((value: boolean) => void) | null>(null);
  const titleId = useId();
  const textId = useId();

  const confirm = useCallback((next: TConfirmOptions) => {
    resolver.current?.(false); // a second request supersedes an unanswered one
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOptions(null);
  };

  const dialog = (
    <Dialog open={options !== null} onClose={() => answer(false)} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      {options && (
        <>
          <DialogTitle id={titleId}>{options.title}</DialogTitle>
          <DialogContent>
            <DialogContentText id={textId}>{options.message}</DialogContentText>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={() => answer(false)} color="inherit" autoFocus>
              {options.cancelLabel ?? 'Cancel'}
            </Button>
            <Button onClick={() => answer(true)} variant="contained" color={options.destructive ? 'error' : 'primary'}>
              {options.confirmLabel ?? 'Confirm'}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );

  return [confirm, dialog];
}
