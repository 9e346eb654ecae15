import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TEventType } from '@venue/shared/events/availability.schema';
import type { TFacility } from '@venue/shared/staff/facility.schema';
import { ZStaffEventUpdateRequest, type TStaffEventDetail } from '@venue/shared/staff/staff-event.schema';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useToast } from '@/components/feedback/toast-context';
import { useUpdateEvent } from '@/features/staff-events/api/use-event-mutations';
import { EventFields } from '@/features/staff-events/components/event-fields';
import {
  applyEventFieldErrors,
  EVENT_FIELD_NAMES,
  guestsOf,
  resolveEventForm,
  scheduleValuesOf,
  type TScheduleValues,
} from '@/features/staff-events/event-form-model';

interface TEditValues extends TScheduleValues {
  event_type_id: string;
  name: string;
  current_stage_name: string;
  total_price: string;
}
type TRequest = z.output<typeof ZStaffEventUpdateRequest>;
const FORM_FIELDS = new Set<string>([...EVENT_FIELD_NAMES, 'current_stage_name', 'total_price']);

const valuesOf = (event: TStaffEventDetail): TEditValues => ({
  ...scheduleValuesOf(event),
  event_type_id: String(event.event_type_id),
  name: event.name,
  current_stage_name: event.current_stage_name ?? '',
  total_price: event.total_price,
});

/** Only what changed is sent; a change to the place or the times sends all three, since they are checked as a whole. */
function changesOf(request: TRequest, event: TStaffEventDetail): TRequest {
  const out: TRequest = {};
  if (request.name !== event.name) out.name = request.name;
  if (request.event_type_id !== event.event_type_id) out.event_type_id = request.event_type_id;
  if (request.guest_count !== event.guest_count) out.guest_count = request.guest_count;
  if ((request.current_stage_name ?? null) !== event.current_stage_name) out.current_stage_name = request.current_stage_name;
  if (request.total_price !== undefined && Number(request.total_price) !== Number(event.total_price)) out.total_price = request.total_price;
  const same = (a: string | undefined, b: string | null) => !!a && !!b && new Date(a).getTime() === new Date(b).getTime();
  if (request.facility_id !== event.facility?.id || !same(request.starts_at, event.starts_at) || !same(request.ends_at, event.ends_at)) {
    Object.assign(out, { facility_id: request.facility_id, starts_at: request.starts_at, ends_at: request.ends_at });
  }
  return out;
}

function EditForm({
  event,
  eventTypes,
  facilities,
  onClose,
}: {
  event: TStaffEventDetail;
  eventTypes: readonly TEventType[];
  facilities: readonly TFacility[];
  onClose: () => void;
}) {
  const update = useUpdateEvent(event.id);
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TEditValues, { facilities: readonly TFacility[] }, TRequest>({
    defaultValues: valuesOf(event),
    context: { facilities },
    resolver: (values, context) =>
      resolveEventForm(
        values,
        context?.facilities ?? [],
        (v, schedule) => ({
          event_type_id: v.event_type_id || 0,
          name: v.name,
          facility_id: v.facility_id || 0,
          ...schedule,
          guest_count: guestsOf(v.guest_count),
          current_stage_name: v.current_stage_name.trim() || null,
          total_price: v.total_price,
        }),
        ZStaffEventUpdateRequest,
      ),
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;

  const submit = handleSubmit((request) => {
    setFailure(null);
    const changes = changesOf(request, event);
    if (Object.keys(changes).length === 0) return onClose();
    update.mutate(changes, {
      onSuccess: (saved) => {
        toast({ severity: 'success', title: 'Event Updated', message: `${saved.name} was saved.` });
        onClose();
      },
      onError: (error) => {
        const overnight = facilities.find((f) => String(f.id) === form.getValues('facility_id'))?.overnight ?? false;
        if (!applyEventFieldErrors(error, FORM_FIELDS, overnight, setError)) setFailure(error.message);
      },
    });
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-label="Edit event">
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <EventFields eventTypes={eventTypes} facilities={facilities} disabled={update.isPending} />
            <TextField
              {...register('current_stage_name')}
              label="Current Stage"
              disabled={update.isPending}
              error={!!errors.current_stage_name}
              helperText={errors.current_stage_name?.message ?? 'Shown to the client, e.g. "Menu tasting".'}
            />
            <TextField
              {...register('total_price')}
              label="Total Price (PHP)"
              inputMode="decimal"
              disabled={update.isPending}
              error={!!errors.total_price}
              helperText={errors.total_price?.message}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            Save Changes
          </Button>
        </DialogActions>
      </form>
    </FormProvider>
  );
}

export function EditEventDialog(props: {
  event: TStaffEventDetail;
  eventTypes: readonly TEventType[];
  facilities: readonly TFacility[];
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>Edit Event</DialogTitle>
      {props.open && <EditForm event={props.event} eventTypes={props.eventTypes} facilities={props.facilities} onClose={props.onClose} />}
    </Dialog>
  );
}
