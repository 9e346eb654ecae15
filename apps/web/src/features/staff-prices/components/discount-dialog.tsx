import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
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
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { TCreateDiscountRequest, TStaffDiscount } from '@venue/shared/staff/prices.schema';
import { useState } from 'react';
import { Controller, useForm, type Path, type UseFormReturn } from 'react-hook-form';
import { applyFieldErrors } from '@/components/forms/apply-field-errors';
import { useToast } from '@/components/feedback/toast-context';
import { useSaveDiscount } from '@/features/staff-prices/api/use-price-mutations';
import { discountFormOf, NEW_DISCOUNT, ZDiscountForm, type TDiscountForm } from '@/features/staff-prices/discount-form';

interface TProps {
  /** null: closed; 'new': a new code; a code: edit it. */
  discount: TStaffDiscount | 'new' | null;
  eventTypes: { id: number; name: string }[];
  onClose: () => void;
}

export function DiscountDialog({ discount, eventTypes, onClose }: TProps) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open={discount !== null} onClose={onClose} fullScreen={small} fullWidth maxWidth="md" aria-labelledby="discount-dialog-title">
      <DialogTitle id="discount-dialog-title">{discount === 'new' ? 'New Discount Code' : 'Edit Discount Code'}</DialogTitle>
      {discount !== null && (
        <DiscountForm
          key={discount === 'new' ? 'new' : discount.id}
          discount={discount === 'new' ? null : discount}
          eventTypes={eventTypes}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

type TForm = UseFormReturn<TDiscountForm, unknown, TCreateDiscountRequest>;
const FIELDS = Object.keys(NEW_DISCOUNT) as Path<TDiscountForm>[];

function DiscountForm({ discount, eventTypes, onClose }: { discount: TStaffDiscount | null; eventTypes: TProps['eventTypes']; onClose: () => void }) {
  const save = useSaveDiscount();
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const form: TForm = useForm<TDiscountForm, unknown, TCreateDiscountRequest>({
    resolver: zodResolver(ZDiscountForm),
    defaultValues: discount ? discountFormOf(discount) : NEW_DISCOUNT,
    mode: 'onTouched',
  });
  const percent = form.watch('discount_type') === 'PERCENT';

  const submit = form.handleSubmit((body) => {
    setProblem(null);
    save.mutate(
      { id: discount?.id ?? null, body },
      {
        onSuccess: (saved) => {
          toast({ severity: 'success', title: discount ? 'Discount Code Saved' : 'Discount Code Created', message: `${saved.code}: ${saved.value_text}.` });
          onClose();
        },
        onError: (error) => {
          if (!applyFieldErrors(error, FIELDS, form.setError)) setProblem(error.message);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={discount ? `Edit ${discount.code}` : 'New discount code'} style={{ display: 'contents' }}>
      <DialogContent dividers>
        <Grid container spacing={2}>
          <Text form={form} name="code" label="Code" required md={4} help="Letters, digits and dashes, e.g. SUMMER-2027" />
          <Text form={form} name="name" label="Name" required md={8} />
          <Text form={form} name="description" label="Description (shown to visitors)" multiline md={12} />
          <Grid size={{ xs: 12, md: 4 }}>
            <Controller
              control={form.control}
              name="discount_type"
              render={({ field }) => (
                <TextField select label="Kind" fullWidth value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref}>
                  <MenuItem value="PERCENT">Percentage off</MenuItem>
                  <MenuItem value="FIXED">Fixed amount off</MenuItem>
                </TextField>
              )}
            />
          </Grid>
          <Text form={form} name="value" label={percent ? 'Percentage' : 'Amount'} required md={4} inputMode="decimal" peso={!percent} percent={percent} />
          <Grid size={{ xs: 12, md: 4 }} />
          <Text form={form} name="valid_from" label="First day" type="date" md={6} help="Manila date; empty: no start" />
          <Text form={form} name="valid_until" label="Last day" type="date" md={6} help="Manila date; empty: no end" />
          <Text form={form} name="usage_limit" label="Total uses" md={6} inputMode="numeric" help="Empty: no limit" />
          <Text form={form} name="per_client_limit" label="Uses per client" md={6} inputMode="numeric" help="Empty: no limit" />
          <Grid size={12}>
            <Controller
              control={form.control}
              name="event_type_ids"
              render={({ field, fieldState }) => (
                <FormControl component="fieldset" error={!!fieldState.error}>
                  <FormLabel component="legend">Event types</FormLabel>
                  <FormGroup row>
                    {eventTypes.map((t) => (
                      <FormControlLabel
                        key={t.id}
                        label={t.name}
                        control={
                          <Checkbox
                            checked={field.value.includes(t.id)}
                            onChange={(e) => field.onChange(e.target.checked ? [...field.value, t.id] : field.value.filter((id) => id !== t.id))}
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  <FormHelperText>{fieldState.error?.message ?? 'None ticked: the code works for every event.'}</FormHelperText>
                </FormControl>
              )}
            />
          </Grid>
          <Flag form={form} name="first_booking_only" label="First booking only" />
          <Flag form={form} name="is_public" label="Advertised in the wizard" />
          <Flag form={form} name="is_active" label="Active" />
        </Grid>
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
          {save.isPending ? 'Saving...' : discount ? 'Save Discount Code' : 'Create Discount Code'}
        </Button>
      </DialogActions>
    </form>
  );
}

type TTextName = 'code' | 'name' | 'description' | 'value' | 'valid_from' | 'valid_until' | 'usage_limit' | 'per_client_limit';

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
  type?: 'date';
  inputMode?: 'decimal' | 'numeric';
}

function Text({ form, name, label, md, required, multiline, help, peso, percent, type, inputMode }: TTextProps) {
  const error = form.formState.errors[name]?.message;
  return (
    <Grid size={{ xs: 12, md }}>
      <TextField
        {...form.register(name)}
        label={label}
        required={required}
        multiline={multiline}
        minRows={multiline ? 2 : undefined}
        type={type}
        fullWidth
        error={!!error}
        helperText={error ?? help}
        slotProps={{
          htmlInput: { inputMode },
          inputLabel: type === 'date' ? { shrink: true } : undefined,
          input: {
            startAdornment: peso ? <InputAdornment position="start">₱</InputAdornment> : undefined,
            endAdornment: percent ? <InputAdornment position="end">%</InputAdornment> : undefined,
          },
        }}
      />
    </Grid>
  );
}

function Flag({ form, name, label }: { form: TForm; name: 'first_booking_only' | 'is_public' | 'is_active'; label: string }) {
  return (
    <Grid size={{ xs: 12, md: 4 }} sx={{ display: 'flex', alignItems: 'center' }}>
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
