import Event from '@mui/icons-material/Event';
import Payments from '@mui/icons-material/Payments';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { eventSearchQuery, invoiceSearchQuery, isUnavailable, paymentSearchQuery } from '@/features/search/api/search.queries';
import type { TSearchFilter } from '@/features/search/recent-searches';
import { displayMoney } from '@/lib/money-display';
import { formatVenueDate } from '@/lib/venue-date';

interface THit {
  key: string | number;
  to: string;
  primary: string;
  secondary: string;
}

/** One group of results (events, payments or invoices), drawn from its own API call's state. */
function ResultGroup<T extends { count: number }>({
  title,
  icon,
  result,
  toHits,
  empty,
  onPick,
  onCount,
}: {
  title: string;
  icon: ReactNode;
  result: UseQueryResult<T>;
  toHits: (data: T) => THit[];
  empty: string;
  onPick: (to: string) => void;
  onCount: (n: number) => void;
}) {
  const { data, error, isPending, isFetching } = result;
  useEffect(() => {
    if (data) onCount(data.count);
  }, [data, onCount]);

  const header = (
    <ListSubheader disableSticky sx={{ display: 'flex', alignItems: 'center', gap: 1, bgcolor: 'transparent', lineHeight: '36px' }}>
      {title} {isFetching && <CircularProgress size={14} aria-label={`Searching ${title.toLowerCase()}`} />}
    </ListSubheader>
  );
  if (isPending) return <List subheader={header} />;
  if (error) {
    return (
      <List subheader={header}>
        <ListItem>
          <Alert severity="info" sx={{ width: '100%' }}>
            {isUnavailable(error) ? 'Search is not available yet. Please check back soon.' : 'Search failed. Please try again.'}
          </Alert>
        </ListItem>
      </List>
    );
  }
  const hits = toHits(data);
  return (
    <List subheader={header} dense>
      {hits.length === 0 && (
        <ListItem>
          <Typography variant="body2" color="text.secondary">
            {empty}
          </Typography>
        </ListItem>
      )}
      {hits.map((hit) => (
        <ListItem key={hit.key} disablePadding>
          <ListItemButton onClick={() => onPick(hit.to)}>
            <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
            <ListItemText primary={hit.primary} secondary={hit.secondary} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** Results for a settled search term under the chosen filter; payments include invoices. */
export function SearchResults({
  term,
  filter,
  onPick,
  onCount,
}: {
  term: string;
  filter: TSearchFilter;
  onPick: (to: string) => void;
  onCount: (n: number) => void;
}) {
  const [counts, setCounts] = useState<Record<string, number>>({});
  const countOf = useCallback((group: string) => (n: number) => setCounts((c) => (c[group] === n ? c : { ...c, [group]: n })), []);
  const [eventsCount, paymentsCount, invoicesCount] = [countOf('events'), countOf('payments'), countOf('invoices')];
  // Hooks run unconditionally; the filter decides which calls are made.
  const events = useQuery({ ...eventSearchQuery(term), enabled: filter !== 'payments' });
  const payments = useQuery({ ...paymentSearchQuery(term), enabled: filter !== 'events' });
  const invoices = useQuery({ ...invoiceSearchQuery(term), enabled: filter !== 'events' });
  useEffect(() => {
    const shown = Object.entries(counts).filter(([g]) => (filter === 'events' ? g === 'events' : filter === 'payments' ? g !== 'events' : true));
    onCount(shown.reduce((sum, [, n]) => sum + n, 0));
  }, [counts, filter, onCount]);

  return (
    <>
      {filter !== 'payments' && (
        <ResultGroup
          title="Events"
          icon={<Event />}
          result={events}
          toHits={(d) =>
            d.results.map((e) => ({
              key: e.id,
              to: `/events/${e.id}`,
              primary: e.name,
              secondary: [e.event_type_name, formatVenueDate(e.start_date, 'MMM d, yyyy'), e.status.replace('_', ' ').toLowerCase()].join(' · '),
            }))
          }
          empty={`No events match "${term}".`}
          onPick={onPick}
          onCount={eventsCount}
        />
      )}
      {filter !== 'events' && (
        <>
          <ResultGroup
            title="Payments"
            icon={<Payments />}
            result={payments}
            toHits={(d) =>
              d.results.map((p) => ({
                key: p.id,
                to: '/payments',
                primary: `${p.description || p.payment_number} · ${displayMoney(p.amount, p.currency)}`,
                secondary: [p.payment_number, p.event_details.name, p.status_display].join(' · '),
              }))
            }
            empty={`No payments match "${term}".`}
            onPick={onPick}
            onCount={paymentsCount}
          />
          <ResultGroup
            title="Invoices"
            icon={<ReceiptLong />}
            result={invoices}
            toHits={(d) =>
              d.results.map((i) => ({
                key: i.id,
                to: '/payments',
                primary: `${i.invoice_id} · ${displayMoney(i.total_amount, i.currency)}`,
                secondary: [i.event_details.name, i.payment_status.replace('_', ' ').toLowerCase()].join(' · '),
              }))
            }
            empty={`No invoices match "${term}".`}
            onPick={onPick}
            onCount={invoicesCount}
          />
        </>
      )}
    </>
  );
}
