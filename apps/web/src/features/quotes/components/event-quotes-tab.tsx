import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { venueDay } from '@venue/shared/dates';
import type { TQuote } from '@venue/shared/quotes/quote.schema';
import { useState } from 'react';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { QueryState } from '@/components/feedback/query-state';
import { useToast } from '@/components/feedback/toast-context';
import { downloadQuotePdf } from '@/features/quotes/api/download-quote-pdf';
import { quoteError } from '@/features/quotes/api/quote-error';
import { quotesByEventQuery } from '@/features/quotes/api/quotes.queries';
import { useAcceptQuote, useRejectQuote } from '@/features/quotes/api/use-quote-decision';
import { QuoteCard } from '@/features/quotes/components/quote-card';
import { RejectQuoteDialog } from '@/features/quotes/components/reject-quote-dialog';
import { displayMoney } from '@/lib/money-display';

const LOAD_FAILED = 'Unable to load quotes. Please try again later.';

/** The event page's Quotes tab: newest version first, each with its own decision buttons. */
export function EventQuotesTab({ eventId }: { eventId: number }) {
  const quotes = useQuery(quotesByEventQuery(eventId));
  const accept = useAcceptQuote();
  const reject = useRejectQuote();
  const toast = useToast();
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const [today] = useState(() => venueDay());

  const download = async (id: number) => {
    setDownloading(id);
    try {
      await downloadQuotePdf(id);
    } catch (error) {
      toast({ severity: 'error', title: 'Download Failed', message: quoteError(error) });
    } finally {
      setDownloading(null);
    }
  };

  const [confirm, confirmDialog] = useConfirm();
  const busy = accept.isPending || reject.isPending;

  // Accepting commits the client to the figure: they read it, and what follows, before it is sent.
  const review = async (quote: TQuote, all: TQuote[]) => {
    const others = all.some((q) => q.id !== quote.id && q.status === 'SENT');
    const ok = await confirm({
      title: 'Accept this quote?',
      message:
        `You accept version ${quote.version} of the quote for ${quote.event_details.name}: a total of ` +
        `${displayMoney(quote.total_amount, quote.currency, { centavos: 'always' })}. The venue then prepares your contract ` +
        `from it; nothing is charged now.${others ? ' The other versions you were sent are withdrawn.' : ''}`,
      confirmLabel: 'Accept Quote',
      cancelLabel: 'Cancel',
    });
    if (ok) accept.mutate({ id: quote.id });
  };
  return (
    <QueryState query={quotes} loading="Loading quotes..." error={LOAD_FAILED}>
      {(data) =>
        data.length === 0 ? (
          <Typography color="text.secondary">No quotes for this event yet.</Typography>
        ) : (
          <Stack spacing={2} sx={{ minWidth: 0 }}>
            {data.map((quote) => (
              <QuoteCard
                key={quote.id}
                quote={quote}
                today={today}
                busy={busy}
                downloading={downloading === quote.id}
                onAccept={() => void review(quote, data)}
                onReject={() => setRejecting(quote.id)}
                onDownload={() => void download(quote.id)}
              />
            ))}
            {confirmDialog}
            <RejectQuoteDialog
              open={rejecting !== null}
              submitting={reject.isPending}
              onClose={() => setRejecting(null)}
              onReject={(reason) => rejecting !== null && reject.mutate({ id: rejecting, reason }, { onSuccess: () => setRejecting(null) })}
            />
          </Stack>
        )
      }
    </QueryState>
  );
}
