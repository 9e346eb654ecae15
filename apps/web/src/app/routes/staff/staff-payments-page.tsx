import { PaymentsToConfirmScreen } from '@/features/staff-money/components/payments-to-confirm-screen';

/** /staff/payments: the payments clients announced, to record as received or reject. */
export function Component() {
  return <PaymentsToConfirmScreen />;
}
