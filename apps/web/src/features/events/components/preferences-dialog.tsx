import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ZEventPreferences, type TEventPreferences } from '@venue/shared/events/event.schema';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useToast } from '@/components/feedback/toast-context';
import { useUpdatePreferences } from '@/features/events/api/use-update-preferences';

interface TProps {
  eventId: number;
  preferences: TEventPreferences;
  open: boolean;
  onClose: () => void;
}

export function PreferencesDialog({ eventId, preferences, open, onClose }: TProps) {
  const update = useUpdatePreferences(eventId);
  const toast = useToast();
  const titleId = useId();
  const { register, handleSubmit, reset, formState } = useForm<z.input<typeof ZEventPreferences>, unknown, TEventPreferences>({
    resolver: zodResolver(ZEventPreferences),
    values: preferences, // each opening starts from what the server holds
  });
  const { errors } = formState;

  const submit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast({ severity: 'success', title: 'Preferences Updated', message: 'Your event preferences have been saved.' });
        onClose();
      },
      onError: (error) => toast({ severity: 'error', title: 'Update Failed', message: error.message }),
    }),
  );

  return (
    <Dialog
      open={open}
      onClose={() => !update.isPending && onClose()}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{ transition: { onExited: () => reset(preferences) } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Event Preferences</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Special requests"
              multiline
              minRows={3}
              {...register('special_requests')}
              error={!!errors.special_requests}
              helperText={errors.special_requests?.message}
            />
            <TextField
              label="Dietary restrictions"
              {...register('dietary_restrictions')}
              error={!!errors.dietary_restrictions}
              helperText={errors.dietary_restrictions?.message}
            />
            <TextField
              label="Communication preferences"
              {...register('communication_preferences')}
              error={!!errors.communication_preferences}
              helperText={errors.communication_preferences?.message ?? 'For example: text messages in the morning, e-mail for documents.'}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            Save Preferences
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
