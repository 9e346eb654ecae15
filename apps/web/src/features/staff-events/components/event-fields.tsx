import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TEventType } from '@venue/shared/events/availability.schema';
import type { TFacility } from '@venue/shared/staff/facility.schema';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { TScheduleValues } from '@/features/staff-events/event-form-model';

type TEventFieldValues = TScheduleValues & { event_type_id: string; name: string };

const capacityText = (f: TFacility) => (f.capacity === null ? 'no set capacity' : `up to ${f.capacity} guests`);

/** What staff need to know when picking a place: capacity (enforced), the advised minimum, buffers, overnight. */
function facilityHelp(f: TFacility | undefined): string {
  if (!f) return 'The place the event books; a space is never booked twice at once.';
  const parts = [f.capacity === null ? 'No set capacity' : `Holds up to ${f.capacity} guests`];
  if (f.min_guests) parts.push(`suits ${f.min_guests} or more`);
  if (f.buffer_before_minutes || f.buffer_after_minutes) parts.push(`kept free ${f.buffer_before_minutes} min before and ${f.buffer_after_minutes} min after`);
  parts.push(f.overnight ? 'overnight bookings allowed' : 'booked by the day');
  return `${parts.join(' · ')}.`;
}

/** Type, name, facility, schedule and guests: shared by the new-event form and the edit dialog. */
export function EventFields({ eventTypes, facilities, disabled }: { eventTypes: readonly TEventType[]; facilities: readonly TFacility[]; disabled?: boolean }) {
  const { control, register, formState } = useFormContext<TEventFieldValues>();
  const { errors } = formState;
  const facilityId = useWatch({ control, name: 'facility_id' });
  const facility = facilities.find((f) => String(f.id) === facilityId);
  const err = (field: keyof TEventFieldValues) => ({ error: !!errors[field], helperText: errors[field]?.message });

  return (
    <Stack spacing={2}>
      <Controller
        control={control}
        name="event_type_id"
        render={({ field }) => (
          <TextField select label="Event Type" required {...field} disabled={disabled} {...err('event_type_id')}>
            {eventTypes.map((t) => (
              <MenuItem key={t.id} value={String(t.id)}>
                {t.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField {...register('name')} label="Event Name" required disabled={disabled} {...err('name')} />
      <Controller
        control={control}
        name="facility_id"
        render={({ field }) => (
          <TextField
            select
            label="Space"
            required
            {...field}
            disabled={disabled}
            error={!!errors.facility_id}
            helperText={errors.facility_id?.message ?? facilityHelp(facility)}
          >
            {facilities
              .filter((f) => f.is_active || String(f.id) === field.value)
              .map((f) => (
                <MenuItem key={f.id} value={String(f.id)}>
                  {f.name} ({capacityText(f)}
                  {f.overnight ? ', overnight' : ''})
                </MenuItem>
              ))}
          </TextField>
        )}
      />
      <div>
        <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
          When (Philippine time, PHT)
        </Typography>
        {facility?.overnight ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              {...register('starts_local')}
              type="datetime-local"
              label="Starts"
              required
              fullWidth
              disabled={disabled}
              slotProps={{ inputLabel: { shrink: true } }}
              {...err('starts_local')}
            />
            <TextField
              {...register('ends_local')}
              type="datetime-local"
              label="Ends"
              required
              fullWidth
              disabled={disabled}
              slotProps={{ inputLabel: { shrink: true } }}
              {...err('ends_local')}
            />
          </Stack>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              {...register('date')}
              type="date"
              label="Date"
              required
              fullWidth
              disabled={disabled}
              slotProps={{ inputLabel: { shrink: true } }}
              {...err('date')}
            />
            <TextField
              {...register('start_time')}
              type="time"
              label="Start Time"
              required
              fullWidth
              disabled={disabled}
              slotProps={{ inputLabel: { shrink: true } }}
              {...err('start_time')}
            />
            <TextField
              {...register('end_time')}
              type="time"
              label="End Time"
              required
              fullWidth
              disabled={disabled}
              slotProps={{ inputLabel: { shrink: true } }}
              error={!!errors.end_time}
              helperText={errors.end_time?.message ?? '00:00 is midnight'}
            />
          </Stack>
        )}
      </div>
      <TextField
        {...register('guest_count')}
        type="number"
        label="Guests"
        disabled={disabled}
        slotProps={{ htmlInput: { min: 1, max: facility?.capacity ?? undefined, inputMode: 'numeric' } }}
        error={!!errors.guest_count}
        helperText={errors.guest_count?.message ?? (facility?.capacity ? `At most ${facility.capacity} at ${facility.name}.` : 'Optional.')}
      />
    </Stack>
  );
}
