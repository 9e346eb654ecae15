import { PaymentSettingsScreen } from '@/features/staff-prices/components/payment-settings-screen';

/** /staff/payment-settings: deposit, balance, ways to pay and the refund policy. */
export function Component() {
  return <PaymentSettingsScreen />;
}
