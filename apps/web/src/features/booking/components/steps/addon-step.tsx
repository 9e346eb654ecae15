import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TPublicProduct } from '@venue/shared/booking/catalogue.schema';
import { ZAddonSelectionConfig } from '@venue/shared/booking/step-config.schema';
import { addonDataSchema, type TAddonData } from '@venue/shared/booking/step-data.schema';
import { useWatch } from 'react-hook-form';
import { StepShell } from '@/features/booking/components/step-shell';
import { ProductChoices } from '@/features/booking/components/steps/product-choices';
import { useStepForm } from '@/features/booking/use-step-form';
import { dataOfType, savedDataOf, useWizard } from '@/features/booking/wizard-context';

type TLine = TAddonData['selected_addons'][number];

function groups(products: TPublicProduct[], byCategory: boolean): [string, TPublicProduct[]][] {
  if (!byCategory) return [['', products]];
  const map = new Map<string, TPublicProduct[]>();
  for (const p of products) map.set(p.category_name ?? 'Other', [...(map.get(p.category_name ?? 'Other') ?? []), p]);
  return [...map.entries()];
}

/** Spec: add-on services, optionally grouped by category; "Must select at least N" / "Cannot select more than N". */
export function AddonStep() {
  const { step, session, flow } = useWizard();
  const config = ZAddonSelectionConfig.parse(step.configuration);
  const saved = savedDataOf(session, step);
  const { form, onSubmit, formId } = useStepForm(addonDataSchema(config), { selected_addons: (saved.selected_addons as TLine[] | undefined) ?? [] });
  const lines = useWatch({ control: form.control, name: 'selected_addons' }) ?? [];
  const eventDay = dataOfType(session, flow, 'date_time').start_date;
  const set = (next: TLine[]) => form.setValue('selected_addons', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const error = form.formState.errors.selected_addons;

  const toggle = (p: TPublicProduct, on: boolean) =>
    set(
      on
        ? [...lines, { product_id: p.id, name: p.name, price: p.base_price, quantity: 1, tax_rate: p.tax_rate, price_with_tax: p.price_with_tax }]
        : lines.filter((l) => l.product_id !== p.id),
    );
  const quantity = (id: number, q: number) => set(lines.map((l) => (l.product_id === id ? { ...l, quantity: Math.max(1, q || 1) } : l)));

  return (
    <StepShell title="Add-on Services" description={step.description} formId={formId} onSubmit={onSubmit}>
      {groups(config.available_addons_details, config.group_by_category).map(([category, products]) => (
        <Stack key={category} spacing={2}>
          {category && (
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {category}
            </Typography>
          )}
          <ProductChoices
            products={products}
            lines={lines}
            eventDay={eventDay}
            chooser={(p, chosen, disabled) => (
              <FormControlLabel
                control={<Checkbox checked={chosen} onChange={(e) => toggle(p, e.target.checked)} disabled={disabled} />}
                label={`Add ${p.name}`}
              />
            )}
            minQuantity={1}
            withQuantity
            onQuantity={quantity}
            wrap
          />
        </Stack>
      ))}
      {error && <FormHelperText error>{error.message ?? error.root?.message}</FormHelperText>}
    </StepShell>
  );
}
