import { ratePercentText } from '@venue/shared/payments/document-totals';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TStaffQuote } from '@venue/shared/quotes/staff-quote.schema';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { useToast } from '@/components/feedback/toast-context';
import { QuoteLineItemsTable } from '@/components/quotes/quote-line-items-table';
import { downloadQuotePdf } from '@/features/staff-sales/api/downloads';
import { useNewQuoteVersion } from '@/features/staff-sales/api/use-quote-mutations';
import { PageHeader } from '@/features/staff-sales/components/common/page-header';
import { Section } from '@/features/staff-sales/components/common/section';
import { QuoteStatusChip } from '@/features/staff-sales/components/common/status-chips';
import { QuoteTotalsPanel } from '@/features/staff-sales/components/quotes/quote-totals-panel';
import { formatRate } from '@/features/staff-sales/percent';
import { formatDay, peso } from '@/features/staff-sales/sales-format';
import { useDownload } from '@/features/staff-sales/use-download';
import { formatVenueDate } from '@/lib/venue-date';

const when = (iso: string | null) => formatVenueDate(iso, "MMMM d, yyyy 'at' h:mm a") ?? '—';

/** What the client decided, or what the quote waits for. */
function Decision({ quote }: { quote: TStaffQuote }) {
  switch (quote.status) {
    case 'ACCEPTED':
      return (
        <Alert severity="success">
          Accepted by {quote.accepted_by ?? 'the client'} on {when(quote.accepted_at)}.
        </Alert>
      );
    case 'REJECTED':
      return (
        <Alert severity="error">
          Rejected on {when(quote.rejected_at)}. Reason: {quote.rejection_reason || 'none given'}
        </Alert>
      );
    case 'SENT':
      return (
        <Alert severity="info">
          Sent on {when(quote.sent_at)}; waiting for the client&apos;s answer until {formatDay(quote.valid_until)}.
        </Alert>
      );
    case 'EXPIRED':
      return <Alert severity="warning">Expired on {formatDay(quote.valid_until)} without an answer from the client.</Alert>;
    default:
      return null;
  }
}

/** A quote that is no longer a draft: read-only, with the client's answer and the way to a new version. */
export function QuoteView({ quote }: { quote: TStaffQuote }) {
  const newVersion = useNewQuoteVersion();
  const pdf = useDownload();
  const toast = useToast();
  const navigate = useNavigate();
  const [confirm, confirmDialog] = useConfirm();

  const makeNewVersion = async () => {
    const ok = await confirm({
      title: 'Make a New Version?',
      message: `A new draft (v${quote.version + 1}) starts from this quote's lines and options; this one stays as it is.`,
      confirmLabel: 'Make New Version',
    });
    if (!ok) return;
    newVersion.mutate(quote.id, {
      onSuccess: (draft) => {
        toast({ severity: 'success', title: 'New Version Made', message: `Quote v${draft.version} is a draft you can change and send.` });
        navigate(`/staff/quotes/${draft.id}`);
      },
      onError: (error) => toast({ severity: 'error', title: 'New Version Failed', message: error.message }),
    });
  };

  return (
    <>
      <PageHeader
        title={`Quote v${quote.version}`}
        chip={<QuoteStatusChip status={quote.status} />}
        subtitle={`${quote.event_details.name} · ${quote.client.name} (${quote.client.email})`}
        actions={
          <>
            <Button onClick={() => void pdf.run(() => downloadQuotePdf(quote.id))} disabled={pdf.busy}>
              {pdf.busy ? 'Downloading...' : 'Download PDF'}
            </Button>
            {quote.can_create_new_version && (
              <Button variant="contained" onClick={() => void makeNewVersion()} disabled={newVersion.isPending}>
                New Version
              </Button>
            )}
          </>
        }
      />
      <Stack spacing={3}>
        <Decision quote={quote} />
        {(quote.previous_version !== null || quote.next_version !== null) && (
          <Stack direction="row" spacing={2}>
            {quote.previous_version !== null && (
              <Link component={RouterLink} to={`/staff/quotes/${quote.previous_version}`}>
                Previous version
              </Link>
            )}
            {quote.next_version !== null && (
              <Link component={RouterLink} to={`/staff/quotes/${quote.next_version}`}>
                Newer version
              </Link>
            )}
          </Stack>
        )}
        <Section title="Line items" id="quote-view-lines">
          <QuoteLineItemsTable items={quote.line_items} label="Line items" amountHeader="Amount" money={peso} taxRate={formatRate} />
        </Section>
        {quote.options.length > 0 && (
          <Section title="Options" id="quote-view-options">
            <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
              {quote.options.map((o) => (
                <li key={o.id}>
                  <Typography variant="body2">
                    <strong>{o.name}</strong> · {peso(o.total_price)} plus {ratePercentText(o.tax_rate)} tax ·{' '}
                    {o.is_selected ? 'included in the total' : 'not included'}
                    {o.description ? ` — ${o.description}` : ''}
                  </Typography>
                </li>
              ))}
            </Stack>
          </Section>
        )}
        <Section title="Terms and totals" id="quote-view-terms">
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
            <Stack spacing={1} sx={{ flex: 1 }}>
              <Typography variant="body2">Valid until {formatDay(quote.valid_until)}</Typography>
              {quote.client_message && (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                  Message to the client: {quote.client_message}
                </Typography>
              )}
            </Stack>
            <QuoteTotalsPanel totals={quote} />
          </Stack>
        </Section>
      </Stack>
      {confirmDialog}
    </>
  );
}
