import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TRegisterRequest, ZRegisterRequest } from '@venue/shared/accounts/register.schema';
import type { TAuthResponse } from '@venue/shared/accounts/user.schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { applyFieldErrors } from '@/components/forms/apply-field-errors';
import { EmailField } from '@/components/forms/email-field';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { consentQuery } from '@/lib/consent-versions';
import { useRegister } from '@/features/accounts/api/use-register';
import { ConsentNote } from '@/components/content/consent-note';
import { isApiError } from '@/lib/api-error';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { useFocusAfterMount } from '@/lib/forms/use-focus-after-mount';

type TOut = z.output<typeof ZRegisterRequest>;
const registerResolver = lazyResolver<TRegisterRequest, TOut>(async () => {
  const [{ zodResolver }, { ZRegisterRequest }] = await Promise.all([import('@hookform/resolvers/zod'), import('@venue/shared/accounts/register.schema')]);
  return zodResolver(ZRegisterRequest);
});
const FIELDS: readonly Path<TRegisterRequest>[] = ['first_name', 'last_name', 'email', 'password', 'confirm_password', 'profile.phone', 'profile.company'];

export function RegisterForm({ onSuccess }: { onSuccess: (session: TAuthResponse) => void }) {
  const registerCall = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, formState, setFocus } = useForm<TRegisterRequest, unknown, TOut>({
    resolver: registerResolver.resolver,
    defaultValues: { first_name: '', last_name: '', email: '', password: '', confirm_password: '', profile: { phone: '', company: '' } },
  });
  useFocusAfterMount(setFocus, 'first_name');
  const consent = useQuery(consentQuery());
  const { errors } = formState;

  const submit = handleSubmit((values) => {
    setFormError(null);
    // The versions shown above are the ones accepted; the server refuses them if a newer one was published since.
    const accepted = consent.data ? { terms_version_id: consent.data.terms.id, privacy_version_id: consent.data.privacy.id } : {};
    registerCall.mutate(
      { ...values, ...accepted },
      {
        onSuccess,
        onError: (error) => {
          if (isApiError(error) && error.status === 409) void consent.refetch();
          // Server field errors go under their fields; anything else is one message above the form.
          if (!applyFieldErrors(error, FIELDS, setError)) {
            setFormError(isApiError(error) ? error.message : 'An unexpected error occurred. Please try again.');
          }
        },
      },
    );
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} onInput={registerResolver.preload} spacing={2.5} aria-label="Create account">
      {formError && (
        <Alert severity="error" role="alert">
          <AlertTitle>Registration Failed</AlertTitle>
          {formError}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <TextField
          {...register('first_name')}
          label="First Name"
          autoComplete="given-name"
          required
          error={!!errors.first_name}
          helperText={errors.first_name?.message}
        />
        <TextField
          {...register('last_name')}
          label="Last Name"
          autoComplete="family-name"
          required
          error={!!errors.last_name}
          helperText={errors.last_name?.message}
        />
      </Stack>
      <EmailField {...register('email')} errorMessage={errors.email?.message} />
      <NewPasswordFields
        control={control}
        names={{ password: 'password', confirm: 'confirm_password' }}
        labels={{ password: 'Password', confirm: 'Confirm Password' }}
        hint="At least 8 characters, with a lowercase letter and a number"
      />
      <TextField
        {...register('profile.phone')}
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        error={!!errors.profile?.phone}
        helperText={errors.profile?.phone?.message}
      />
      <TextField
        {...register('profile.company')}
        label="Company (optional)"
        autoComplete="organization"
        error={!!errors.profile?.company}
        helperText={errors.profile?.company?.message}
      />
      {consent.data && <ConsentNote consent={consent.data} action="By creating an account" />}
      <Button type="submit" variant="contained" size="large" disabled={registerCall.isPending}>
        {registerCall.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </Stack>
  );
}
