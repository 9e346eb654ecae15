import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { extraHoursOf } from '@venue/shared/booking/extra-hours';
import type { TDurationNote } from '@venue/shared/booking/package-duration';
import { ZPackageSelectionConfig } from '@venue/shared/booking/step-config.schema';
import { packageDataSchema, type TPackageData } from '@venue/shared/booking/step-data.schema';
import { useWatch } from 'react-hook-form';
import { StepShell } from '@/features/booking/components/step-shell';
import { ProductChoices } from '@/features/booking/components/steps/product-choices';
import { unavailableFor } from '@/features/booking/product-dates';
import { useStepForm } from '@/features/booking/use-step-form';
import { dataOfType, savedDataOf, useWizard } from '@/features/booking/wizard-context';
import { displayMoney } from '@/lib/money-display';

type TLine = TPackageData['selected_packages'][number];

/** Spec: "Select Your Package"; SINGLE toggles one, MULTIPLE is capped at max_selection, quantity 0 removes. */
export function PackageStep() {
  const { step, session, flow, goToStep } = useWizard();
  const config = ZPackageSelectionConfig.parse(step.configuration);
  const saved = savedDataOf(session, step);
  const { form, onSubmit, formId } = useStepForm(packageDataSchema(config), { selected_packages: (saved.selected_packages as TLine[] | undefined) ?? [] });
  const lines = useWatch({ control: form.control, name: 'selected_packages' }) ?? [];
  const eventDay = dataOfType(session, flow, 'date_time').start_date;
  const single = config.selection_type === 'SINGLE';
  const set = (next: TLine[]) => form.setValue('selected_packages', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const error = form.formState.errors.selected_packages;
  const packages = config.available_packages_details;
  const noneFits = packages.length > 0 && packages.every((p) => unavailableFor(p, eventDay) !== null);
  const schedule = dataOfType(session, flow, 'date_time');
  const hours = Number(schedule.duration ?? 0);
  // The hours the visitor chose on the date step beyond a package's own are priced with it: said here before it is
  // chosen. A duration they left follows the package they choose (issue 39), so it adds nothing to any of them.
  const extras = schedule.duration_chosen === true ? extraHoursOf(packages, hours).filter((x) => x.extra_hours > 0) : [];
  // What the server did with the schedule when these packages were saved, once the saved choice is the one shown.
  const savedIds = ((saved.selected_packages as TLine[] | undefined) ?? []).filter((l) => l.quantity > 0).map((l) => l.product_id);
  const shownIds = lines.filter((l) => l.quantity > 0).map((l) => l.product_id);
  const note = savedIds.join() === shownIds.join() ? ((saved.duration_note as TDurationNote | null | undefined) ?? null) : null;
  const dateStep = flow.enabled_steps.find((s) => s.step_type === 'date_time');

  const toggle = (id: number, name: string, price: string) => {
    const chosen = lines.some((l) => l.product_id === id);
    if (chosen) set(lines.filter((l) => l.product_id !== id));
    else if (single) set([{ product_id: id, name, price, quantity: 1 }]);
    else if (lines.length < config.max_selection) set([...lines, { product_id: id, name, price, quantity: 1 }]);
  };
  const quantity = (id: number, q: number) =>
    set(q <= 0 ? lines.filter((l) => l.product_id !== id) : lines.map((l) => (l.product_id === id ? { ...l, quantity: q } : l)));

  return (
    <StepShell
      title="Select Your Package"
      description={single ? 'Choose one package.' : `Choose up to ${config.max_selection} packages.`}
      formId={formId}
      onSubmit={onSubmit}
    >
      <Stack spacing={2}>
        {noneFits && (
          <Alert severity="warning">
            No package can be booked for this date. Go Back to choose another date: each package below says from when it is available.
          </Alert>
        )}
        {note && (
          <Alert severity={note.kind === 'followed' ? 'info' : 'warning'} data-testid="package-duration-note" aria-live="polite">
            {note.text}
            {note.kind === 'differs' && dateStep && (
              <Box sx={{ mt: 1 }}>
                <Button size="small" variant="outlined" color="inherit" onClick={() => goToStep(dateStep.id)}>
                  Change Date &amp; Time
                </Button>
              </Box>
            )}
          </Alert>
        )}
        {extras.length > 0 && (
          <Alert severity="info" data-testid="package-extra-hours">
            {`Your event is ${hours} hours long. `}
            {extras.map((x) => `${x.name} includes ${x.included_hours} hours: the other ${x.extra_hours} add ${displayMoney(x.cost)} before VAT`).join('; ')}.
            Go Back to shorten your event if you do not need them.
          </Alert>
        )}
        <ProductChoices
          products={config.available_packages_details}
          lines={lines}
          eventDay={eventDay}
          chooser={(p, chosen, disabled) => (
            <Button
              variant={chosen ? 'contained' : 'outlined'}
              onClick={() => toggle(p.id, p.name, p.base_price)}
              disabled={disabled}
              aria-pressed={chosen}
              aria-label={`${chosen ? 'Selected' : 'Select'}: ${p.name}`}
            >
              {chosen ? 'Selected' : 'Select'}
            </Button>
          )}
          minQuantity={0}
          withQuantity={!single}
          onQuantity={quantity}
        />
      </Stack>
      {error && <FormHelperText error>{error.message ?? error.root?.message}</FormHelperText>}
    </StepShell>
  );
}
