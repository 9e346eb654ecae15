import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { can } from '@venue/shared/accounts/roles';
import type { TStaffPaymentSettings, TUpdatePaymentSettingsRequest } from '@venue/shared/staff/prices.schema';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, type Path, type UseFormReturn } from 'react-hook-form';
import { loadError, QueryState } from '@/components/feedback/query-state';
import { useToast } from '@/components/feedback/toast-context';
import { applyFieldErrors } from '@/components/forms/apply-field-errors';
import { PageHeading } from '@/components/staff/page-heading';
import { formatInstant } from '@/components/staff/staff-format';
import { paymentSettingsQuery } from '@/features/staff-prices/api/staff-prices.queries';
import { useSavePaymentSettings } from '@/features/staff-prices/api/use-price-mutations';
import { deadlineText, settingsFormOf, ZSettingsForm, type TSettingsForm } from '@/features/staff-prices/settings-form';
import { useAuth } from '@/lib/auth/auth-context';
import { displayMoney } from '@/lib/money-display';

/** The venue's money rules and refund policy: admins change them; staff see them. */
export function PaymentSettingsScreen() {
  const { user } = useAuth();
  const isAdmin = user ? can(user.role, 'admin:manage') : false;
  const settings = useQuery(paymentSettingsQuery());
  return (
    <>
      <PageHeading
        title="Payments & Refunds"
        subtitle={
          isAdmin
            ? 'What the booking wizard and invoices ask of clients.'
            : 'What the booking wizard and invoices ask of clients. Only an admin can change them.'
        }
      />
      <QueryState query={settings} loading="Loading payment settings..." error={loadError('the payment settings')}>
        {(s) => <SettingsForm key={s.updated_at} settings={s} readOnly={!isAdmin} />}
      </QueryState>
    </>
  );
}

type TForm = UseFormReturn<TSettingsForm, unknown, TUpdatePaymentSettingsRequest>;
const FIELDS: Path<TSettingsForm>[] = [
  'deposit_percentage',
  'balance_due_days',
  'bank_transfer_instructions',
  'manual_payment_instructions',
  'refund_percentage',
  'refund_deadline_hours',
  'refund_policy_text',
  'gateways',
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Grid container spacing={2}>
          {children}
        </Grid>
      </CardContent>
    </Card>
  );
}

function SettingsForm({ settings, readOnly }: { settings: TStaffPaymentSettings; readOnly: boolean }) {
  const save = useSavePaymentSettings();
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const form: TForm = useForm<TSettingsForm, unknown, TUpdatePaymentSettingsRequest>({
    resolver: zodResolver(ZSettingsForm),
    defaultValues: settingsFormOf(settings),
    mode: 'onTouched',
  });
  const hours = Number(form.watch('refund_deadline_hours'));

  const submit = form.handleSubmit((body) => {
    setProblem(null);
    save.mutate(body, {
      onSuccess: () => toast({ severity: 'success', title: 'Settings Saved', message: 'New bookings and payments use these settings from now on.' }),
      onError: (error) => {
        if (!applyFieldErrors(error, FIELDS, form.setError)) setProblem(error.message);
        else if (form.formState.errors.gateways) setProblem(form.formState.errors.gateways.message ?? error.message);
      },
    });
  });

  const text = (name: Path<TSettingsForm> & TTextName, label: string, o: Omit<TTextProps, 'form' | 'name' | 'label' | 'readOnly'> = {}) => (
    <Text form={form} name={name} label={label} readOnly={readOnly} {...o} />
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Payment settings">
      <Stack spacing={3}>
        <Section title="Deposit and balance">
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              label="Currency"
              value="Philippine peso (₱)"
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
              helperText="Bookings and invoices are in pesos only."
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              label="Minimum charge"
              value={displayMoney(settings.minimum_charge, 'PHP', { centavos: 'always' })}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
              helperText="The card processors' smallest charge."
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }} />
          {text('deposit_percentage', 'Deposit', { md: 4, percent: true, inputMode: 'decimal', help: 'Share of the total paid to reserve the date' })}
          {text('balance_due_days', 'Balance due', {
            md: 4,
            inputMode: 'numeric',
            end: 'days before',
            help: 'The rest is due this many days before the event',
          })}
        </Section>
        <Section title="Ways to pay">
          <Grid size={12}>
            <Controller
              control={form.control}
              name="gateways"
              render={({ field }) => (
                <Stack spacing={0.5}>
                  {settings.gateways.map((g) => {
                    const on = field.value.find((v) => v.code === g.code)?.is_active ?? false;
                    // Off can always be chosen; on only when the server has the gateway's keys.
                    const locked = readOnly || (!on && !g.configured);
                    return (
                      <div key={g.code}>
                        <FormControlLabel
                          label={g.name}
                          control={
                            <Switch
                              checked={on}
                              disabled={locked}
                              slotProps={{ input: { role: 'switch' } }}
                              onChange={(e) => field.onChange(field.value.map((v) => (v.code === g.code ? { ...v, is_active: e.target.checked } : v)))}
                            />
                          }
                        />
                        {g.code === 'test' && (
                          <Typography variant="caption" color="text.secondary" component="div" sx={{ ml: 6, mt: -0.5 }}>
                            For trying your own booking: no money moves, and guests see it marked as a test. Keep it off while real guests book.
                          </Typography>
                        )}
                        {!g.configured && (
                          <Typography variant="caption" color="text.secondary" component="div" sx={{ ml: 6, mt: -0.5 }}>
                            Not set up on this server (its keys are missing): clients do not see it, and it can only be switched on once the keys are set.
                          </Typography>
                        )}
                      </div>
                    );
                  })}
                </Stack>
              )}
            />
          </Grid>
          {text('bank_transfer_instructions', 'Bank transfer instructions', {
            md: 12,
            multiline: true,
            help: 'Your account name, bank and number. Guests are offered bank transfer only once this is written.',
          })}
          {text('manual_payment_instructions', 'Pay-at-venue instructions', { md: 12, multiline: true })}
        </Section>
        <Section title="Refund policy">
          <Grid size={12}>
            <Controller
              control={form.control}
              name="allow_refunds"
              render={({ field }) => (
                <FormControlLabel
                  label="Refunds allowed"
                  control={<Switch checked={field.value} disabled={readOnly} onChange={(e) => field.onChange(e.target.checked)} />}
                />
              )}
            />
          </Grid>
          {text('refund_percentage', 'Refund', { md: 4, percent: true, inputMode: 'decimal', help: 'Share of the amount paid' })}
          {text('refund_deadline_hours', 'Deadline', {
            md: 4,
            inputMode: 'numeric',
            end: 'hours',
            help: Number.isInteger(hours) && hours >= 0 ? deadlineText(hours) : 'Hours after booking',
          })}
          {text('refund_policy_text', 'Policy shown before paying', { md: 12, multiline: true })}
        </Section>
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary">
            Last changed {formatInstant(settings.updated_at)}
          </Typography>
          {!readOnly && (
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Settings'}
            </Button>
          )}
        </Stack>
      </Stack>
    </form>
  );
}

type TTextName =
  | 'deposit_percentage'
  | 'balance_due_days'
  | 'bank_transfer_instructions'
  | 'manual_payment_instructions'
  | 'refund_percentage'
  | 'refund_deadline_hours'
  | 'refund_policy_text';

interface TTextProps {
  form: TForm;
  name: TTextName;
  label: string;
  readOnly: boolean;
  md?: number;
  multiline?: boolean;
  help?: string;
  percent?: boolean;
  end?: string;
  inputMode?: 'decimal' | 'numeric';
}

function Text({ form, name, label, readOnly, md = 12, multiline, help, percent, end, inputMode }: TTextProps) {
  const error = form.formState.errors[name]?.message;
  const adornment = percent ? '%' : end;
  return (
    <Grid size={{ xs: 12, md }}>
      <TextField
        {...form.register(name)}
        label={label}
        multiline={multiline}
        minRows={multiline ? 2 : undefined}
        fullWidth
        error={!!error}
        helperText={error ?? help}
        slotProps={{
          // Read-only rather than disabled: the text stays readable (contrast) and selectable for staff.
          htmlInput: { inputMode, readOnly },
          input: { endAdornment: adornment ? <InputAdornment position="end">{adornment}</InputAdornment> : undefined },
        }}
      />
    </Grid>
  );
}
