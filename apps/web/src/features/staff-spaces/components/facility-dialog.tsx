import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { TCreateFacilityRequest, TStaffFacility } from '@venue/shared/staff/spaces.schema';
import { useState } from 'react';
import { Controller, useForm, type Path, type UseFormReturn } from 'react-hook-form';
import { applyFieldErrors } from '@/components/forms/apply-field-errors';
import { useToast } from '@/components/feedback/toast-context';
import { useSaveFacility } from '@/features/staff-spaces/api/use-space-mutations';
import { FacilityPhotos } from '@/features/staff-spaces/components/facility-photos';
import { facilityFormOf, NEW_FACILITY, ZFacilityForm, type TFacilityForm } from '@/features/staff-spaces/space-forms';

interface TProps {
  /** null: closed; 'new': a new facility; a facility: edit it (its photos too). */
  facility: TStaffFacility | 'new' | null;
  onClose: () => void;
  /** A new facility is saved first, then the dialog shows it for its photos. */
  onCreated: (facility: TStaffFacility) => void;
}

export function FacilityDialog({ facility, onClose, onCreated }: TProps) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open={facility !== null} onClose={onClose} fullScreen={small} fullWidth maxWidth="md" aria-labelledby="facility-dialog-title">
      <DialogTitle id="facility-dialog-title">{facility === 'new' ? 'New Space' : 'Edit Space'}</DialogTitle>
      {facility !== null && (
        <FacilityForm key={facility === 'new' ? 'new' : facility.id} facility={facility === 'new' ? null : facility} onClose={onClose} onCreated={onCreated} />
      )}
    </Dialog>
  );
}

type TForm = UseFormReturn<TFacilityForm, unknown, TCreateFacilityRequest>;
const FIELDS = Object.keys(NEW_FACILITY) as Path<TFacilityForm>[];

function FacilityForm({ facility, onClose, onCreated }: { facility: TStaffFacility | null; onClose: () => void; onCreated: TProps['onCreated'] }) {
  const save = useSaveFacility();
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const form: TForm = useForm<TFacilityForm, unknown, TCreateFacilityRequest>({
    resolver: zodResolver(ZFacilityForm),
    defaultValues: facility ? facilityFormOf(facility) : NEW_FACILITY,
    mode: 'onTouched',
  });

  const submit = form.handleSubmit((body) => {
    setProblem(null);
    save.mutate(
      { id: facility?.id ?? null, body },
      {
        onSuccess: (saved) => {
          if (facility) {
            toast({ severity: 'success', title: 'Space Saved', message: `${saved.name} is up to date.` });
            onClose();
          } else {
            toast({ severity: 'success', title: 'Space Created', message: `${saved.name} is added. You can add its photos now.` });
            onCreated(saved);
          }
        },
        onError: (error) => {
          if (!applyFieldErrors(error, FIELDS, form.setError)) setProblem(error.message);
        },
      },
    );
  });

  return (
    <>
      <form noValidate onSubmit={(e) => void submit(e)} aria-label={facility ? `Edit ${facility.name}` : 'New facility'} style={{ display: 'contents' }}>
        <DialogContent dividers>
          <Grid container spacing={2}>
            <Text form={form} name="name" label="Name" required md={12} />
            <Text form={form} name="description" label="Description (shown to visitors)" multiline md={12} />
            <Text form={form} name="capacity" label="Capacity (guests)" md={6} help="Empty: no stated limit" />
            <Text form={form} name="min_guests" label="Smallest group (guests)" md={6} help="Advice for staff; empty: none" />
            <Text form={form} name="buffer_before_minutes" label="Time before" md={6} minutes help="Set-up time kept free before each booking" />
            <Text form={form} name="buffer_after_minutes" label="Time after" md={6} minutes help="Clean-up time kept free after each booking" />
            <Flag form={form} name="overnight" label="Overnight stays allowed" />
            <Flag form={form} name="is_active" label="Active (offered to visitors)" />
          </Grid>
          {problem && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          )}
          {/* Saved by their own buttons at once (none of them submits the form); scrolled with the fields. */}
          {facility && <FacilityPhotos facility={facility} />}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={save.isPending}>
            {facility ? 'Close' : 'Cancel'}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : facility ? 'Save Space' : 'Create Space'}
          </Button>
        </DialogActions>
      </form>
    </>
  );
}

type TTextName = 'name' | 'description' | 'capacity' | 'min_guests' | 'buffer_before_minutes' | 'buffer_after_minutes';

function Text(props: { form: TForm; name: TTextName; label: string; md: number; required?: boolean; multiline?: boolean; help?: string; minutes?: boolean }) {
  const { form, name, label, md, required, multiline, help, minutes } = props;
  const error = form.formState.errors[name]?.message;
  const numeric = name !== 'name' && name !== 'description';
  return (
    <Grid size={{ xs: 12, md }}>
      <TextField
        {...form.register(name)}
        label={label}
        required={required}
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
        fullWidth
        error={!!error}
        helperText={error ?? help}
        slotProps={{
          htmlInput: { inputMode: numeric ? 'numeric' : undefined },
          input: { endAdornment: minutes ? <InputAdornment position="end">minutes</InputAdornment> : undefined },
        }}
      />
    </Grid>
  );
}

function Flag({ form, name, label }: { form: TForm; name: 'overnight' | 'is_active'; label: string }) {
  return (
    <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} slotProps={{ input: { ref: field.ref } }} />}
            label={label}
          />
        )}
      />
    </Grid>
  );
}
