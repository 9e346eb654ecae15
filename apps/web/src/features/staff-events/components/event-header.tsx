import Edit from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TEventStatus } from '@venue/shared/enums';
import type { TStaffEventDetail } from '@venue/shared/staff/staff-event.schema';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ToneChip } from '@/components/feedback/tone-chip';
import { PageHeading } from '@/components/staff/page-heading';
import { readableRed } from '@/components/staff/readable-red';
import { EventStatusChip } from '@/components/staff/status-chips';
import { formatBooking, formatInstant } from '@/components/staff/staff-format';
import { titleCase } from '@/lib/title-case';
import { BookedItems } from '@/features/staff-events/components/booked-items';
import { STATUS_ACTIONS } from '@/features/staff-events/components/status-dialog';
import { displayMoney } from '@/lib/money-display';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Grid>
  );
}

/** The booked facility; for a quote request, the one the visitor chose, held until the quote is answered or the hold ends. */
function facilityText(event: TStaffEventDetail): string {
  if (event.facility) return event.facility.name;
  const held = event.quote_request?.facility;
  const until = event.quote_request?.hold_until;
  if (held) return until && Date.parse(until) > Date.now() ? `${held.name} (held until ${formatInstant(until)})` : `${held.name} (requested, not held)`;
  return 'None yet (choose one when editing)';
}

/** The event's name and status, the moves it allows now, and what the venue booked. */
export function EventHeader({ event, onEdit, onStatus }: { event: TStaffEventDetail; onEdit: () => void; onStatus: (status: TEventStatus) => void }) {
  const final = event.next_statuses.length === 0;
  return (
    <>
      <PageHeading
        title={event.name}
        subtitle={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <EventStatusChip status={event.status} />
            <span>
              {event.event_type_name} for{' '}
              <Link component={RouterLink} to={`/staff/clients/${event.client.id}`}>
                {event.client.name}
              </Link>
            </span>
          </Stack>
        }
        actions={
          <>
            {!final && (
              <Button variant="outlined" startIcon={<Edit />} onClick={onEdit}>
                Edit
              </Button>
            )}
            {event.next_statuses.map((status) => (
              <Button
                key={status}
                variant={status === 'CANCELLED' ? 'outlined' : 'contained'}
                color={status === 'CANCELLED' ? 'error' : 'primary'}
                sx={status === 'CANCELLED' ? readableRed : undefined}
                onClick={() => onStatus(status)}
              >
                {STATUS_ACTIONS[status].label}
              </Button>
            ))}
          </>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
          <Fact label="When">{formatBooking(event.starts_at, event.ends_at, event.start_date, event.end_date)}</Fact>
          <Fact label="Space">{facilityText(event)}</Fact>
          <Fact label="Guests">{event.guest_count ?? 'Not set'}</Fact>
          <Fact label="Client">
            {event.client.name} ({event.client.email})
          </Fact>
          <Fact label="Total Price">{displayMoney(event.total_price, 'PHP', { centavos: 'always' })}</Fact>
          <Fact label="Payment">
            <ToneChip size="small" variant="outlined" label={titleCase(event.payment_status)} />
          </Fact>
          <Fact label="Current Stage">{event.current_stage_name ?? 'Not set'}</Fact>
          <Fact label="Tasks">
            {event.completed_tasks_count} of {event.tasks_count} completed
          </Fact>
          <Fact label="Last Updated">{formatInstant(event.updated_at)}</Fact>
        </Grid>
      </Paper>
      <BookedItems items={event.booked_items} consent={event.booking_consent} />
    </>
  );
}
