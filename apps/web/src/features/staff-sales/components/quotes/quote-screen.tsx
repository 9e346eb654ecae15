import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { loadError, QueryState } from '@/components/feedback/query-state';
import { eventDetailQuery, quoteDetailQuery } from '@/features/staff-sales/api/staff-sales.queries';
import { ChooseEvent } from '@/features/staff-sales/components/common/choose-event';
import { PageHeader } from '@/features/staff-sales/components/common/page-header';
import { QuoteEditor } from '@/features/staff-sales/components/quotes/quote-editor';
import { QuoteView } from '@/features/staff-sales/components/quotes/quote-view';

const backToQuotes = (
  <Button component={RouterLink} to="/staff/quotes">
    All Quotes
  </Button>
);

/** /staff/quotes/new?event={id}: a new draft for that event (the event is chosen first when missing). */
export function NewQuoteScreen({ eventId }: { eventId: number | null }) {
  const navigate = useNavigate();
  const event = useQuery({ ...eventDetailQuery(eventId ?? 0), enabled: eventId !== null });
  if (eventId === null) {
    return (
      <>
        <PageHeader title="New Quote" actions={backToQuotes} />
        <ChooseEvent prompt="Which event is the quote for?" onChoose={(e) => navigate(`/staff/quotes/new?event=${e.id}`)} />
      </>
    );
  }
  return (
    <QueryState query={event} loading="Loading the event..." error={loadError('the event')}>
      {(e) => <QuoteEditor event={{ id: e.id, name: e.name, clientName: e.client.name }} quote={null} />}
    </QueryState>
  );
}

/** /staff/quotes/{id}: a draft opens in the editor, any other quote read-only. */
export function QuoteScreen({ quoteId }: { quoteId: number }) {
  const quote = useQuery(quoteDetailQuery(quoteId));
  return (
    <QueryState query={quote} loading="Loading the quote..." error={loadError('the quote')}>
      {(q) =>
        q.can_edit ? (
          // Keyed by the version being edited, so a new version starts a fresh form.
          <QuoteEditor key={q.id} event={{ id: q.event_details.id, name: q.event_details.name, clientName: q.client.name }} quote={q} />
        ) : (
          <QuoteView quote={q} />
        )
      }
    </QueryState>
  );
}
