import { Navigate, useParams, useSearchParams } from 'react-router';
import { NewQuoteScreen, QuoteScreen } from '@/features/staff-sales/components/quotes/quote-screen';

const idOf = (text: string | null | undefined) => (text && /^\d+$/.test(text) ? Number(text) : null);

/** /staff/quotes/new?event={id} makes a draft for that event; /staff/quotes/{id} opens one. */
export function Component() {
  const { quoteId } = useParams();
  const [search] = useSearchParams();
  if (quoteId === 'new') return <NewQuoteScreen eventId={idOf(search.get('event'))} />;
  const id = idOf(quoteId);
  return id === null ? <Navigate to="/staff/quotes" replace /> : <QuoteScreen key={id} quoteId={id} />;
}
