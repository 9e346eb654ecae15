import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ZInvitationAcceptRequest, type TInvitationAcceptRequest } from '@venue/shared/accounts/invitation.schema';
import type { TAuthResponse } from '@venue/shared/accounts/user.schema';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useToast } from '@/components/feedback/toast-context';
import { applyFieldErrors } from '@/components/forms/apply-field-errors';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { useAcceptInvitation } from '@/features/accounts/api/use-accept-invitation';
import { isApiError } from '@/lib/api-error';

export function AcceptInvitationForm({ invitationId, onAccepted }: { invitationId: string; onAccepted: (session: TAuthResponse) => void }) {
  const accept = useAcceptInvitation(invitationId);
  const toast = useToast();
  const { control, handleSubmit, setError } = useForm<TInvitationAcceptRequest, unknown, z.output<typeof ZInvitationAcceptRequest>>({
    resolver: zodResolver(ZInvitationAcceptRequest),
    defaultValues: { password: '', confirm_password: '' },
  });

  const submit = handleSubmit((values) =>
    accept.mutate(values, {
      onSuccess: onAccepted,
      onError: (error) => {
        applyFieldErrors(error, ['password', 'confirm_password'], setError);
        const message = isApiError(error) ? error.message : 'An unexpected error occurred. Please try again.';
        toast({ severity: 'error', title: 'Activation Failed', message });
      },
    }),
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="Activate your account">
      <NewPasswordFields
        control={control}
        names={{ password: 'password', confirm: 'confirm_password' }}
        labels={{ password: 'Set Password', confirm: 'Confirm Password' }}
        hint="At least 8 characters, with a lowercase letter and a number"
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" disabled={accept.isPending}>
        {accept.isPending ? 'Activating...' : 'Activate Account'}
      </Button>
    </Stack>
  );
}
