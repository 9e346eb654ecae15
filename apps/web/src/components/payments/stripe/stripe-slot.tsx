import { lazy, Suspense } from 'react';
import { LoadingBlock } from '@/components/feedback/loading-block';
import type { TStripeCard } from '@/components/payments/stripe/stripe-card-panel';

/** Stripe Elements and Stripe.js arrive only when a Stripe gateway is picked: never with the page. */
const StripeCardPanel = lazy(() => import('@/components/payments/stripe/stripe-card-panel'));

interface TProps {
  publishableKey: string | null;
  actionLabel: string;
  disabled?: boolean;
  onSubmit: (card: TStripeCard) => Promise<void>;
}

export function StripeSlot(props: TProps) {
  return (
    <Suspense fallback={<LoadingBlock height={96} label="Loading the card form" />}>
      <StripeCardPanel {...props} />
    </Suspense>
  );
}
