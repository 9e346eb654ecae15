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
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { TCreateProductRequest, TProduct, TProductCategory } from '@venue/shared/products/product.schema';
import { useState } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { useToast } from '@/components/feedback/toast-context';
import { useSaveProduct } from '@/features/staff-sales/api/use-product-mutations';
import { NEW_PRODUCT, productFormField, productFormOf, ZProductForm, type TProductForm } from '@/features/staff-sales/product-form';
import { applyServerErrors } from '@/features/staff-sales/server-errors';

interface TProps {
  /** null: closed; 'new': a new product; a product: edit it. */
  product: TProduct | 'new' | null;
  categories: TProductCategory[];
  onClose: () => void;
}

export function ProductDialog({ product, categories, onClose }: TProps) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open={product !== null} onClose={onClose} fullScreen={small} fullWidth maxWidth="md" aria-labelledby="product-dialog-title">
      <DialogTitle id="product-dialog-title">{product === 'new' ? 'New Product' : 'Edit Product'}</DialogTitle>
      {product !== null && (
        <ProductForm key={product === 'new' ? 'new' : product.id} product={product === 'new' ? null : product} categories={categories} onClose={onClose} />
      )}
    </Dialog>
  );
}

const FIELDS = new Set(Object.keys(NEW_PRODUCT));

function ProductForm({ product, categories, onClose }: { product: TProduct | null; categories: TProductCategory[]; onClose: () => void }) {
  const save = useSaveProduct();
  const toast = useToast();
  const [problems, setProblems] = useState<string[]>([]);
  const form = useForm<TProductForm, unknown, TCreateProductRequest>({
    resolver: zodResolver(ZProductForm),
    defaultValues: product ? productFormOf(product) : NEW_PRODUCT,
    mode: 'onTouched',
  });
  const pricing = form.watch('pricing_model');
  const excess = form.watch('has_excess_hours');

  const submit = form.handleSubmit((body) => {
    setProblems([]);
    save.mutate(
      { id: product?.id ?? null, body },
      {
        onSuccess: (saved) => {
          // Issue 39, point 2: a new product is offered only where a booking flow ticks it; say where, not nothing.
          const where =
            product || !saved.is_active
              ? ''
              : saved.type === 'PACKAGE'
                ? " The booking wizard offers it once it is ticked in a booking flow's Packages step (Booking Flows)."
                : " The booking wizard offers it once it is ticked in a booking flow's Add-ons step (Booking Flows).";
          toast({ severity: 'success', title: product ? 'Product Saved' : 'Product Created', message: `${saved.name} (${saved.sku}) is saved.${where}` });
          onClose();
        },
        onError: (error) => setProblems(applyServerErrors(error, form.setError, { rename: productFormField, isField: (f) => FIELDS.has(f) })),
      },
    );
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={product ? `Edit ${product.name}` : 'New product'} style={{ display: 'contents' }}>
      <DialogContent dividers>
        <Grid container spacing={2}>
          <Text form={form} name="name" label="Name" required md={8} />
          <Text form={form} name="sku" label="SKU" required md={4} help="Letters, digits and dashes, e.g. ADD-BONFIRE" />
          <Text form={form} name="description" label="Description" multiline md={12} />
          <Choice
            form={form}
            name="type"
            label="Type"
            md={4}
            choices={[
              { value: 'PACKAGE', label: 'Package' },
              { value: 'PRODUCT', label: 'Product' },
            ]}
          />
          <Choice
            form={form}
            name="category_id"
            label="Category"
            md={4}
            choices={[{ value: '', label: 'No category' }, ...categories.map((c) => ({ value: String(c.id), label: c.name }))]}
          />
          <Choice
            form={form}
            name="pricing_model"
            label="Pricing model"
            md={4}
            choices={[
              { value: 'FIXED', label: 'Fixed price' },
              { value: 'HOURLY', label: 'Per hour' },
            ]}
          />
          <Text form={form} name="base_price" label={pricing === 'HOURLY' ? 'Price per hour' : 'Base price'} required md={4} peso inputMode="decimal" />
          <Text form={form} name="tax_percent" label="Tax rate" md={4} percent inputMode="decimal" help="12 is the 12% VAT" />
          <Text form={form} name="sort_order" label="Sort order" md={4} inputMode="numeric" />
          {pricing === 'FIXED' ? (
            <>
              <Text form={form} name="included_hours" label="Included hours" md={4} inputMode="decimal" help="Hours the package price covers" />
              <Flag form={form} name="has_excess_hours" label="Extra hours allowed" md={4} />
              {excess && <Text form={form} name="excess_hour_price" label="Price per extra hour" md={4} peso inputMode="decimal" />}
            </>
          ) : (
            <>
              <Text form={form} name="minimum_hours" label="Minimum hours" md={4} inputMode="decimal" />
              <Text form={form} name="maximum_hours" label="Maximum hours" md={4} inputMode="decimal" />
            </>
          )}
          <Grid size={12}>
            <Typography variant="subtitle2" component="h3">
              Booking window
            </Typography>
          </Grid>
          <Text form={form} name="advance_booking_days" label="Book at least (days ahead)" md={6} inputMode="numeric" />
          <Text form={form} name="maximum_booking_days" label="Book at most (days ahead)" md={6} inputMode="numeric" />
          <Flag form={form} name="is_active" label="Active (can be quoted)" md={6} />
          <Flag form={form} name="is_featured" label="Featured" md={6} />
        </Grid>
        {problems.length > 0 && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {problems.join(' ')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : product ? 'Save Product' : 'Create Product'}
        </Button>
      </DialogActions>
    </form>
  );
}

type TForm = UseFormReturn<TProductForm, unknown, TCreateProductRequest>;
type TTextName = {
  [K in keyof TProductForm & string]: TProductForm[K] extends string ? K : never;
}[keyof TProductForm & string];

interface TTextProps {
  form: TForm;
  name: TTextName;
  label: string;
  md: number;
  required?: boolean;
  multiline?: boolean;
  help?: string;
  peso?: boolean;
  percent?: boolean;
  inputMode?: 'decimal' | 'numeric';
}

function Text({ form, name, label, md, required, multiline, help, peso, percent, inputMode }: TTextProps) {
  const error = form.formState.errors[name]?.message;
  return (
    <Grid size={{ xs: 12, md }}>
      <TextField
        {...form.register(name)}
        label={label}
        required={required}
        multiline={multiline}
        minRows={multiline ? 2 : undefined}
        fullWidth
        error={!!error}
        helperText={error ?? help}
        slotProps={{
          htmlInput: { inputMode },
          input: {
            startAdornment: peso ? <InputAdornment position="start">₱</InputAdornment> : undefined,
            endAdornment: percent ? <InputAdornment position="end">%</InputAdornment> : undefined,
          },
        }}
      />
    </Grid>
  );
}

function Choice({ form, name, label, md, choices }: { form: TForm; name: TTextName; label: string; md: number; choices: { value: string; label: string }[] }) {
  return (
    <Grid size={{ xs: 12, md }}>
      <Controller
        control={form.control}
        name={name}
        render={({ field, fieldState }) => (
          <TextField
            select
            label={label}
            fullWidth
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
            // "No category" is the empty value: shown as a choice, with the label above it.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            {choices.map((c) => (
              <MenuItem key={c.value} value={c.value}>
                {c.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </Grid>
  );
}

function Flag({ form, name, label, md }: { form: TForm; name: 'has_excess_hours' | 'is_active' | 'is_featured'; label: string; md: number }) {
  return (
    <Grid size={{ xs: 12, md }} sx={{ display: 'flex', alignItems: 'center' }}>
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
