import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { contactFieldStatus, type TStatusField } from '@venue/shared/booking/contact-fields';
import { ZContactInfoConfig } from '@venue/shared/booking/step-config.schema';
import { contactDataSchema, formatPhilippinePhone } from '@venue/shared/booking/step-data.schema';
import { Controller, useWatch, type Path } from 'react-hook-form';
import { PasswordField } from '@/components/forms/password-field';
import { useAuth } from '@/lib/auth/auth-context';
import { StepShell } from '@/features/booking/components/step-shell';
import { ContactStatusMark } from '@/features/booking/components/steps/contact-status';
import { rememberNewAccount } from '@/features/booking/new-account-sign-in';
import { useStepForm } from '@/features/booking/use-step-form';
import { savedDataOf, useWizard } from '@/features/booking/wizard-context';

const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);

/** Spec: contact information; name, e-mail and phone by default, an account offered to guests. */
export function ContactStep() {
  const { step, session, sessionId } = useWizard();
  const { user, isNewAccount } = useAuth();
  const config = ZContactInfoConfig.parse(step.configuration);
  const saved = savedDataOf(session, step);
  // A signed-in client is linked at completion, so no account is offered and their details start filled in.
  const { form, onSubmit, formId } = useStepForm(contactDataSchema({ ...config, offer_account_creation: !user && config.offer_account_creation }), {
    full_name: str(saved.full_name, user ? `${user.first_name} ${user.last_name}` : ''),
    email: str(saved.email, user?.email ?? ''),
    phone: str(saved.phone, user?.profile.phone ?? ''),
    address: str(saved.address),
    company: str(saved.company, user?.profile.company ?? ''),
    create_account: !user && (saved.create_account === true || config.require_account_creation),
    password: '',
  });
  const createAccount = useWatch({ control: form.control, name: 'create_account' });

  const text = (
    name: Path<{ full_name: string; email: string; phone: string; address: string; company: string }>,
    label: string,
    required: boolean,
    extra = {},
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          label={label}
          required={required}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? ' '}
          fullWidth
          slotProps={name === 'full_name' || name === 'email' ? { input: { endAdornment: mark(name, field.value, required, fieldState) } } : undefined}
          {...extra}
        />
      )}
    />
  );
  const mark = (name: TStatusField, value: string | undefined, required: boolean, state: { isTouched: boolean; invalid: boolean }) => (
    <ContactStatusMark status={contactFieldStatus(name, value ?? '', required)} touched={state.isTouched || state.invalid} />
  );

  return (
    <StepShell
      title="Contact Information"
      description={step.description}
      formId={formId}
      onSubmit={(e) => {
        // The account made here signs this tab in once the booking completes (new-account-sign-in.ts).
        const v = form.getValues();
        if (!user && v.create_account && v.email && v.password) rememberNewAccount(sessionId, v.email, v.password);
        return onSubmit(e);
      }}
    >
      {user && (
        // Spec 002 §6: a signed-in client is welcomed as a "Verified User", their details filled in.
        <Alert severity="success" icon={<VerifiedUserIcon />}>
          <AlertTitle>Verified User</AlertTitle>
          {isNewAccount ? 'Welcome' : 'Welcome back'}, {user.first_name}. You are signed in as {user.email}; this booking will appear in your dashboard.
        </Alert>
      )}
      <Grid container spacing={1}>
        <Grid size={12}>{text('full_name', 'Full name', config.require_full_name, { autoComplete: 'name' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('email', 'Email address', config.require_email, { type: 'email', autoComplete: 'email', disabled: !!user })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={form.control}
            name="phone"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label="Phone number"
                required={config.require_phone}
                type="tel"
                autoComplete="tel"
                placeholder="0917 123 4567"
                onBlur={() => {
                  field.onChange(formatPhilippinePhone(field.value ?? ''));
                  field.onBlur();
                }}
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? ' '}
                fullWidth
                slotProps={{ input: { endAdornment: mark('phone', field.value, config.require_phone, fieldState) } }}
              />
            )}
          />
        </Grid>
        <Grid size={12}>{text('address', 'Address', config.require_address, { autoComplete: 'street-address' })}</Grid>
        <Grid size={12}>{text('company', 'Company', config.require_company, { autoComplete: 'organization' })}</Grid>
      </Grid>
      {!user && config.offer_account_creation && (
        <Controller
          control={form.control}
          name="create_account"
          render={({ field, fieldState }) => (
            <div>
              <FormControlLabel
                control={
                  <Checkbox checked={field.value === true} onChange={(e) => field.onChange(e.target.checked)} disabled={config.require_account_creation} />
                }
                label="Create an account to manage my booking"
              />
              {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
            </div>
          )}
        />
      )}
      {!user && createAccount && (
        <Controller
          control={form.control}
          name="password"
          render={({ field, fieldState }) => (
            <PasswordField
              {...field}
              value={field.value ?? ''}
              label="Password"
              required
              autoComplete="new-password"
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? 'At least 8 characters, with a lowercase letter and a number.'}
            />
          )}
        />
      )}
    </StepShell>
  );
}
