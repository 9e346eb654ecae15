import RequestQuote from '@mui/icons-material/RequestQuote';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { daysBetween } from '@venue/shared/dashboard/event-status';
import { inDays, QUOTE_NOTICE_DAYS } from '@venue/shared/dashboard/notices';
import { venueDay } from '@venue/shared/dates';
import type { TQuote } from '@venue/shared/quotes/quote.schema';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ToneChip } from '@/components/feedback/tone-chip';
import { DashboardCard } from '@/components/layout/dashboard-card';
import { quotesByStatusQuery } from '@/features/quotes/api/quotes.queries';
import { displayMoney } from '@/lib/money-display';

/** Spec section 2: a quote card opens the event on its Quotes tab (index 5). */
export const QUOTES_TAB = 5;
const MAX_QUOTES = 5;

/**
 * Critical Actions: actionable (SENT, not past valid_until) quotes by descending urgency, at most 5. Their expiry
 * notices are in the dashboard's one notices list (app/routes/portal/use-dashboard-notices.ts).
 */
export function CriticalQuotesCard() {
  const quotes = useQuery(quotesByStatusQuery('SENT'));
  const navigate = useNavigate();
  const [today] = useState(() => venueDay());
  const actionable = (quotes.data ?? []).filter((q) => q.is_actionable).sort((a, b) => b.urgency - a.urgency);
  const shown = actionable.slice(0, MAX_QUOTES);
  const daysLeft = (q: TQuote) => (q.valid_until ? daysBetween(today, q.valid_until) : Infinity);

  return (
    <DashboardCard title="Quotes Awaiting Your Decision" icon={<RequestQuote color="primary" aria-hidden />} heading="h3">
      {quotes.isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : quotes.isError ? (
        <Alert severity="error">Unable to load quotes. Please try again later.</Alert>
      ) : (
        <Stack spacing={1}>
          {shown.length === 0 ? (
            <Typography color="text.secondary">No quotes are waiting for your decision.</Typography>
          ) : (
            <List disablePadding aria-label="Quotes awaiting your decision">
              {shown.map((q) => (
                <ListItem key={q.id} disablePadding>
                  <ListItemButton onClick={() => navigate(`/events/${q.event_details.id}`, { state: { activeTab: QUOTES_TAB } })} sx={{ borderRadius: 1 }}>
                    <ListItemText primary={q.event_details.name} secondary={`Quote v${q.version} · ${displayMoney(q.total_amount, q.currency)}`} />
                    <ToneChip
                      size="small"
                      color={daysLeft(q) <= 1 ? 'error' : daysLeft(q) <= QUOTE_NOTICE_DAYS ? 'warning' : 'default'}
                      label={q.valid_until ? `expires ${inDays(daysLeft(q))}` : 'No expiry'}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      )}
    </DashboardCard>
  );
}
