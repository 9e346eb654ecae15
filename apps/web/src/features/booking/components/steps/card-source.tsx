import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZFlowGateway } from '@venue/shared/booking/flow.schema';
import { fromMinor, toMinor } from '@venue/shared/money';
import { useEffect, useState, type RefObject } from 'react';
import { cardIssues, EMPTY_CARD, tokenRequestOf, type TCardInput } from '@/components/payments/card-input';
import type { TStripeCard } from '@/components/payments/stripe/stripe-card-panel';
import { StripeSlot } from '@/components/payments/stripe/stripe-slot';
import { TestCardFields, type TCardErrors } from '@/components/payments/test-card-fields';
import { TestCardsHint } from '@/components/payments/test-cards-hint';
import { useAuth } from '@/lib/auth/auth-context';
import { tokenizeTestCard } from '@/lib/test-gateway';
import { displayMoney } from '@/lib/money-display';
import { savedMethodsQuery } from '@/features/booking/api/booking.queries';

type TGateway = z.infer<typeof ZFlowGateway>;
export interface TCardSource {
  payment_gateway_id: number | null;
  payment_gateway_code: string | null;
  payment_method_id: number | null;
  payment_method_token: string | null;
  /** What the success view names ("Visa ending 4242"). */
  label: string | null;
  /**
   * The spec's wizard method: a card, a wallet approved in its app (DIGITAL_WALLET: GCash, Maya), or paid offline
   * (BANK_TRANSFER, MANUAL: a pending payment the venue confirms).
   */
  method?: 'CREDIT_CARD' | 'DIGITAL_WALLET' | 'BANK_TRANSFER' | 'MANUAL';
}
export const NO_SOURCE: TCardSource = {
  payment_gateway_id: null,
  payment_gateway_code: null,
  payment_method_id: null,
  payment_method_token: null,
  label: null,
};

interface TProps {
  gateways: TGateway[];
  /** The server's default_gateway (a gateway id): preselected when it is in the list, else the first. */
  defaultGatewayId?: number | null;
  value: TCardSource;
  onChange: (source: TCardSource) => void;
  error?: string;
  /**
   * Filled in by the picker: makes what the visitor chose or typed the payment source (the card checked and
   * tokenised, the saved card picked) so that Next uses it without "Use This Card"; answers whether it could.
   */
  prepareRef?: RefObject<(() => Promise<boolean>) | null>;
  /** What confirming will charge now ("37968.00"): a wallet that cannot take that much says so before Next. */
  amountDue: string;
}

/** A wallet's most per payment (its public config's max_amount), when it has one. */
const walletMaxMinor = (g: TGateway): bigint | null => {
  const max = g.public_config.max_amount;
  return typeof max === 'string' && /^\d+(\.\d{1,2})?$/.test(max) ? toMinor(max) : null;
};
/** Ways that need no card from the visitor: a wallet approved in its app, or paid offline. */
const needsNoCard = (g: TGateway | undefined) => g?.flow === 'offline' || g?.flow === 'redirect';

/**
 * Spec: signed-in clients pick a saved method or add a new one (then a gateway); guests pick a gateway directly, the
 * server's default_gateway (else the first) preselected. Once a card is validated (saved, or tokenised) a success
 * view shows until "Use Different Payment Method". The card forms (the test gateway's and Stripe Elements) and their
 * hints are the payments screens' own (components/payments).
 */
export function CardSource({ gateways, defaultGatewayId = null, value, onChange, error, prepareRef, amountDue }: TProps) {
  const { user } = useAuth();
  const methods = useQuery({ ...savedMethodsQuery(user?.id ?? 0), enabled: !!user });
  const saved = (methods.data ?? []).filter((m) => m.is_active);
  const [choice, setChoice] = useState<string>('new');
  const preferred = gateways.find((g) => g.id === defaultGatewayId) ?? gateways[0];
  const [gatewayCode, setGatewayCode] = useState(value.payment_gateway_code ?? preferred?.code ?? '');
  const [card, setCard] = useState<TCardInput>(EMPTY_CARD);
  const [cardErrors, setCardErrors] = useState<TCardErrors>({});
  const [busy, setBusy] = useState(false);
  const [stripeError, setStripeError] = useState<string | null>(null);
  const gateway = gateways.find((g) => g.code === gatewayCode) ?? preferred;

  useEffect(() => {
    if (!gatewayCode && preferred) setGatewayCode(preferred.code);
  }, [gatewayCode, preferred]);

  // A wallet that takes less than is due now (GCash and Maya: ₱100,000.00 a payment) cannot be chosen for it.
  const overWalletLimit = (g: TGateway | undefined) => {
    const max = g?.flow === 'redirect' ? walletMaxMinor(g) : null;
    return max !== null && toMinor(amountDue) > max ? max : null;
  };
  // A wallet or an offline way needs nothing more from the visitor: choosing it (or having it preselected) is the
  // whole source; the wallet itself is opened when the booking is confirmed.
  const chooseWithoutCard = (g: TGateway) => {
    if (overWalletLimit(g) !== null) {
      // Chosen before the amount grew (a deposit, then in full): not usable now; the notice says why.
      if (value.payment_gateway_code) onChange(NO_SOURCE);
      return false;
    }
    onChange({
      ...NO_SOURCE,
      payment_gateway_id: g.id,
      payment_gateway_code: g.code,
      label: g.name,
      method: g.flow === 'redirect' ? 'DIGITAL_WALLET' : g.method_type === 'BANK_TRANSFER' ? 'BANK_TRANSFER' : 'MANUAL',
    });
    return true;
  };
  const chooseGateway = (code: string) => {
    setGatewayCode(code);
    const g = gateways.find((x) => x.code === code);
    if (g && needsNoCard(g) && chooseWithoutCard(g)) return;
    if (value.payment_gateway_code) onChange(NO_SOURCE);
  };

  const pickSaved = () => {
    const m = saved.find((s) => String(s.id) === choice);
    if (m) onChange({ ...NO_SOURCE, payment_method_id: m.id, label: `${m.nickname || m.type_display}${m.last_four ? ` ending ${m.last_four}` : ''}` });
    return !!m;
  };
  const validateCard = async (): Promise<boolean> => {
    if (!gateway) return false;
    const issues = cardIssues(card);
    setCardErrors(Object.fromEntries(issues.map((i) => [i.field, i.message])));
    if (issues.length) return false;
    setBusy(true);
    try {
      const token = await tokenizeTestCard(tokenRequestOf(card));
      onChange({
        payment_gateway_id: gateway.id,
        payment_gateway_code: gateway.code,
        payment_method_id: null,
        payment_method_token: token.id,
        label: `Card ending ${card.number.replace(/\D/g, '').slice(-4)}`,
      });
      return true;
    } catch (e) {
      setCardErrors({ number: e instanceof Error ? e.message : 'Your card could not be validated.' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  // Spec (booking mode): the card is checked and made a payment method, not charged; confirming the booking charges it.
  const takeStripeCard = async (stripeCard: TStripeCard) => {
    if (!gateway) return;
    try {
      const method = await stripeCard.createPaymentMethod();
      onChange({
        payment_gateway_id: gateway.id,
        payment_gateway_code: gateway.code,
        payment_method_id: null,
        payment_method_token: method.id,
        label: method.lastFour ? `Card ending ${method.lastFour}` : 'Card ready',
      });
    } catch (e) {
      setStripeError(e instanceof Error ? e.message : 'Your card could not be validated.');
    }
  };
  const publishableKey = typeof gateway?.public_config.publishable_key === 'string' ? gateway.public_config.publishable_key : null;

  useEffect(() => {
    if (!prepareRef) return;
    prepareRef.current = async () => {
      if (value.payment_method_token || value.payment_method_id) return true;
      if (choice !== 'new') return pickSaved();
      if (gateway && needsNoCard(gateway)) return chooseWithoutCard(gateway);
      // A card typed into the test gateway's form is checked and used; an empty form is left to the step's own error.
      if (gateway?.flow === 'test_card' && card.number.trim()) return validateCard();
      return false;
    };
  });

  if (value.payment_method_token || value.payment_method_id)
    return (
      <Alert severity="success" icon={<CheckCircleIcon />} action={<Button onClick={() => onChange(NO_SOURCE)}>Use Different Payment Method</Button>}>
        {value.label ?? 'Payment method ready'}. It is charged only when you confirm your booking.
      </Alert>
    );

  return (
    <Stack spacing={2}>
      {user && saved.length > 0 && (
        <RadioGroup aria-label="Pay with" value={choice} onChange={(e) => setChoice(e.target.value)}>
          {saved.map((m) => (
            <FormControlLabel
              key={m.id}
              value={String(m.id)}
              control={<Radio />}
              label={`${m.nickname || m.type_display}${m.last_four ? ` (•••• ${m.last_four})` : ''}`}
            />
          ))}
          <FormControlLabel value="new" control={<Radio />} label="Use a new payment method" />
        </RadioGroup>
      )}
      {choice !== 'new' ? (
        <Button variant="contained" onClick={pickSaved} sx={{ alignSelf: 'flex-start' }}>
          Use This Card
        </Button>
      ) : (
        <>
          {/* Spec 002 §6: a guest has no saved methods, so the picker asks for one at once. */}
          {!user && gateways.length > 0 && !needsNoCard(gateway) && <Alert severity="info">Add a payment method to complete your booking</Alert>}
          {gateways.length === 0 && <Alert severity="error">Payment settings are not configured. Please contact support.</Alert>}
          {gateways.length > 1 && (
            <>
              <FormLabel id="gateway-label">How would you like to pay?</FormLabel>
              <RadioGroup aria-labelledby="gateway-label" value={gatewayCode} onChange={(e) => chooseGateway(e.target.value)}>
                {gateways.map((g) => (
                  <FormControlLabel key={g.code} value={g.code} control={<Radio />} label={g.name} />
                ))}
              </RadioGroup>
            </>
          )}
          {gateway?.flow === 'offline' && (
            <Alert severity="info" variant="outlined">
              <AlertTitle>{gateway.name}</AlertTitle>
              {gateway.instructions && (
                <Typography variant="body2" sx={{ mb: 1, whiteSpace: 'pre-line' }}>
                  {gateway.instructions}
                </Typography>
              )}
              <Typography variant="body2">
                Your date is reserved for you when you confirm. We confirm your booking as soon as your payment reaches us.
              </Typography>
            </Alert>
          )}
          {gateway?.flow === 'test_card' && (
            <>
              <TestCardFields value={card} onChange={setCard} errors={cardErrors} disabled={busy} />
              <TestCardsHint />
              <Button variant="contained" onClick={validateCard} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
                {busy ? 'Checking card...' : 'Use This Card'}
              </Button>
            </>
          )}
          {gateway?.flow === 'stripe_card' && (
            <>
              <StripeSlot publishableKey={publishableKey} actionLabel="Use This Card" onSubmit={takeStripeCard} />
              {stripeError && <Alert severity="error">{stripeError}</Alert>}
            </>
          )}
          {gateway?.flow === 'redirect' && <WalletNotice gateway={gateway} maxMinor={overWalletLimit(gateway)} />}
        </>
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}

/** GCash or Maya: approved in the wallet's app after Confirm, then back to the booking; or why it cannot take this amount. */
function WalletNotice({ gateway, maxMinor }: { gateway: TGateway; maxMinor: bigint | null }) {
  if (maxMinor !== null)
    return (
      <Alert severity="warning" role="alert">
        {gateway.name} takes at most {displayMoney(fromMinor(maxMinor), 'PHP', { centavos: 'always' })} a payment. Pay a deposit, or choose another way to pay.
      </Alert>
    );
  return (
    <Alert severity="info" variant="outlined">
      <AlertTitle>{gateway.name}</AlertTitle>
      When you confirm your booking, we take you to {gateway.name} to approve the payment, then bring you back here.
    </Alert>
  );
}
