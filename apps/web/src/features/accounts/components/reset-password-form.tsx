import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ZPasswordResetConfirmRequest, type TPasswordResetConfirmRequest } from '@venue/shared/accounts/password.schema';
import type { TAuthResponse } from '@venue/shared/accounts/user.schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useToast } from '@/components/feedback/toast-context';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { useConfirmPasswordReset } from '@/features/accounts/api/use-confirm-password-reset';
import { isApiError } from '@/lib/api-error';
import { serverDetail } from '@/lib/server-detail';

const RESET_FAILED = 'Failed to reset password. Please try again.';

function feedbackOf(error: unknown): string[] {
  const list = isApiError(error) ? (error.body as { password_feedback?: unknown } | null)?.password_feedback : undefined;
  return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : [];
}

export function ResetPasswordForm({
  token,
  onDone,
  submitLabel,
}: {
  token: string;
  onDone: (detail: string, feedback: string[], session: TAuthResponse | null) => void;
  submitLabel?: string;
}) {
  const confirm = useConfirmPasswordReset(token);
  const toast = useToast();
  const [failure, setFailure] = useState<{ message: string; feedback: string[] } | null>(null);
  const { control, handleSubmit } = useForm<TPasswordResetConfirmRequest, unknown, z.output<typeof ZPasswordResetConfirmRequest>>({
    resolver: zodResolver(ZPasswordResetConfirmRequest),
    defaultValues: { password: '', confirm_password: '' },
  });

  const submit = handleSubmit((values) => {
    setFailure(null);
    confirm.mutate(values, {
      onSuccess: ({ detail, password_feedback, session }) => onDone(detail, password_feedback, session),
      onError: (error) => {
        const message = serverDetail(error) ?? RESET_FAILED;
        setFailure({ message, feedback: feedbackOf(error) });
        toast({ severity: 'error', title: 'Reset Failed', message });
      },
    });
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="Set a new password">
      {failure && (
        <Alert severity="error" role="alert">
          {failure.message}
          {failure.feedback.length > 0 && (
            <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
              {failure.feedback.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      <NewPasswordFields
        control={control}
        names={{ password: 'password', confirm: 'confirm_password' }}
        labels={{ password: 'New Password', confirm: 'Confirm New Password' }}
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" disabled={confirm.isPending}>
        {confirm.isPending ? 'Saving Password...' : (submitLabel ?? 'Reset Password')}
      </Button>
    </Stack>
  );
}
