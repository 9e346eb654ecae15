import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { newOption, type TQuoteForm, type TQuoteRequest } from '@/features/staff-sales/quote-form';

type TForm = UseFormReturn<TQuoteForm, unknown, TQuoteRequest>;

/**
 * Options shown beside the lines; a selected one is priced like a line of quantity 1, taxed at its rate: 12 % for a
 * new option, and an option's rate is kept as it was when the quote is edited (the quote's view shows it).
 */
export function QuoteOptions({ form }: { form: TForm }) {
  const options = useFieldArray({ control: form.control, name: 'options' });
  return (
    <Stack spacing={2}>
      {options.fields.length === 0 && <Typography color="text.secondary">No options. Options let the client see extras beside the quote.</Typography>}
      {options.fields.map((field, index) => {
        const errors = form.formState.errors.options?.[index];
        const label = `Option ${index + 1}`;
        return (
          <Paper key={field.id} variant="outlined" role="group" aria-label={label} sx={{ p: 2 }}>
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
              <TextField
                {...form.register(`options.${index}.name`)}
                label="Option name"
                size="small"
                sx={{ flex: '1 1 200px' }}
                error={!!errors?.name}
                helperText={errors?.name?.message}
              />
              <TextField
                {...form.register(`options.${index}.description`)}
                label="Option description"
                size="small"
                sx={{ flex: '2 1 240px' }}
                error={!!errors?.description}
                helperText={errors?.description?.message}
              />
              <TextField
                {...form.register(`options.${index}.total_price`)}
                label="Price"
                size="small"
                sx={{ width: 160 }}
                error={!!errors?.total_price}
                helperText={errors?.total_price?.message}
                slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { startAdornment: <InputAdornment position="start">₱</InputAdornment> } }}
              />
              <Controller
                control={form.control}
                name={`options.${index}.is_selected`}
                render={({ field: selected }) => (
                  <FormControlLabel
                    control={<Checkbox checked={selected.value} onChange={(e) => selected.onChange(e.target.checked)} />}
                    label="Included in the total"
                  />
                )}
              />
              <IconButton onClick={() => options.remove(index)} aria-label={`Remove ${label.toLowerCase()}`}>
                <DeleteOutline />
              </IconButton>
            </Stack>
          </Paper>
        );
      })}
      <div>
        <Button startIcon={<Add />} onClick={() => options.append(newOption())} disabled={options.fields.length >= 20}>
          Add Option
        </Button>
      </div>
    </Stack>
  );
}
