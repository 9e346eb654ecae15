import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { venueDay } from '@venue/shared/dates';
import { QUOTE_MESSAGES, type TStaffQuote } from '@venue/shared/quotes/staff-quote.schema';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { useToast } from '@/components/feedback/toast-context';
import { downloadQuotePdf } from '@/features/staff-sales/api/downloads';
import { useDeleteQuote, useSaveQuote, useSendQuote } from '@/features/staff-sales/api/use-quote-mutations';
import { PageHeader } from '@/features/staff-sales/components/common/page-header';
import { Section } from '@/features/staff-sales/components/common/section';
import { QuoteStatusChip } from '@/features/staff-sales/components/common/status-chips';
import { QuoteLines } from '@/features/staff-sales/components/quotes/quote-lines';
import { QuoteOptions } from '@/features/staff-sales/components/quotes/quote-options';
import { QuoteTotalsPanel } from '@/features/staff-sales/components/quotes/quote-totals-panel';
import {
  draftTotals,
  emptyQuoteForm,
  quoteFormField,
  quoteFormOf,
  quoteFormSchema,
  type TQuoteForm,
  type TQuoteRequest,
} from '@/features/staff-sales/quote-form';
import { applyServerErrors } from '@/features/staff-sales/server-errors';
import { useDownload } from '@/features/staff-sales/use-download';

interface TProps {
  event: { id: number; name: string; clientName: string };
  /** The draft being changed; null for a new quote. */
  quote: TStaffQuote | null;
}

const FIELD =
  /^(line_items\.\d+\.(description|quantity|unit_price|tax_percent)|options\.\d+\.(name|description|total_price|tax_percent)|discount_amount|valid_until|guest_count|client_message)$/;

/**
 * A draft quote: lines, options, discount, valid-until day and a message, with the totals the server will
 * compute. Save Draft keeps it; Send saves what is on screen first, so the client gets exactly that.
 */
export function QuoteEditor({ event, quote }: TProps) {
  const today = venueDay();
  const schema = useMemo(() => quoteFormSchema(today), [today]);
  const form = useForm<TQuoteForm, unknown, TQuoteRequest>({
    resolver: zodResolver(schema),
    defaultValues: quote ? quoteFormOf(quote, today) : emptyQuoteForm(today),
    mode: 'onTouched',
  });
  const [lineItems, options, discount] = useWatch({ control: form.control, name: ['line_items', 'options', 'discount_amount'] });
  const totals = draftTotals({ line_items: lineItems, options, discount_amount: discount });
  const save = useSaveQuote();
  const send = useSendQuote();
  const remove = useDeleteQuote();
  const pdf = useDownload();
  const toast = useToast();
  const navigate = useNavigate();
  const [confirm, confirmDialog] = useConfirm();
  const [problems, setProblems] = useState<string[]>([]);
  const busy = save.isPending || send.isPending || remove.isPending;

  /** A new quote's address is its id once saved; a send moves there only after sending, so no draft flashes by. */
  const persist = async (body: TQuoteRequest, { open }: { open: boolean }): Promise<TStaffQuote | null> => {
    setProblems([]);
    try {
      const saved = await save.mutateAsync({ id: quote?.id ?? null, eventId: event.id, body });
      form.reset(quoteFormOf(saved, today));
      if (open && !quote) navigate(`/staff/quotes/${saved.id}`, { replace: true });
      return saved;
    } catch (error) {
      setProblems(applyServerErrors(error, form.setError, { rename: quoteFormField, isField: (f) => FIELD.test(f) }));
      return null;
    }
  };

  const saveDraft = form.handleSubmit(async (body) => {
    const saved = await persist(body, { open: true });
    if (saved) toast({ severity: 'success', title: 'Draft Saved', message: `Quote v${saved.version} for ${event.name} is saved as a draft.` });
  });

  const sendToClient = form.handleSubmit(async (body) => {
    if (body.line_items.length + body.options.length === 0) return setProblems([QUOTE_MESSAGES.empty]);
    const ok = await confirm({
      title: 'Send Quote?',
      message: `${event.clientName} will be e-mailed and can accept or reject the quote in their portal. A sent quote can no longer be changed.`,
      confirmLabel: 'Send Quote',
    });
    if (!ok) return;
    const saved = await persist(body, { open: false });
    if (!saved) return;
    try {
      const sent = await send.mutateAsync(saved.id);
      toast({ severity: 'success', title: 'Quote Sent', message: `Quote v${sent.version} was sent to ${sent.client.name}.` });
    } catch (error) {
      setProblems([error instanceof Error ? error.message : 'The quote could not be sent.']);
    }
    if (!quote) navigate(`/staff/quotes/${saved.id}`, { replace: true });
  });

  const deleteDraft = async () => {
    if (!quote) return;
    const ok = await confirm({
      title: 'Delete Draft?',
      message: `Quote v${quote.version} for ${event.name} will be deleted. The client never saw it.`,
      confirmLabel: 'Delete Draft',
      destructive: true,
    });
    if (!ok) return;
    remove.mutate(quote.id, {
      onSuccess: () => {
        toast({ severity: 'success', title: 'Draft Deleted', message: `Quote v${quote.version} was deleted.` });
        navigate('/staff/quotes', { replace: true });
      },
      onError: (error) => setProblems([error.message]),
    });
  };

  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={(e) => void saveDraft(e)} aria-label="Quote editor">
      <PageHeader
        title={quote ? `Quote v${quote.version}` : 'New Quote'}
        chip={<QuoteStatusChip status="DRAFT" />}
        subtitle={`${event.name} · ${event.clientName}`}
        actions={
          <>
            {quote && (
              <Button onClick={() => void pdf.run(() => downloadQuotePdf(quote.id))} disabled={pdf.busy}>
                {pdf.busy ? 'Downloading...' : 'Download PDF'}
              </Button>
            )}
            {quote && (
              <Button color="inherit" onClick={() => void deleteDraft()} disabled={busy}>
                Delete Draft
              </Button>
            )}
            <Button type="submit" variant="outlined" disabled={busy}>
              {save.isPending && !send.isPending ? 'Saving...' : 'Save Draft'}
            </Button>
            <Button variant="contained" onClick={(e) => void sendToClient(e)} disabled={busy}>
              {send.isPending ? 'Sending...' : 'Send to Client'}
            </Button>
          </>
        }
      />
      <Stack spacing={3}>
        {problems.length > 0 && (
          <Alert severity="error" role="alert">
            {problems.join(' ')}
          </Alert>
        )}
        <Section title="Line items" id="quote-lines-title">
          <QuoteLines form={form} />
        </Section>
        <Section title="Options" id="quote-options-title">
          <QuoteOptions form={form} />
        </Section>
        <Section title="Terms and totals" id="quote-terms-title">
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
            <Stack spacing={2} sx={{ flex: 1 }}>
              <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <TextField
                  {...form.register('discount_amount')}
                  label="Discount"
                  size="small"
                  sx={{ width: 180 }}
                  error={!!errors.discount_amount}
                  helperText={errors.discount_amount?.message ?? 'Taken off the total'}
                  slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { startAdornment: <InputAdornment position="start">₱</InputAdornment> } }}
                />
                <TextField
                  {...form.register('valid_until')}
                  label="Valid until"
                  type="date"
                  size="small"
                  sx={{ width: 200 }}
                  error={!!errors.valid_until}
                  helperText={errors.valid_until?.message ?? 'The client answers by this day'}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
                />
                <TextField
                  {...form.register('guest_count')}
                  label="Guests"
                  size="small"
                  sx={{ width: 200 }}
                  error={!!errors.guest_count}
                  helperText={errors.guest_count?.message ?? 'The event takes this count when the quote is accepted'}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              </Stack>
              <TextField
                {...form.register('client_message')}
                label="Message to the client"
                multiline
                minRows={3}
                error={!!errors.client_message}
                helperText={errors.client_message?.message ?? 'Shown with the quote in the portal and the e-mail'}
              />
            </Stack>
            <QuoteTotalsPanel totals={totals} live />
          </Stack>
        </Section>
      </Stack>
      {confirmDialog}
    </form>
  );
}
