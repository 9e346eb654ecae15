import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ZPasswordResetRequest } from '@venue/shared/accounts/password.schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EmailField } from '@/components/forms/email-field';
import type { z } from 'zod';
import { useToast } from '@/components/feedback/toast-context';
import { useRequestPasswordReset } from '@/features/accounts/api/use-request-password-reset';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { serverDetail } from '@/lib/server-detail';
import { useFocusAfterMount } from '@/lib/forms/use-focus-after-mount';

type TIn = z.input<typeof ZPasswordResetRequest>;
type TOut = z.output<typeof ZPasswordResetRequest>;

const resetRequestResolver = lazyResolver<TIn, TOut>(async () => {
  const [{ zodResolver }, { ZPasswordResetRequest }] = await Promise.all([import('@hookform/resolvers/zod'), import('@venue/shared/accounts/password.schema')]);
  return zodResolver(ZPasswordResetRequest);
});

export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const request = useRequestPasswordReset();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setFocus } = useForm<TIn, unknown, TOut>({
    resolver: resetRequestResolver.resolver,
    defaultValues: { email: '' },
  });
  useFocusAfterMount(setFocus, 'email');

  const submit = handleSubmit(({ email }) => {
    setFormError(null);
    request.mutate(email, {
      onSuccess: ({ detail }) => {
        toast({ severity: 'success', title: 'Email Sent', message: detail });
        onSent(email);
      },
      onError: (error) => {
        // Spec section 8: the server's detail on the form; without one (e.g. offline) a toast instead.
        const detail = serverDetail(error);
        if (detail) setFormError(detail);
        else toast({ severity: 'error', title: 'Request Failed', message: 'Failed to send reset email. Please try again.' });
      },
    });
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} onInput={resetRequestResolver.preload} spacing={2.5} aria-label="Request a password reset">
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <EmailField {...register('email')} errorMessage={formState.errors.email?.message} />
      <Button type="submit" variant="contained" size="large" disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </Stack>
  );
}
