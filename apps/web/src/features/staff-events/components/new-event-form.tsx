import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ZStaffEventCreateRequest } from '@venue/shared/staff/staff-event.schema';
import type { TFacility } from '@venue/shared/staff/facility.schema';
import type { TEventType } from '@venue/shared/events/availability.schema';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useToast } from '@/components/feedback/toast-context';
import { clientOptionsSearch, preselectedClientQuery } from '@/features/staff-events/api/staff-events.queries';
import { useCreateEvent } from '@/features/staff-events/api/use-event-mutations';
import { ClientPicker, type TClientOption } from '@/components/staff/client-picker';
import { EventFields } from '@/features/staff-events/components/event-fields';
import {
  applyEventFieldErrors,
  EMPTY_SCHEDULE,
  EVENT_FIELD_NAMES,
  guestsOf,
  resolveEventForm,
  type TScheduleValues,
} from '@/features/staff-events/event-form-model';

interface TNewEventValues extends TScheduleValues {
  client: TClientOption | null;
  event_type_id: string;
  name: string;
  notes: string;
}
type TRequest = z.output<typeof ZStaffEventCreateRequest>;

const EMPTY: TNewEventValues = { ...EMPTY_SCHEDULE, client: null, event_type_id: '', name: '', notes: '' };
const FORM_FIELDS = new Set<string>(['client', ...EVENT_FIELD_NAMES, 'notes']);

/** Books an event for a client on a facility; the new event starts as a draft and opens on its page. */
export function NewEventForm({
  eventTypes,
  facilities,
  clientId,
  slot,
}: {
  eventTypes: readonly TEventType[];
  facilities: readonly TFacility[];
  clientId: number | null;
  /** A calendar slot's space and time, filled in. */
  slot?: Partial<TScheduleValues>;
}) {
  const create = useCreateEvent();
  const toast = useToast();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TNewEventValues, { facilities: readonly TFacility[] }, TRequest>({
    defaultValues: { ...EMPTY, ...slot },
    context: { facilities },
    resolver: (values, context) =>
      resolveEventForm(
        values,
        context?.facilities ?? [],
        (v, schedule) => ({
          client_id: v.client?.id ?? 0,
          event_type_id: v.event_type_id || 0,
          name: v.name,
          facility_id: v.facility_id || 0,
          ...schedule,
          guest_count: guestsOf(v.guest_count),
          notes: v.notes,
        }),
        ZStaffEventCreateRequest,
      ),
  });
  const { control, register, handleSubmit, setError, setValue, formState } = form;

  // ?client=: the client's page sent us here with the client chosen.
  const preselected = useQuery({ ...preselectedClientQuery(clientId ?? 0), enabled: clientId !== null });
  useEffect(() => {
    if (preselected.data && !form.getValues('client')) setValue('client', preselected.data);
  }, [preselected.data, form, setValue]);

  const submit = handleSubmit((request) => {
    setFailure(null);
    create.mutate(request, {
      onSuccess: (event) => {
        toast({ severity: 'success', title: 'Event Created', message: `${event.name} was booked as a draft.` });
        navigate(`/staff/events/${event.id}`);
      },
      onError: (error) => {
        const overnight = facilities.find((f) => String(f.id) === form.getValues('facility_id'))?.overnight ?? false;
        if (!applyEventFieldErrors(error, FORM_FIELDS, overnight, setError)) setFailure(error.message);
      },
    });
  });

  return (
    <FormProvider {...form}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <form noValidate onSubmit={submit} aria-label="New event">
          <Stack spacing={2}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <Controller
              control={control}
              name="client"
              render={({ field, fieldState }) => (
                <ClientPicker
                  search={clientOptionsSearch}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  inputRef={field.ref}
                  disabled={create.isPending}
                />
              )}
            />
            <EventFields eventTypes={eventTypes} facilities={facilities} disabled={create.isPending} />
            <TextField
              {...register('notes')}
              label="Internal Notes"
              multiline
              minRows={3}
              disabled={create.isPending}
              error={!!formState.errors.notes}
              helperText={formState.errors.notes?.message ?? 'Kept as the event’s first internal note; the client never sees it.'}
            />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button color="inherit" onClick={() => navigate(clientId ? `/staff/clients/${clientId}` : '/staff/events')} disabled={create.isPending}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={create.isPending}>
                Create Event
              </Button>
            </Stack>
          </Stack>
        </form>
      </Paper>
    </FormProvider>
  );
}
