import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { venueDay } from '@venue/shared/dates';
import { useState } from 'react';
import { QueryState } from '@/components/feedback/query-state';
import { useToast } from '@/components/feedback/toast-context';
import { downloadQuotePdf } from '@/features/quotes/api/download-quote-pdf';
import { quoteError } from '@/features/quotes/api/quote-error';
import { quotesByEventQuery } from '@/features/quotes/api/quotes.queries';
import { useAcceptQuote, useRejectQuote } from '@/features/quotes/api/use-quote-decision';
import { QuoteCard } from '@/features/quotes/components/quote-card';
import { RejectQuoteDialog } from '@/features/quotes/components/reject-quote-dialog';

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

  const busy = accept.isPending || reject.isPending;
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
                onAccept={() => accept.mutate({ id: quote.id })}
                onReject={() => setRejecting(quote.id)}
                onDownload={() => void download(quote.id)}
              />
            ))}
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
