import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { TCreateEventTypeRequest, TStaffEventType, TStaffFacility } from '@venue/shared/staff/spaces.schema';
import { useRef, useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { applyFieldErrors } from '@/components/forms/apply-field-errors';
import { useToast } from '@/components/feedback/toast-context';
import { useSaveEventType, useUploadEventTypeImage } from '@/features/staff-spaces/api/use-space-mutations';
import { eventTypeFormOf, NEW_EVENT_TYPE, ZEventTypeForm, type TEventTypeForm } from '@/features/staff-spaces/space-forms';

interface TProps {
  /** null: closed; 'new': a new type; a type: edit it. */
  eventType: TStaffEventType | 'new' | null;
  facilities: TStaffFacility[];
  onClose: () => void;
}

export function EventTypeDialog({ eventType, facilities, onClose }: TProps) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open={eventType !== null} onClose={onClose} fullScreen={small} fullWidth maxWidth="sm" aria-labelledby="event-type-dialog-title">
      <DialogTitle id="event-type-dialog-title">{eventType === 'new' ? 'New Event Type' : 'Edit Event Type'}</DialogTitle>
      {eventType !== null && (
        <EventTypeForm
          key={eventType === 'new' ? 'new' : eventType.id}
          eventType={eventType === 'new' ? null : eventType}
          facilities={facilities}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

const FIELDS = Object.keys(NEW_EVENT_TYPE) as Path<TEventTypeForm>[];

function EventTypeForm({ eventType, facilities, onClose }: { eventType: TStaffEventType | null; facilities: TStaffFacility[]; onClose: () => void }) {
  const save = useSaveEventType();
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<TEventTypeForm, unknown, TCreateEventTypeRequest>({
    resolver: zodResolver(ZEventTypeForm),
    defaultValues: eventType ? eventTypeFormOf(eventType) : NEW_EVENT_TYPE,
    mode: 'onTouched',
  });
  const nameError = form.formState.errors.name?.message;
  const descriptionError = form.formState.errors.description?.message;

  const submit = form.handleSubmit((body) => {
    setProblem(null);
    save.mutate(
      { id: eventType?.id ?? null, body },
      {
        onSuccess: (saved) => {
          toast({ severity: 'success', title: eventType ? 'Event Type Saved' : 'Event Type Created', message: `${saved.name} is up to date.` });
          onClose();
        },
        onError: (error) => {
          if (!applyFieldErrors(error, FIELDS, form.setError)) setProblem(error.message);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={eventType ? `Edit ${eventType.name}` : 'New event type'} style={{ display: 'contents' }}>
      <DialogContent dividers>
        <Stack spacing={2}>
          <TextField {...form.register('name')} label="Name" required fullWidth error={!!nameError} helperText={nameError} />
          <TextField
            {...form.register('description')}
            label="Description (shown to visitors)"
            multiline
            minRows={3}
            fullWidth
            error={!!descriptionError}
            helperText={descriptionError}
          />
          <Controller
            control={form.control}
            name="facility_ids"
            render={({ field, fieldState }) => (
              <FormControl component="fieldset" error={!!fieldState.error}>
                <FormLabel component="legend">Spaces it may use</FormLabel>
                <FormGroup>
                  {facilities.map((f) => (
                    <FormControlLabel
                      key={f.id}
                      label={f.is_active ? f.name : `${f.name} (inactive)`}
                      control={
                        <Checkbox
                          checked={field.value.includes(f.id)}
                          onChange={(e) => field.onChange(e.target.checked ? [...field.value, f.id] : field.value.filter((id) => id !== f.id))}
                        />
                      }
                    />
                  ))}
                </FormGroup>
                <FormHelperText>{fieldState.error?.message ?? 'The booking wizard offers the active ones, the first ticked as the default.'}</FormHelperText>
              </FormControl>
            )}
          />
          <Controller
            control={form.control}
            name="is_active"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} slotProps={{ input: { ref: field.ref } }} />}
                label="Active (offered to visitors)"
              />
            )}
          />
          {eventType && <EventTypeImage eventType={eventType} />}
        </Stack>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : eventType ? 'Save Event Type' : 'Create Event Type'}
        </Button>
      </DialogActions>
    </form>
  );
}

/** The type's image, replaced by choosing another (saved at once, re-encoded by the server). */
function EventTypeImage({ eventType }: { eventType: TStaffEventType }) {
  const upload = useUploadEventTypeImage();
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(eventType.image_url);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    upload.mutate({ id: eventType.id, file }, { onSuccess: (saved) => setUrl(saved.image_url), onError: (error) => setProblem(error.message) });
  };
  return (
    <Box component="section" aria-label="Image">
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        Image
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {url ? (
          <Box component="img" src={url} alt={`${eventType.name} image`} sx={{ width: 160, height: 100, objectFit: 'cover', borderRadius: 2 }} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            No image yet
          </Typography>
        )}
        <div>
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            hidden
            onChange={(e) => choose(e.target.files?.[0])}
            aria-label={`Image of ${eventType.name}`}
          />
          <Button variant="outlined" onClick={() => input.current?.click()} disabled={upload.isPending}>
            {upload.isPending ? 'Uploading...' : url ? 'Replace Image' : 'Upload Image'}
          </Button>
        </div>
      </Stack>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}
