import { useQuery } from '@tanstack/react-query';
import { contractDeadlineNotice, orderNotices, overdueMoneyNotices, quoteExpiryNotice, type TNotice } from '@venue/shared/dashboard/notices';
import { venueDay } from '@venue/shared/dates';
import { useState } from 'react';
import { pendingSignaturesQuery } from '@/features/contracts/api/contracts.queries';
import { CONTRACTS_TAB } from '@/features/contracts/components/critical-contracts-card';
import type { TDashboardNotice } from '@/features/dashboard/components/notices-card';
import { invoicesQuery, paymentPlansQuery, paymentsQuery } from '@/features/payments/api/payments.queries';
import { quotesByStatusQuery } from '@/features/quotes/api/quotes.queries';
import { QUOTES_TAB } from '@/features/quotes/components/critical-quotes-card';

const withLink = <T extends TNotice>(n: T | null, to: string, state?: object): TDashboardNotice | null => (n ? { ...n, to, state } : null);

/**
 * The dashboard's one list of notices (spec document 1, section 9): quote expiry, contract deadlines and overdue
 * payments, built from the calls the cards already make (the same query keys, so no extra requests for quotes and
 * contracts), ordered and capped by the shared rule. Features meet here, in the route.
 */
export function useDashboardNotices() {
  const [today] = useState(() => venueDay());
  const quotes = useQuery(quotesByStatusQuery('SENT'));
  const contracts = useQuery(pendingSignaturesQuery());
  const payments = useQuery(paymentsQuery());
  const invoices = useQuery(invoicesQuery());
  const plans = useQuery(paymentPlansQuery());
  const all = [quotes, contracts, payments, invoices, plans];

  const notices: (TDashboardNotice | null)[] = [];
  for (const q of quotes.data ?? [])
    if (q.is_actionable)
      notices.push(
        withLink(quoteExpiryNotice({ id: q.id, event_name: q.event_details.name, valid_until: q.valid_until }, today), `/events/${q.event_details.id}`, {
          activeTab: QUOTES_TAB,
        }),
      );
  for (const c of contracts.data?.contracts ?? [])
    if (c.can_client_sign)
      notices.push(
        withLink(
          contractDeadlineNotice({ id: c.id, template_name: c.template_name, event_title: c.event.title, valid_until: c.valid_until }, today),
          `/events/${c.event.id}`,
          { activeTab: CONTRACTS_TAB },
        ),
      );
  const money = overdueMoneyNotices({ payments: payments.data?.results ?? [], invoices: invoices.data?.results ?? [], plans: plans.data ?? [] }, today);
  for (const n of money) notices.push(withLink(n, '/payments', n.kind === 'payment' ? { highlightPayment: n.id } : undefined));

  return {
    notices: orderNotices(notices.filter((n): n is TDashboardNotice => n !== null)),
    loading: all.some((q) => q.isPending),
    // A failed source hides its notices; the card says so rather than claim there is nothing to do.
    failed: all.some((q) => q.isError),
  };
}
