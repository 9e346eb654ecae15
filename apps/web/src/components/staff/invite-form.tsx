import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, useFormContext, type DefaultValues, type Path, type Resolver } from 'react-hook-form';
import { applyFieldErrors } from '@/components/forms/apply-field-errors';
import type { TInviteFormSlot } from '@/components/staff/invite-dialog';

interface TInviteNames {
  first_name: string;
  last_name: string;
  email: string;
}

/** Who is invited: the same three inputs for a client and for a team member. */
function NameFields() {
  const { register, formState } = useFormContext<TInviteNames>();
  const { errors } = formState;
  return (
    <>
      <TextField {...register('first_name')} label="First Name" required autoFocus error={!!errors.first_name} helperText={errors.first_name?.message} />
      <TextField {...register('last_name')} label="Last Name" required error={!!errors.last_name} helperText={errors.last_name?.message} />
      <TextField {...register('email')} label="Email Address" type="email" required error={!!errors.email} helperText={errors.email?.message} />
    </>
  );
}

/**
 * The invitation form: name and e-mail, then any inputs the caller adds as children (they read the form through
 * useFormContext). The server's field errors land under their inputs; any other failure shows above the form.
 */
export function InviteForm<TValues extends TInviteNames, TRequest>({
  label,
  resolver,
  defaultValues,
  fields,
  invite,
  onInvited,
  onCancel,
  children,
}: TInviteFormSlot & {
  label: string;
  resolver: Resolver<TValues, unknown, TRequest>;
  defaultValues: DefaultValues<TValues>;
  fields: readonly Path<TValues>[];
  invite: UseMutationResult<{ url: string }, Error, TRequest>;
  children?: ReactNode;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TValues, unknown, TRequest>({ resolver, defaultValues });
  const submit = form.handleSubmit((values) => {
    setFailure(null);
    invite.mutate(values, {
      onSuccess: (answer) => onInvited(answer.url),
      onError: (error) => {
        if (!applyFieldErrors(error, fields, form.setError)) setFailure(error.message);
      },
    });
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-label={label}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <NameFields />
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} color="inherit" disabled={invite.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={invite.isPending}>
            Send Invitation
          </Button>
        </DialogActions>
      </form>
    </FormProvider>
  );
}
