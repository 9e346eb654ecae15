import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ZPricingSummaryConfig } from '@venue/shared/booking/step-config.schema';
import { ZPricingSummaryData } from '@venue/shared/booking/step-data.schema';
import { BOOKING_TEXT } from '@venue/shared/booking/steps';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { StepShell } from '@/features/booking/components/step-shell';
import { BookingReview } from '@/features/booking/components/steps/booking-review';
import { PricingTable } from '@/features/booking/components/steps/pricing-table';
import { useSessionPricing } from '@/features/booking/use-session-pricing';
import { useStepForm } from '@/features/booking/use-step-form';
import { savedDataOf, useWizard } from '@/features/booking/wizard-context';
import { consentQuery } from '@/lib/consent-versions';

/** Spec: tables, a discount code box, review sections, terms. */
export function PricingStep() {
  const { step, session } = useWizard();
  const config = ZPricingSummaryConfig.parse(step.configuration);
  const saved = savedDataOf(session, step);
  const { pricing, failed, applyCode, codeError, applying } = useSessionPricing();
  const { form, onSubmit, formId } = useStepForm(ZPricingSummaryData, {
    terms_accepted: saved.terms_accepted === true,
    marketing_consent: saved.marketing_consent === true,
    special_requests: typeof saved.special_requests === 'string' ? saved.special_requests : '',
    applied_discount_code: pricing.discount_details?.code ?? null,
  });
  const [typed, setTyped] = useState(pricing.discount_details?.code ?? '');
  const { setValue } = form;
  // The figures the client agreed to travel with the step (the server prices again at completion).
  useEffect(() => {
    setValue('subtotal', pricing.subtotal);
    setValue('tax', pricing.tax);
    setValue('discount', pricing.discount);
    setValue('total', pricing.total);
    setValue('applied_discount', pricing.discount);
    setValue('applied_discount_code', pricing.discount_details?.code ?? null);
  }, [pricing, setValue]);
  // Next pressed while a code is being applied waits for it (the step would otherwise be saved without the code,
  // and the request priced undiscounted), then goes on once the code's figures are on the form; not if it failed.
  const [nextWaits, setNextWaits] = useState(false);
  useEffect(() => {
    if (applying || !nextWaits) return;
    setNextWaits(false);
    if (!codeError) (document.getElementById(formId) as HTMLFormElement | null)?.requestSubmit();
  }, [applying, nextWaits, codeError, formId]);
  const submit: typeof onSubmit = (e) => {
    if (!applying) return onSubmit(e);
    e?.preventDefault();
    setNextWaits(true);
    return Promise.resolve();
  };
  const termsError = form.formState.errors.terms_accepted?.message;
  // The versions of the venue's Terms and Privacy this checkbox accepts (recorded at completion).
  const consent = useQuery(consentQuery()).data;
  useEffect(() => {
    if (!consent) return;
    setValue('terms_version_id', consent.terms.id);
    setValue('privacy_version_id', consent.privacy.id);
  }, [consent, setValue]);

  return (
    <StepShell title={config.header_text || step.name} description={step.description} formId={formId} onSubmit={submit}>
      {failed && (
        <Alert severity="warning" action={<Button onClick={() => window.location.reload()}>Refresh Page</Button>}>
          <AlertTitle>Pricing Calculation Error</AlertTitle>
          Failed to calculate pricing. The amounts below are an estimate with 12% tax; the final price is confirmed before you pay.
        </Alert>
      )}
      {pricing.line_items.length === 0 && !failed ? (
        <Alert severity="info">{BOOKING_TEXT.nothingSelected}</Alert>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <PricingTable pricing={pricing} showLines={config.show_line_items} showTax={config.show_tax} />
        </Paper>
      )}
      {config.show_discount_code && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label="Discount code"
            size="small"
            value={typed}
            onChange={(e) => setTyped(e.target.value.toUpperCase())}
            error={!!codeError}
            helperText={
              applying
                ? `Applying code ${typed.trim()}${nextWaits ? '; the next step opens once it is applied' : ''}`
                : (codeError ?? (pricing.discount_details ? `Code ${pricing.discount_details.code} applied` : ' '))
            }
          />
          {/* Not held while the step's own pricing loads: a click then is the code's, sent once that answer is in. */}
          <Button variant="outlined" onClick={() => applyCode(typed.trim())} disabled={applying}>
            Apply
          </Button>
        </Stack>
      )}
      {config.show_booking_details && <BookingReview />}
      {config.terms_text && <Typography variant="body2">{config.terms_text}</Typography>}
      <Controller
        control={form.control}
        name="special_requests"
        render={({ field }) => <TextField {...field} value={field.value ?? ''} label="Special requests" multiline minRows={2} />}
      />
      <FormControl error={!!termsError}>
        <Controller
          control={form.control}
          name="terms_accepted"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value === true} onChange={(e) => field.onChange(e.target.checked)} />}
              label="I accept the terms and conditions"
            />
          )}
        />
        {consent && (
          <FormHelperText>
            <Link href={consent.terms.path} target="_blank" rel="noopener">
              {consent.terms.label}
            </Link>
            ;{' '}
            <Link href={consent.privacy.path} target="_blank" rel="noopener">
              {consent.privacy.label}
            </Link>
          </FormHelperText>
        )}
        {termsError && <FormHelperText>{termsError}</FormHelperText>}
      </FormControl>
      <Controller
        control={form.control}
        name="marketing_consent"
        render={({ field }) => (
          <FormControlLabel
            control={<Checkbox checked={field.value === true} onChange={(e) => field.onChange(e.target.checked)} />}
            label="Send me news and offers from the venue"
          />
        )}
      />
      {config.footer_text && (
        <Typography variant="body2" color="text.secondary">
          {config.footer_text}
        </Typography>
      )}
    </StepShell>
  );
}
