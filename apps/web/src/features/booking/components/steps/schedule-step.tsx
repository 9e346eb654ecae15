import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { extraHoursOf } from '@venue/shared/booking/extra-hours';
import { startingHours } from '@venue/shared/booking/package-duration';
import { packageNoticeText } from '@venue/shared/booking/product-notice';
import { ZDateTimeConfig, ZPackageSelectionConfig } from '@venue/shared/booking/step-config.schema';
import { dateTimeDataSchema } from '@venue/shared/booking/step-data.schema';
import { DURATION_STEP_HOURS } from '@venue/shared/booking/steps';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { calendarQuery } from '@/features/booking/api/booking.queries';
import { bookingWindowQuery } from '@/lib/booking-window';
import { StepShell } from '@/features/booking/components/step-shell';
import { MonthCalendar } from '@/features/booking/components/steps/month-calendar';
import { TakenTimes } from '@/features/booking/components/steps/taken-times';
import { formatSlot, formatVenueMoment, venueEnd } from '@/features/booking/schedule-times';
import { venueDay } from '@venue/shared/dates';
import { useStepForm } from '@/features/booking/use-step-form';
import { dataOfType, savedDataOf, useWizard } from '@/features/booking/wizard-context';
import { displayMoney } from '@/lib/money-display';

const hoursLabel = (h: number) => `${h} hour${h === 1 ? '' : 's'}`;

/** Spec: a calendar of existing events by month, a start time picker, a duration slider; times in PHT. */
export function ScheduleStep() {
  const { step, session, flow, sessionId, requestedDate } = useWizard();
  const config = ZDateTimeConfig.parse(step.configuration);
  const saved = savedDataOf(session, step);
  const packageStep = flow.enabled_steps.find((s) => s.step_type === 'package_selection');
  const packages = packageStep ? ZPackageSelectionConfig.parse(packageStep.configuration).available_packages_details : [];
  // Issue 39, point 3: a package chosen already (a flow that asks for it first) sets where the duration starts.
  const chosenIds = ((dataOfType(session, flow, 'package_selection').selected_packages as { product_id: number; quantity: number }[] | undefined) ?? [])
    .filter((l) => l.quantity > 0)
    .map((l) => l.product_id);
  const { form, onSubmit, formId } = useStepForm(dateTimeDataSchema(config), {
    start_date: (saved.start_date as string | undefined) ?? requestedDate ?? '',
    start_time: (saved.start_time as string | undefined) ?? '',
    duration:
      (saved.duration as number | undefined) ??
      startingHours(
        config,
        packages.filter((p) => chosenIds.includes(p.id)),
      ),
    venue_preference: (saved.venue_preference as number | null | undefined) ?? config.default_facility_id,
  });
  const [day, time, duration, venue] = useWatch({ control: form.control, name: ['start_date', 'start_time', 'duration', 'venue_preference'] });
  const today = venueDay();
  const [month, setMonth] = useState(() => (day || today).slice(0, 7));
  const calendar = useQuery(calendarQuery(flow.id, month, sessionId));
  const entries = calendar.data?.entries ?? [];
  const end = venueEnd(day ?? '', time ?? '', duration ?? 0);
  const { errors } = form.formState;
  const slots = config.available_time_slots.map((s) => s.start_time);
  const option = { facilities: config.facilities, slotStarts: slots, minHours: config.min_duration_hours };
  const notice = packageStep ? packageNoticeText(flow.event_type_name, packages, today) : null;
  const window = useQuery(bookingWindowQuery()).data ?? null;
  // Issue 39, point 3: the hours beyond a package's own are the visitor's choice, their price said beside it (the
  // chosen package's, once one is chosen; before, each package's).
  const chosen = packages.filter((p) => chosenIds.includes(p.id));
  const extras = extraHoursOf(chosen.length ? chosen : packages, duration ?? 0).filter((x) => x.extra_hours > 0);

  return (
    <StepShell title={step.name} description={step.description} formId={formId} onSubmit={onSubmit}>
      {notice && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <FormControl error={!!errors.start_date}>
        <FormLabel sx={{ mb: 1 }}>Date</FormLabel>
        <MonthCalendar
          month={month}
          onMonth={setMonth}
          selected={day ?? ''}
          onSelect={(d) => form.setValue('start_date', d, { shouldValidate: form.formState.isSubmitted, shouldDirty: true })}
          entries={entries}
          firstDay={today}
          option={option}
          window={window}
          packages={packages}
        />
        {errors.start_date && <FormHelperText>{errors.start_date.message}</FormHelperText>}
      </FormControl>
      {day && <TakenTimes day={day} entries={entries} facilityId={venue ?? null} />}

      {config.facilities.length > 1 && (
        <Controller
          control={form.control}
          name="venue_preference"
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Venue"
              value={field.value ?? ''}
              onChange={(e) => field.onChange(Number(e.target.value))}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            >
              {config.facilities.map((f) => (
                <MenuItem key={f.id} value={f.id}>
                  {f.name}
                  {f.capacity ? ` (up to ${f.capacity} guests)` : ''}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}

      <Controller
        control={form.control}
        name="start_time"
        render={({ field, fieldState }) =>
          slots.length > 0 ? (
            <FormControl error={!!fieldState.error}>
              <FormLabel id="start-time-label" sx={{ mb: 1 }}>
                Start time (PHT)
              </FormLabel>
              <ToggleButtonGroup
                exclusive
                aria-labelledby="start-time-label"
                value={field.value}
                onChange={(_e, v: string | null) => v && field.onChange(v)}
                sx={{
                  flexWrap: 'wrap',
                  gap: 1,
                  // MUI's unselected toggle text is too faint for AA contrast; the selected one takes the brand colour.
                  '& .MuiToggleButton-root': { borderRadius: 2, border: 1, borderColor: 'divider', color: 'text.primary' },
                  '& .MuiToggleButton-root.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText' },
                  '& .MuiToggleButton-root.Mui-selected:hover': { bgcolor: 'primary.dark' },
                }}
              >
                {slots.map((s) => (
                  <ToggleButton key={s} value={s} size="small" sx={{ px: 2 }}>
                    {formatSlot(s)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
            </FormControl>
          ) : (
            <TextField
              type="time"
              label="Start time (PHT)"
              {...field}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )
        }
      />

      <Controller
        control={form.control}
        name="duration"
        render={({ field, fieldState }) => (
          <FormControl error={!!fieldState.error}>
            <FormLabel id="duration-label">Duration: {hoursLabel(field.value)}</FormLabel>
            <Slider
              aria-labelledby="duration-label"
              value={field.value}
              onChange={(_e, v) => field.onChange(v as number)}
              min={config.min_duration_hours}
              max={config.max_duration_hours}
              step={DURATION_STEP_HOURS}
              getAriaValueText={hoursLabel}
              valueLabelDisplay="auto"
              sx={{ mx: 1, width: 'auto' }}
            />
            {/* The limits under the ends, not as slider marks, whose centred labels overflow a 375 px screen. */}
            <Box aria-hidden sx={{ display: 'flex', justifyContent: 'space-between', typography: 'caption', color: 'text.secondary' }}>
              <span>{hoursLabel(config.min_duration_hours)}</span>
              <span>{hoursLabel(config.max_duration_hours)}</span>
            </Box>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
            <ExtraHoursNote extras={extras} />
          </FormControl>
        )}
      />
      <Typography role="status" aria-live="polite" sx={{ fontWeight: 600 }}>
        {end ? `Ends ${formatVenueMoment(end)} PHT` : 'Choose a date and start time to see when your event ends.'}
      </Typography>
    </StepShell>
  );
}

/** Beside the slider: what the hours beyond each package's own add, in the server's figures (before VAT). */
function ExtraHoursNote({ extras }: { extras: ReturnType<typeof extraHoursOf> }) {
  if (extras.length === 0) return null;
  return (
    <Box data-testid="extra-hours" aria-live="polite" sx={{ mt: 1, typography: 'body2' }}>
      {extras.map((x) => (
        <div key={x.name}>
          {`${x.name}: ${hoursLabel(x.extra_hours)} beyond the package's ${hoursLabel(x.included_hours)}, at ${displayMoney(x.hour_price)} an hour: +${displayMoney(x.cost)} before VAT`}
        </div>
      ))}
    </Box>
  );
}
