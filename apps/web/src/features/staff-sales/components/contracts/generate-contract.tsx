import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { isCalendarDay } from '@venue/shared/common/input';
import { CONTRACT_MESSAGES, ZCreateContractRequest, type TCreateContractRequest } from '@venue/shared/contracts/staff-contract.schema';
import { venueDay } from '@venue/shared/dates';
import type { TStaffEventDetail } from '@venue/shared/staff/staff-event.schema';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { z } from 'zod';
import { loadError, QueryState } from '@/components/feedback/query-state';
import { useToast } from '@/components/feedback/toast-context';
import { eventDetailQuery, quoteListQuery, templateListQuery } from '@/features/staff-sales/api/staff-sales.queries';
import { useGenerateContract } from '@/features/staff-sales/api/use-contract-mutations';
import { ChooseEvent } from '@/features/staff-sales/components/common/choose-event';
import { PageHeader } from '@/features/staff-sales/components/common/page-header';
import { applyServerErrors } from '@/features/staff-sales/server-errors';
import { formatDay, peso } from '@/features/staff-sales/sales-format';
import { signersLabel } from '@/features/staff-sales/template-form';

const { contract_value, payment_schedule_reference } = ZCreateContractRequest.shape;
const formSchema = (today: string) =>
  z
    .object({
      template_id: z.string().min(1, 'Choose a contract template'),
      contract_value,
      valid_until: z.string().refine((d) => d === '' || (isCalendarDay(d) && d > today), CONTRACT_MESSAGES.validUntilPast),
      payment_schedule_reference: payment_schedule_reference.unwrap(),
    })
    .transform((f): TCreateContractRequest => ({
      template_id: Number(f.template_id),
      contract_value: f.contract_value,
      ...(f.valid_until ? { valid_until: f.valid_until } : {}),
      payment_schedule_reference: f.payment_schedule_reference,
    }));
type TForm = z.input<ReturnType<typeof formSchema>>;
const FIELDS = new Set(['template_id', 'contract_value', 'valid_until', 'payment_schedule_reference']);

const backToContracts = (
  <Button component={RouterLink} to="/staff/contracts">
    All Contracts
  </Button>
);

/** /staff/contracts/new?event={id}: a DRAFT contract for the event from an active template (the event is chosen first). */
export function GenerateContractScreen({ eventId }: { eventId: number | null }) {
  const navigate = useNavigate();
  const event = useQuery({ ...eventDetailQuery(eventId ?? 0), enabled: eventId !== null });
  if (eventId === null) {
    return (
      <>
        <PageHeader title="New Contract" actions={backToContracts} />
        <ChooseEvent prompt="Which event is the contract for?" onChoose={(e) => navigate(`/staff/contracts/new?event=${e.id}`)} />
      </>
    );
  }
  return (
    <QueryState query={event} loading="Loading the event..." error={loadError('the event')}>
      {(e) => <GenerateForm event={e} />}
    </QueryState>
  );
}

function GenerateForm({ event }: { event: TStaffEventDetail }) {
  const today = venueDay();
  const templates = useQuery({ ...templateListQuery(), select: (list) => list.filter((t) => t.is_active) });
  // The value the client agreed to, when the event has an accepted quote.
  const accepted = useQuery({ ...quoteListQuery({ status: 'ACCEPTED', event: event.id, page: 1 }), select: (page) => page.results[0] ?? null });
  const generate = useGenerateContract();
  const toast = useToast();
  const navigate = useNavigate();
  const [problems, setProblems] = useState<string[]>([]);
  const schema = useMemo(() => formSchema(today), [today]);
  const form = useForm<TForm, unknown, TCreateContractRequest>({
    resolver: zodResolver(schema),
    defaultValues: { template_id: '', contract_value: '', valid_until: '', payment_schedule_reference: '' },
    mode: 'onTouched',
  });
  const errors = form.formState.errors;
  const acceptedQuote = accepted.data;
  // The contract's value is what the client accepted: filled in once the quote arrives, unless staff typed one.
  useEffect(() => {
    if (acceptedQuote && form.getValues('contract_value') === '') form.setValue('contract_value', acceptedQuote.total_amount);
  }, [acceptedQuote, form]);

  const submit = form.handleSubmit((body) => {
    setProblems([]);
    generate.mutate(
      { eventId: event.id, body },
      {
        onSuccess: (contract) => {
          toast({
            severity: 'success',
            title: 'Contract Generated',
            message: `A draft ${contract.template_name} for ${event.name} is ready to review and send.`,
          });
          navigate(`/staff/contracts/${contract.id}`, { replace: true });
        },
        onError: (error) => setProblems(applyServerErrors(error, form.setError, { isField: (f) => FIELDS.has(f) })),
      },
    );
  });

  return (
    <>
      <PageHeader title="New Contract" subtitle={`${event.name} · ${event.client.name} · ${formatDay(event.start_date)}`} actions={backToContracts} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 820 }}>
        <form noValidate onSubmit={(e) => void submit(e)} aria-label="Generate a contract">
          <Grid container spacing={2}>
            <Grid size={12}>
              <Controller
                control={form.control}
                name="template_id"
                render={({ field }) => (
                  <TextField
                    select
                    label="Template"
                    required
                    fullWidth
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={!!errors.template_id}
                    helperText={errors.template_id?.message ?? (templates.isError ? loadError('the templates') : 'Active templates only')}
                  >
                    {(templates.data ?? []).map((t) => (
                      <MenuItem key={t.id} value={String(t.id)}>
                        {t.name} ({signersLabel(t.signature_requirements).toLowerCase()})
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                {...form.register('contract_value')}
                label="Contract value"
                required
                fullWidth
                error={!!errors.contract_value}
                helperText={
                  errors.contract_value?.message ??
                  (acceptedQuote ? `The accepted quote (version ${acceptedQuote.version}) totals ${peso(acceptedQuote.total_amount)}` : ' ')
                }
                slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { startAdornment: <InputAdornment position="start">₱</InputAdornment> } }}
              />
              {acceptedQuote && (
                <Button size="small" onClick={() => form.setValue('contract_value', acceptedQuote.total_amount, { shouldValidate: true })}>
                  Use the accepted quote&apos;s total
                </Button>
              )}
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                {...form.register('valid_until')}
                label="Valid until (optional)"
                type="date"
                fullWidth
                error={!!errors.valid_until}
                helperText={errors.valid_until?.message ?? 'Left empty, the contract does not expire'}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
              />
            </Grid>
            <Grid size={12}>
              <TextField
                {...form.register('payment_schedule_reference')}
                label="Payment schedule"
                fullWidth
                multiline
                minRows={2}
                error={!!errors.payment_schedule_reference}
                helperText={errors.payment_schedule_reference?.message ?? 'For example: 30% deposit on signing, balance 30 days before the event'}
              />
            </Grid>
          </Grid>
          {problems.length > 0 && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {problems.join(' ')}
            </Alert>
          )}
          <Button type="submit" variant="contained" sx={{ mt: 3 }} disabled={generate.isPending}>
            {generate.isPending ? 'Generating...' : 'Generate Contract'}
          </Button>
        </form>
      </Paper>
    </>
  );
}
