import { QuotesScreen } from '@/features/staff-sales/components/quotes/quotes-screen';

/** /staff/quotes: every quote, filtered by status. */
export function Component() {
  return <QuotesScreen />;
}
