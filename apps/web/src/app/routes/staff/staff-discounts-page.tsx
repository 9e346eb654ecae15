import { DiscountsScreen } from '@/features/staff-prices/components/discounts-screen';

/** /staff/discounts: the codes visitors type in the booking wizard. */
export function Component() {
  return <DiscountsScreen />;
}
