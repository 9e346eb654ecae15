import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TProduct } from '@venue/shared/products/product.schema';
import { useState } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { productSearchQuery } from '@/features/staff-sales/api/staff-sales.queries';
import { draftLineTotal, freeLine, lineFromProduct, type TQuoteForm, type TQuoteRequest } from '@/features/staff-sales/quote-form';
import { peso } from '@/features/staff-sales/sales-format';
import { useDebounced } from '@/features/staff-sales/use-debounced';

type TForm = UseFormReturn<TQuoteForm, unknown, TQuoteRequest>;

/** The quote's lines: picked from the catalogue (its price and tax copied, each editable) or written freely. */
export function QuoteLines({ form }: { form: TForm }) {
  const lines = useFieldArray({ control: form.control, name: 'line_items' });
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <ProductSearch onPick={(p) => lines.append(lineFromProduct(p), { shouldFocus: false })} />
        <Button startIcon={<Add />} onClick={() => lines.append(freeLine())} sx={{ mt: 1 }}>
          Add Free Line
        </Button>
      </Stack>
      {lines.fields.length === 0 && <Typography color="text.secondary">No lines yet: add a product from the catalogue or a free line.</Typography>}
      {lines.fields.map((field, index) => (
        <LineRow key={field.id} form={form} index={index} onRemove={() => lines.remove(index)} />
      ))}
    </Stack>
  );
}

function LineRow({ form, index, onRemove }: { form: TForm; index: number; onRemove: () => void }) {
  const line = useWatch({ control: form.control, name: `line_items.${index}` });
  const errors = form.formState.errors.line_items?.[index];
  const total = line ? draftLineTotal(line) : null;
  const label = `Line ${index + 1}`;
  return (
    <Paper variant="outlined" role="group" aria-label={label} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          {...form.register(`line_items.${index}.description`)}
          label="Description"
          size="small"
          sx={{ flex: '1 1 240px' }}
          error={!!errors?.description}
          helperText={errors?.description?.message ?? line?.hint}
        />
        <TextField
          {...form.register(`line_items.${index}.quantity`)}
          label="Quantity"
          size="small"
          sx={{ width: 100 }}
          error={!!errors?.quantity}
          helperText={errors?.quantity?.message}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          {...form.register(`line_items.${index}.unit_price`)}
          label="Unit price"
          size="small"
          sx={{ width: 160 }}
          error={!!errors?.unit_price}
          helperText={errors?.unit_price?.message}
          slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { startAdornment: <InputAdornment position="start">₱</InputAdornment> } }}
        />
        <TextField
          {...form.register(`line_items.${index}.tax_percent`)}
          label="Tax"
          size="small"
          sx={{ width: 100 }}
          error={!!errors?.tax_percent}
          helperText={errors?.tax_percent?.message}
          slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
        />
        <Stack sx={{ minWidth: 120, alignItems: 'flex-end', pt: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} aria-label={`${label} amount`}>
            {total === null ? '—' : peso(total)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            before tax
          </Typography>
        </Stack>
        <IconButton onClick={onRemove} aria-label={`Remove ${label.toLowerCase()}`} sx={{ mt: 0.5 }}>
          <DeleteOutline />
        </IconButton>
      </Stack>
      {line?.product_id != null && <Chip size="small" variant="outlined" label="From the catalogue" sx={{ mt: 1 }} />}
    </Paper>
  );
}

/** Picks an active product by name, SKU or description; choosing one adds it as a line and clears the search. */
function ProductSearch({ onPick }: { onPick: (product: TProduct) => void }) {
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim());
  const products = useQuery(productSearchQuery(search));
  return (
    <Autocomplete
      value={null}
      onChange={(_e, product) => {
        if (!product) return;
        onPick(product);
        setInput('');
      }}
      inputValue={input}
      onInputChange={(_e, text, reason) => reason !== 'reset' && setInput(text)}
      options={products.data ?? []}
      filterOptions={(options) => options}
      getOptionLabel={(p) => p.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={products.isFetching}
      noOptionsText={search ? 'No active product matches' : 'Type to search the catalogue'}
      blurOnSelect
      sx={{ flex: '1 1 280px', maxWidth: 480 }}
      renderOption={({ key, ...props }, p) => (
        <li key={key} {...props}>
          <Stack>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {p.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {p.sku} · {peso(p.base_price)}
              {p.pricing_model === 'HOURLY' ? ' per hour' : ''}
            </Typography>
          </Stack>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label="Add from the catalogue" helperText="Search by name or SKU" />}
    />
  );
}
