import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { METHOD_TYPE_LABELS, METHOD_TYPES, type TPaymentMethod } from '@venue/shared/payments/methods.schema';
import type { TGateway } from '@venue/shared/payments/gateways.schema';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { gatewaysQuery } from '@/features/payments/api/payments.queries';
import { tokenizeTestCard } from '@/lib/test-gateway';
import { useCreateSetupIntent } from '@/features/payments/api/use-create-setup-intent';
import { useSavePaymentMethod } from '@/features/payments/api/use-save-payment-method';
import { CARD_FIELD_OF, tokenRequestOf } from '@/components/payments/card-input';
import { GatewayPicker } from '@/features/payments/components/gateway-picker';
import { StripeSlot } from '@/components/payments/stripe/stripe-slot';
import { TestCardFields } from '@/components/payments/test-card-fields';
import { TestCardsHint } from '@/components/payments/test-cards-hint';
import { gatewayFits, METHOD_FORM_DEFAULTS, methodFormResolver, needsGateway, type TMethodFormValues } from '@/features/payments/method-form';
import type { TStripeCard } from '@/components/payments/stripe/stripe-card-panel';
import { isApiError } from '@/lib/api-error';
import { serverDetail } from '@/lib/server-detail';

/** Spec section 9: the success message stays 2 seconds, then the dialog closes itself. */
const CLOSE_AFTER_SUCCESS_MS = 2000;
const NO_GATEWAYS: TGateway[] = [];

function AddMethodForm({ onClose, onBusy }: { onClose: () => void; onBusy: (busy: boolean) => void }) {
  const gateways = useQuery(gatewaysQuery()).data ?? NO_GATEWAYS;
  const form = useForm<TMethodFormValues, TGateway[]>({
    defaultValues: METHOD_FORM_DEFAULTS,
    resolver: methodFormResolver,
    context: gateways,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const [type, code] = useWatch({ control: form.control, name: ['type', 'gateway_code'] });
  const gateway = needsGateway(type) ? (gateways.find((g) => g.code === code) ?? null) : null;
  const save = useSavePaymentMethod();
  const setupIntent = useCreateSetupIntent();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState<TPaymentMethod | null>(null);

  useEffect(() => onBusy(busy), [busy, onBusy]);
  // The latest onClose, so a parent's re-render does not restart the 2 seconds.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => close.current(), CLOSE_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [added]);

  /** Puts the server's field errors under their fields; what fits none shows above the buttons. */
  const fail = (error: unknown, fallback: string) => {
    let placed = false;
    if (isApiError(error))
      for (const [key, messages] of Object.entries(error.fieldErrors)) {
        const field = key === 'nickname' || key === 'gateway_code' ? key : CARD_FIELD_OF[key] ? (`card.${CARD_FIELD_OF[key]}` as const) : null;
        if (!field || !messages[0]) continue;
        form.setError(field, { type: 'server', message: messages[0] });
        placed = true;
      }
    if (!placed) setFailure(serverDetail(error) ?? (error instanceof Error && !isApiError(error) ? error.message : fallback));
  };

  const run = async (work: () => Promise<TPaymentMethod>) => {
    setBusy(true);
    setFailure(null);
    try {
      setAdded(await work());
    } catch (error) {
      fail(error, 'Failed to create payment method');
    } finally {
      setBusy(false);
    }
  };

  const submit = form.handleSubmit((v) =>
    run(async () => {
      const base = { type: v.type, nickname: v.nickname, is_default: v.is_default };
      if (!needsGateway(v.type)) return save.mutateAsync({ ...base, ...(v.instructions.trim() ? { instructions: v.instructions } : {}) });
      if (gateway?.flow !== 'test_card') return save.mutateAsync({ ...base, gateway_code: v.gateway_code });
      const token = await tokenizeTestCard(tokenRequestOf(v.card));
      return save.mutateAsync({ ...base, gateway_code: v.gateway_code, payment_method_token: token.id });
    }),
  );

  /** Stripe: a SetupIntent confirmed with the card in Stripe's field, then the method Stripe made is saved. */
  const saveWithStripe = async (card: TStripeCard) => {
    if (!(await form.trigger(['nickname', 'gateway_code']))) return;
    const v = form.getValues();
    await run(async () => {
      const intent = await setupIntent.mutateAsync(v.gateway_code);
      const paymentMethodId = await card.confirmSetup(intent.client_secret);
      return save.mutateAsync({
        type: 'CREDIT_CARD',
        nickname: v.nickname,
        gateway_code: v.gateway_code,
        stripe_payment_method_id: paymentMethodId,
        is_default: v.is_default,
      });
    });
  };

  if (added)
    return (
      <DialogContent>
        <Stack role="status" spacing={1} sx={{ alignItems: 'center', py: 3 }}>
          <CheckCircle color="success" sx={{ fontSize: 56 }} aria-hidden />
          <Typography variant="h6" component="p">
            Payment Method Added!
          </Typography>
          <Typography color="text.secondary">{added.nickname}</Typography>
        </Stack>
      </DialogContent>
    );

  const stripe = gateway?.flow === 'stripe_card';
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Add payment method">
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <TextField
                select
                label="Type"
                {...field}
                // A gateway picked for one type may not fit the next one.
                onChange={(e) => (field.onChange(e), form.setValue('gateway_code', ''))}
                disabled={busy}
              >
                {METHOD_TYPES.map((t) => (
                  <MenuItem key={t} value={t}>
                    {METHOD_TYPE_LABELS[t]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            label="Nickname"
            required
            {...form.register('nickname')}
            disabled={busy}
            error={!!errors.nickname}
            helperText={errors.nickname?.message ?? 'For example "Work Visa"'}
            slotProps={{ htmlInput: { maxLength: 50 } }}
          />
          {needsGateway(type) && (
            <Controller
              control={form.control}
              name="gateway_code"
              render={({ field }) => (
                <GatewayPicker value={field.value} onChange={field.onChange} allow={gatewayFits(type)} error={errors.gateway_code?.message} disabled={busy} />
              )}
            />
          )}
          {gateway?.flow === 'test_card' && (
            <>
              <Controller
                control={form.control}
                name="card"
                render={({ field }) => (
                  <TestCardFields
                    value={field.value}
                    onChange={field.onChange}
                    disabled={busy}
                    errors={{ number: errors.card?.number?.message, expiry: errors.card?.expiry?.message, cvc: errors.card?.cvc?.message }}
                  />
                )}
              />
              <TestCardsHint />
            </>
          )}
          {!needsGateway(type) && (
            <TextField
              label="Instructions (optional)"
              multiline
              minRows={2}
              {...form.register('instructions')}
              disabled={busy}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
          )}
          <Controller
            control={form.control}
            name="is_default"
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} disabled={busy} />}
                label="Make this my default payment method"
              />
            )}
          />
          {stripe && (
            <StripeSlot
              publishableKey={(gateway.public_config.publishable_key as string | undefined) ?? null}
              actionLabel="Save Card"
              disabled={busy}
              onSubmit={saveWithStripe}
            />
          )}
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        {!stripe && (
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Adding...' : 'Add Payment Method'}
          </Button>
        )}
      </DialogActions>
    </form>
  );
}

/** Add Payment Method (spec sections 2 and 4); the form mounts only while open, so each opening starts empty. */
export function AddPaymentMethodDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="add-method-title">
      <DialogTitle id="add-method-title">Add Payment Method</DialogTitle>
      {open && <AddMethodForm onClose={onClose} onBusy={setBusy} />}
    </Dialog>
  );
}
