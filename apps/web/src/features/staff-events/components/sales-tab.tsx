import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TStaffEventDetail } from '@venue/shared/staff/staff-event.schema';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { EmptyText, loadError, QueryState } from '@/components/feedback/query-state';
import { ToneChip } from '@/components/feedback/tone-chip';
import { ContractStatusChip, QuoteStatusChip } from '@/components/staff/status-chips';
import { QuoteRequestHoldChip, quoteRequestLine, QuoteRequestMessage } from '@/components/staff/quote-request';
import { formatInstant } from '@/components/staff/staff-format';
import { eventContractsQuery, eventQuotesQuery } from '@/features/staff-events/api/staff-events.queries';
import { displayMoney } from '@/lib/money-display';

/** The booking wizard's request the event was made from: what the visitor asked for, until a quote is sent. */
function QuoteRequestSection({ request }: { request: NonNullable<TStaffEventDetail['quote_request']> }) {
  return (
    <section aria-labelledby="event-quote-request">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, flexWrap: 'wrap' }}>
        <Typography id="event-quote-request" variant="h6" component="h3">
          Quote Request
        </Typography>
        {request.answered ? <ToneChip size="small" variant="outlined" color="success" label="Answered" /> : <QuoteRequestHoldChip until={request.hold_until} />}
      </Stack>
      <Typography variant="body2">{quoteRequestLine(request)}</Typography>
      <Typography variant="body2" color="text.secondary">
        Asked online {formatInstant(request.created_at)}
        {request.answered ? '' : ': answered once a quote is sent'}
      </Typography>
      <QuoteRequestMessage message={request.message} />
    </section>
  );
}

/** Quick links to the event's quotes and contracts, which are built and sent on their own pages. */
export function SalesTab({ eventId, closed, request }: { eventId: number; closed: boolean; request: TStaffEventDetail['quote_request'] }) {
  const quotes = useQuery(eventQuotesQuery(eventId));
  const contracts = useQuery(eventContractsQuery(eventId));
  return (
    <Stack spacing={3}>
      {request && <QuoteRequestSection request={request} />}
      <section aria-labelledby="event-quotes">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, flexWrap: 'wrap' }}>
          <Typography id="event-quotes" variant="h6" component="h3">
            Quotes
          </Typography>
          {!closed && (
            <Button size="small" startIcon={<Add />} component={RouterLink} to={`/staff/quotes/new?event=${eventId}`}>
              New Quote
            </Button>
          )}
        </Stack>
        <QueryState query={quotes} loading="Loading quotes..." error={loadError('the quotes')}>
          {(list) =>
            list.length === 0 ? (
              <EmptyText>No quotes for this event yet.</EmptyText>
            ) : (
              <List disablePadding aria-label="Event quotes">
                {list.map((q) => (
                  <ListItem key={q.id} divider sx={{ px: 0, gap: 1, flexWrap: 'wrap' }}>
                    <Stack sx={{ flex: '1 1 220px' }}>
                      <Link component={RouterLink} to={`/staff/quotes/${q.id}`}>
                        Quote v{q.version} · {displayMoney(q.total_amount, q.currency)}
                      </Link>
                      <Typography variant="body2" color="text.secondary">
                        {q.sent_at ? `Sent ${formatInstant(q.sent_at)}` : `Created ${formatInstant(q.created_at)}`}
                      </Typography>
                    </Stack>
                    <QuoteStatusChip status={q.status} />
                  </ListItem>
                ))}
              </List>
            )
          }
        </QueryState>
      </section>
      <section aria-labelledby="event-contracts">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, flexWrap: 'wrap' }}>
          <Typography id="event-contracts" variant="h6" component="h3">
            Contracts
          </Typography>
          {!closed && (
            <Button size="small" startIcon={<Add />} component={RouterLink} to={`/staff/contracts/new?event=${eventId}`}>
              New Contract
            </Button>
          )}
        </Stack>
        <QueryState query={contracts} loading="Loading contracts..." error={loadError('the contracts')}>
          {(list) =>
            list.length === 0 ? (
              <EmptyText>No contracts for this event yet.</EmptyText>
            ) : (
              <List disablePadding aria-label="Event contracts">
                {list.map((c) => (
                  <ListItem key={c.id} divider sx={{ px: 0, gap: 1, flexWrap: 'wrap' }}>
                    <Stack sx={{ flex: '1 1 220px' }}>
                      <Link component={RouterLink} to={`/staff/contracts/${c.id}`}>
                        {c.template_name} · {displayMoney(c.contract_value, c.currency)}
                      </Link>
                      <Typography variant="body2" color="text.secondary">
                        {c.sent_at ? `Sent ${formatInstant(c.sent_at)}` : `Created ${formatInstant(c.created_at)}`}
                      </Typography>
                    </Stack>
                    <ContractStatusChip status={c.status} />
                  </ListItem>
                ))}
              </List>
            )
          }
        </QueryState>
      </section>
    </Stack>
  );
}
