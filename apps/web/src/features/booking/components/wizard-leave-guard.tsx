import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { CONFIRM_PRESETS, useConfirm } from '@/components/feedback/confirm-dialog';
import { isLeavingOnPurpose, stayInWizard } from '@/features/booking/wizard-leave';
import { useLeavePrompt } from '@/lib/use-leave-prompt';

/** Closing the tab asks unless the wizard itself is taking the visitor away (read at that moment). */
const leavingAsks = () => !isLeavingOnPurpose();

/**
 * Leaving an open booking asks first (issue 39, point 6; the spec's "Leave Booking?" dialog): a link inside the
 * site (the header's "New Booking" among them) with the dialog, closing or reloading the
 * tab with the browser's own prompt. Moving between the booking's steps, and the booking's own ways out (its
 * confirmation page, a confirmed Exit, a wallet's approval page), pass without a question.
 */
export function WizardLeaveGuard({ sessionId }: { sessionId: string }) {
  const [confirm, dialog] = useConfirm();
  useEffect(() => stayInWizard(), [sessionId]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (isLeavingOnPurpose() || nextLocation.pathname === '/booking/complete') return false;
    const sameBooking = nextLocation.pathname === currentLocation.pathname && new URLSearchParams(nextLocation.search).get('session_id') === sessionId;
    return !sameBooking;
  });

  // The blocker is a new object each render; the question is asked once per blocked navigation.
  const latest = useRef(blocker);
  latest.current = blocker;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm(CONFIRM_PRESETS.leaveBooking).then((leave) => {
      const b = latest.current;
      if (b.state !== 'blocked') return;
      if (leave) b.proceed();
      else b.reset();
    });
  }, [blocker.state, confirm]);

  useLeavePrompt(leavingAsks, CONFIRM_PRESETS.leaveBooking.message);

  return dialog;
}
