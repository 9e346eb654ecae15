import { zodResolver } from '@hookform/resolvers/zod';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ZUpdateMeRequest, type TUpdateMeRequest, type TUser } from '@venue/shared/accounts/user.schema';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { useToast } from '@/components/feedback/toast-context';
import { applyFieldErrors } from '@/components/forms/apply-field-errors';
import { useUpdateProfile } from '@/features/profile/api/use-update-profile';

const SAVED = 'Profile updated successfully!';
const FAILED = 'Failed to update profile. Please try again.';
const FIELDS: readonly Path<TUpdateMeRequest>[] = ['first_name', 'last_name', 'profile.phone', 'profile.company', 'profile.billing_address', 'profile.tin'];

const fromUser = (user: TUser): TUpdateMeRequest => ({
  first_name: user.first_name,
  last_name: user.last_name,
  profile: { phone: user.profile.phone, company: user.profile.company, billing_address: user.profile.billing_address, tin: user.profile.tin },
});

export function PersonalInfoCard({ user }: { user: TUser }) {
  const update = useUpdateProfile();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<TUpdateMeRequest, unknown, z.output<typeof ZUpdateMeRequest>>({
    resolver: zodResolver(ZUpdateMeRequest),
    values: fromUser(user), // follows the saved user, so Cancel and a successful save both show the server's copy
    resetOptions: { keepDirtyValues: false },
  });
  const { errors } = formState;

  const cancel = () => {
    reset(fromUser(user));
    setEditing(false);
  };

  const submit = handleSubmit((values) => {
    setMessage(null);
    update.mutate(values, {
      onSuccess: () => {
        setEditing(false);
        setMessage({ ok: true, text: SAVED });
        toast({ severity: 'success', title: 'Profile Updated', message: SAVED });
      },
      onError: (error) => {
        applyFieldErrors(error, FIELDS, setError);
        setMessage({ ok: false, text: FAILED });
        toast({ severity: 'error', title: 'Update Failed', message: FAILED });
      },
    });
  });

  const field = { slotProps: { input: { readOnly: !editing } } };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="personal-info-title" sx={{ p: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2.5 }}>
        <Typography id="personal-info-title" variant="h6" component="h2">
          Personal Information
        </Typography>
        {editing ? (
          <Button onClick={cancel} color="inherit" disabled={update.isPending}>
            Cancel
          </Button>
        ) : (
          <Button onClick={() => (setMessage(null), setEditing(true))} startIcon={<Edit />}>
            Edit
          </Button>
        )}
      </Stack>
      {message && (
        <Alert severity={message.ok ? 'success' : 'error'} sx={{ mb: 2.5 }} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      )}
      <Grid component="form" container spacing={2.5} noValidate onSubmit={submit} aria-label="Personal information">
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...register('first_name')}
            {...field}
            label="First Name"
            autoComplete="given-name"
            error={!!errors.first_name}
            helperText={errors.first_name?.message}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...register('last_name')}
            {...field}
            label="Last Name"
            autoComplete="family-name"
            error={!!errors.last_name}
            helperText={errors.last_name?.message}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            label="Email Address"
            value={user.email}
            helperText="Your email address cannot be changed here."
            slotProps={{ input: { readOnly: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...register('profile.phone')}
            {...field}
            label="Phone"
            type="tel"
            autoComplete="tel"
            error={!!errors.profile?.phone}
            helperText={errors.profile?.phone?.message}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...register('profile.company')}
            {...field}
            label="Company"
            autoComplete="organization"
            error={!!errors.profile?.company}
            helperText={errors.profile?.company?.message}
          />
        </Grid>
        {/* Printed on invoices under the buyer's name when given (issue 41); both optional. */}
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextField
            {...register('profile.billing_address')}
            {...field}
            label="Billing Address"
            autoComplete="street-address"
            error={!!errors.profile?.billing_address}
            helperText={errors.profile?.billing_address?.message ?? 'Optional: printed on your invoices.'}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            {...register('profile.tin')}
            {...field}
            label="TIN"
            inputMode="numeric"
            error={!!errors.profile?.tin}
            helperText={errors.profile?.tin?.message ?? 'Optional: 000-000-000-00000'}
          />
        </Grid>
        {editing && (
          <Grid size={12}>
            <Button type="submit" variant="contained" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </Grid>
        )}
      </Grid>
    </Paper>
  );
}
