import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { useMemo, useState } from 'react';
import { CARD_TEXT } from '@/components/payments/stripe/card-texts';
import { stripeFor, STRIPE_KEY_MISSING, STRIPE_NOT_READY } from '@/components/payments/stripe/stripe-actions';

/** What the caller does with the card once the payer submits: pay an intent or set up a saved card. */
export interface TStripeCard {
  /** Confirms a PaymentIntent with the card entered; resolves when Stripe is done (3-D Secure included). */
  confirmPayment: (clientSecret: string) => Promise<void>;
  /** Confirms a SetupIntent with the card entered; resolves to Stripe's payment method id (pm_...). */
  confirmSetup: (clientSecret: string) => Promise<string>;
  /**
   * Turns the card entered into a PaymentMethod without charging it (the booking wizard's card check: the server
   * charges it when the booking is confirmed, and 3-D Secure, if the bank asks, follows then).
   */
  createPaymentMethod: () => Promise<{ id: string; lastFour: string | null }>;
}

interface TProps {
  publishableKey: string | null;
  actionLabel: string;
  disabled?: boolean;
  onSubmit: (card: TStripeCard) => Promise<void>;
}

const CARD_MISSING = 'Card information not found. Please refresh and try again.';

/** A failure a card step names itself; anything else thrown on the way (Stripe.js itself) is "unexpected". */
class CardStepError extends Error {}

async function cardStep<T>(unexpected: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new Error(error instanceof CardStepError ? error.message : unexpected);
  }
}

function CardForm({ actionLabel, disabled, onSubmit }: Omit<TProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const theme = useTheme();
  const [state, setState] = useState<{ complete: boolean; error: string | null }>({ complete: false, error: null });
  const [busy, setBusy] = useState(false);

  const card = () => {
    if (!stripe || !elements) throw new CardStepError(STRIPE_NOT_READY);
    const element = elements.getElement(CardElement);
    if (!element) throw new CardStepError(CARD_MISSING);
    return { stripe, element };
  };
  const api: TStripeCard = {
    confirmPayment: (clientSecret) =>
      cardStep(CARD_TEXT.paymentUnexpected, async () => {
        if (!clientSecret) throw new CardStepError(CARD_TEXT.paymentNotReady);
        const { stripe: s, element } = card();
        const { error, paymentIntent } = await s.confirmCardPayment(clientSecret, { payment_method: { card: element } });
        if (error) throw new CardStepError(error.message || CARD_TEXT.paymentFailed);
        if (paymentIntent?.status !== 'succeeded' && paymentIntent?.status !== 'processing') throw new CardStepError(CARD_TEXT.paymentIncomplete);
      }),
    confirmSetup: (clientSecret) =>
      cardStep(CARD_TEXT.setupUnexpected, async () => {
        if (!clientSecret) throw new CardStepError(CARD_TEXT.setupNotReady);
        const { stripe: s, element } = card();
        const { error, setupIntent } = await s.confirmCardSetup(clientSecret, { payment_method: { card: element } });
        if (error) throw new CardStepError(error.message || CARD_TEXT.setupFailed);
        if (setupIntent?.status !== 'succeeded') throw new CardStepError(CARD_TEXT.setupIncomplete);
        const method = setupIntent.payment_method;
        const id = typeof method === 'string' ? method : method?.id;
        if (!id) throw new CardStepError(CARD_TEXT.setupNoMethod);
        return id;
      }),
    createPaymentMethod: () =>
      cardStep(CARD_TEXT.setupUnexpected, async () => {
        const { stripe: s, element } = card();
        const { error, paymentMethod } = await s.createPaymentMethod({ type: 'card', card: element });
        if (error || !paymentMethod) throw new CardStepError(error?.message || CARD_TEXT.methodFailed);
        // The wizard shows the card by its last four; a method without them cannot be told apart from another.
        if (!paymentMethod.card?.last4) throw new CardStepError(CARD_TEXT.methodUnverified);
        return { id: paymentMethod.id, lastFour: paymentMethod.card.last4 };
      }),
  };

  const submit = async () => {
    setBusy(true);
    try {
      await onSubmit(api);
    } finally {
      setBusy(false);
    }
  };

  // Spec section 5: enabled only when the card entry is complete, has no error and nothing is running.
  const ready = !!stripe && state.complete && !state.error && !busy && !disabled;
  return (
    <Stack spacing={1.5}>
      <Box sx={{ border: 1, borderColor: state.error ? 'error.main' : 'divider', borderRadius: 1, px: 1.5, py: 1.75 }}>
        <CardElement
          options={{ hidePostalCode: true, style: { base: { fontSize: '16px', color: theme.palette.text.primary } } }}
          onChange={(e: StripeCardElementChangeEvent) => setState({ complete: e.complete, error: e.error?.message ?? null })}
        />
      </Box>
      {state.error && <FormHelperText error>{state.error}</FormHelperText>}
      <Button variant="contained" onClick={() => void submit()} disabled={!ready} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}>
        {actionLabel}
      </Button>
    </Stack>
  );
}

/**
 * Stripe Elements' card field with its own submit button (spec section 4: only this gateway has one). Shared by
 * the payments screens and the booking wizard; reached through StripeSlot so Stripe.js loads only when needed.
 */
export default function StripeCardPanel({ publishableKey, ...rest }: TProps) {
  const stripe = useMemo(() => (publishableKey ? stripeFor(publishableKey) : null), [publishableKey]);
  if (!stripe) return <Alert severity="error">{STRIPE_KEY_MISSING}</Alert>;
  return (
    <Elements stripe={stripe}>
      <CardForm {...rest} />
    </Elements>
  );
}
