import PhoneCallback from '@mui/icons-material/PhoneCallback';
import Assignment from '@mui/icons-material/Assignment';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Description from '@mui/icons-material/Description';
import EditNote from '@mui/icons-material/EditNote';
import EventAvailable from '@mui/icons-material/EventAvailable';
import MarkChatUnread from '@mui/icons-material/MarkChatUnread';
import Payments from '@mui/icons-material/Payments';
import RateReview from '@mui/icons-material/RateReview';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OFFLINE_METHOD_LABELS } from '@venue/shared/payments/offline-payments';
import type { TStaffToday } from '@venue/shared/staff/today.schema';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyText, loadError, QueryState } from '@/components/feedback/query-state';
import { ToneChip } from '@/components/feedback/tone-chip';
import { PageHeading } from '@/components/staff/page-heading';
import { QuoteRequestHoldChip, quoteRequestLine, QuoteRequestMessage } from '@/components/staff/quote-request';
import { ContractStatusChip, EventStatusChip, PriorityChip, QuoteStatusChip } from '@/components/staff/status-chips';
import { formatBooking, formatDay, formatInstant } from '@/components/staff/staff-format';
import { displayMoney } from '@/lib/money-display';
import { staffTodayQuery } from '@/features/staff-today/api/staff-today.queries';
import { TodaySection } from '@/features/staff-today/components/today-section';
import { CareNotes } from '@/components/staff/care-notes';

const eventPath = (id: number) => `/staff/events/${id}`;

function UpcomingEvents({ groups, today }: { groups: TStaffToday['upcoming_events']; today: string }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="today-upcoming" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <CalendarMonth color="primary" />
        <Typography id="today-upcoming" variant="h6" component="h2">
          Upcoming Events (next 30 days)
        </Typography>
      </Stack>
      {groups.length === 0 ? (
        <EmptyText>No events in the next 30 days.</EmptyText>
      ) : (
        <Stack spacing={2}>
          {groups.map((group) => (
            <div key={group.date}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {group.date === today ? `Today · ${formatDay(group.date)}` : formatDay(group.date)}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
                {group.events.map((event) => (
                  <Stack
                    component="li"
                    key={event.id}
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={1}
                    sx={{ justifyContent: 'space-between', borderLeft: 3, borderColor: 'primary.main', pl: 1.5 }}
                  >
                    <div>
                      <Link component={RouterLink} to={eventPath(event.id)} sx={{ fontWeight: 600 }}>
                        {event.name}
                      </Link>
                      <Typography variant="body2" color="text.secondary">
                        {event.client.name} · {event.facility?.name ?? 'No facility'} ·{' '}
                        {formatBooking(event.starts_at, event.ends_at, event.start_date, event.end_date)}
                        {event.guest_count ? ` · ${event.guest_count} guests` : ''}
                      </Typography>
                      <CareNotes notes={event.care_notes} dense />
                    </div>
                    <div>
                      <EventStatusChip status={event.status} />
                    </div>
                  </Stack>
                ))}
              </Stack>
            </div>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/**
 * The staff console's landing page: what needs the venue's attention, each item linking to its object. `before`
 * goes under the heading (the setup checklist on a new install).
 */
export function TodayScreen({ before }: { before?: ReactNode }) {
  const today = useQuery(staffTodayQuery());
  return (
    <>
      <PageHeading title="Today" subtitle={today.data ? `${formatDay(today.data.date, 'EEEE, MMMM d, yyyy')} (PHT)` : undefined} />
      {before}
      <QueryState query={today} loading="Loading today..." error={loadError("today's overview")}>
        {(data) => (
          <Grid container spacing={3}>
            <Grid size={12}>
              <UpcomingEvents groups={data.upcoming_events} today={data.date} />
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <TodaySection
                title="New Bookings (last 7 days)"
                icon={<EventAvailable color="primary" />}
                empty="No bookings were made online in the last 7 days."
                items={data.new_bookings.map((b) => ({
                  key: b.event_id,
                  to: eventPath(b.event_id),
                  primary: b.event_name,
                  secondary: `${b.client.name} · ${formatBooking(b.starts_at, b.ends_at, b.start_date, b.end_date)} · ${displayMoney(b.total_price, 'PHP')} · booked ${formatInstant(b.booked_at)}`,
                }))}
              />
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <TodaySection
                title="Payments to Confirm"
                icon={<Payments color="primary" />}
                empty="No bank transfers or payments at the venue are waiting to be confirmed."
                items={data.payments_to_confirm.map((p) => ({
                  key: p.id,
                  to: '/staff/payments',
                  primary: `${displayMoney(p.amount, p.currency, { centavos: 'always' })} · ${OFFLINE_METHOD_LABELS[p.method_type]}`,
                  secondary: `${p.client.name} · ${p.event_name} · chosen ${formatInstant(p.announced_at)}`,
                }))}
              />
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <TodaySection
                title="Unread Messages"
                icon={<MarkChatUnread color="primary" />}
                empty="No client messages are waiting to be read."
                items={data.unread_messages.map((t) => ({
                  key: t.thread_id,
                  to: `/staff/messages/thread/${t.thread_id}`,
                  primary: t.subject,
                  secondary: `${t.client.name} · ${t.unread_count === 1 ? '1 unread message' : `${t.unread_count} unread messages`} · ${formatInstant(t.last_message_at)}`,
                }))}
              />
            </Grid>
            <Grid size={12}>
              <TodaySection
                title="Follow-ups Due"
                icon={<PhoneCallback color="primary" />}
                empty="No inquiries are waiting for a follow-up today."
                items={data.inquiry_follow_ups.map((f) => ({
                  key: f.id,
                  to: `/staff/inquiries/${f.id}`,
                  primary: f.name,
                  secondary: [
                    f.stage_display,
                    f.event_type,
                    f.wished_date ? formatDay(f.wished_date) : null,
                    f.next_follow_up < data.date ? `follow-up was due ${formatDay(f.next_follow_up)}` : 'follow up today',
                    f.owner,
                  ]
                    .filter(Boolean)
                    .join(' · '),
                }))}
              />
            </Grid>
            <Grid size={12}>
              <TodaySection
                title="Quote Requests"
                icon={<EditNote color="primary" />}
                empty="No quote requests are waiting for a quote."
                items={data.quote_requests.map((r) => ({
                  key: r.id,
                  // Answered by sending the event a quote: its page shows the request beside New Quote.
                  to: `${eventPath(r.event_id)}?tab=sales`,
                  primary: r.event_name,
                  secondary: (
                    <>
                      {r.client.name} · {quoteRequestLine(r)}
                      <QuoteRequestMessage message={r.message} />
                    </>
                  ),
                  chips: <QuoteRequestHoldChip until={r.hold_until} />,
                }))}
              />
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <TodaySection
                title="Quotes Awaiting an Answer"
                icon={<RequestQuote color="primary" />}
                empty="No quotes are waiting for a client's answer."
                items={data.quotes_awaiting_answer.map((q) => ({
                  key: q.id,
                  to: `/staff/quotes/${q.id}`,
                  primary: `${q.event_name} · Quote v${q.version}`,
                  secondary: `${q.client.name} · sent ${formatInstant(q.sent_at)}${q.valid_until ? ` · valid until ${formatDay(q.valid_until)}` : ''}`,
                  chips: <QuoteStatusChip status={q.status} />,
                }))}
              />
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <TodaySection
                title="Contracts Awaiting a Signature"
                icon={<Description color="primary" />}
                empty="No contracts are waiting for a signature."
                items={data.contracts_awaiting_signature.map((c) => ({
                  key: c.id,
                  to: `/staff/contracts/${c.id}`,
                  primary: c.event_name,
                  secondary: `${c.client.name} · sent ${formatInstant(c.sent_at)}${c.valid_until ? ` · valid until ${formatDay(c.valid_until)}` : ''}`,
                  chips: (
                    <>
                      <ToneChip
                        size="small"
                        variant="outlined"
                        color={c.waiting_for === 'VENUE' ? 'warning' : 'default'}
                        label={c.waiting_for === 'VENUE' ? 'Needs our countersignature' : 'Waiting for the client'}
                      />
                      <ContractStatusChip status={c.status} />
                    </>
                  ),
                }))}
              />
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <TodaySection
                title="Tasks Waiting on Clients"
                icon={<Assignment color="primary" />}
                empty="No open tasks are waiting on a client."
                items={data.tasks_waiting_on_clients.map((t) => ({
                  key: t.id,
                  to: `${eventPath(t.event_id)}?tab=tasks`,
                  primary: t.title,
                  secondary: `${t.event_name} · ${t.client.name}${t.due_date ? ` · due ${formatDay(t.due_date)}` : ''}`,
                  chips: <PriorityChip priority={t.priority} />,
                }))}
              />
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <TodaySection
                title="New Feedback"
                icon={<RateReview color="primary" />}
                empty="No feedback is waiting for a response."
                items={data.new_feedback.map((f) => ({
                  key: f.id,
                  to: `${eventPath(f.event_id)}?tab=feedback`,
                  primary: `${f.event_name} · ${f.overall_rating} of 5`,
                  secondary: `${f.client.name} · ${formatInstant(f.created_at)}`,
                }))}
              />
            </Grid>
          </Grid>
        )}
      </QueryState>
    </>
  );
}
