import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TStaffClientDetail } from '@venue/shared/staff/clients.schema';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyText } from '@/components/feedback/query-state';
import { ToneChip } from '@/components/feedback/tone-chip';
import { ScrollTable } from '@/components/staff/scroll-table';
import { ContractStatusChip, EventStatusChip, InvoiceStatusChip, QuoteStatusChip } from '@/components/staff/status-chips';
import { formatBooking, formatDay, formatInstant } from '@/components/staff/staff-format';
import { displayMoney } from '@/lib/money-display';

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

const eventName = (detail: TStaffClientDetail, id: number) => detail.events.find((e) => e.id === id)?.name ?? 'Another event';

export function ClientEvents({ events }: { events: TStaffClientDetail['events'] }) {
  if (events.length === 0) return <EmptyText>No events yet.</EmptyText>;
  return (
    <ScrollTable label="Client events" size="small">
      <TableHead>
        <TableRow>
          <TableCell>Event</TableCell>
          <TableCell>When</TableCell>
          <TableCell>Facility</TableCell>
          <TableCell>Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {events.map((e) => (
          <TableRow key={e.id}>
            <TableCell>
              <Link component={RouterLink} to={`/staff/events/${e.id}`}>
                {e.name}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {e.event_type_name}
              </Typography>
            </TableCell>
            <TableCell>{formatBooking(e.starts_at, e.ends_at, e.start_date, e.end_date)}</TableCell>
            <TableCell>{e.facility?.name ?? '—'}</TableCell>
            <TableCell>
              <EventStatusChip status={e.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

export function ClientQuotes({ detail }: { detail: TStaffClientDetail }) {
  if (detail.quotes.length === 0) return <EmptyText>No quotes yet.</EmptyText>;
  return (
    <ScrollTable label="Client quotes" size="small">
      <TableHead>
        <TableRow>
          <TableCell>Quote</TableCell>
          <TableCell>Sent</TableCell>
          <TableCell>Valid Until</TableCell>
          <TableCell>Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {detail.quotes.map((q) => (
          <TableRow key={q.id}>
            <TableCell>
              <Link component={RouterLink} to={`/staff/quotes/${q.id}`}>
                {q.event_name} · v{q.version}
              </Link>
            </TableCell>
            <TableCell>{q.sent_at ? formatInstant(q.sent_at) : 'Not sent'}</TableCell>
            <TableCell>{q.valid_until ? formatDay(q.valid_until) : '—'}</TableCell>
            <TableCell>
              <QuoteStatusChip status={q.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

export function ClientContracts({ detail }: { detail: TStaffClientDetail }) {
  if (detail.contracts.length === 0) return <EmptyText>No contracts yet.</EmptyText>;
  return (
    <ScrollTable label="Client contracts" size="small">
      <TableHead>
        <TableRow>
          <TableCell>Contract</TableCell>
          <TableCell align="right">Value</TableCell>
          <TableCell>Sent</TableCell>
          <TableCell>Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {detail.contracts.map((c) => (
          <TableRow key={c.id}>
            <TableCell>
              <Link component={RouterLink} to={`/staff/contracts/${c.id}`}>
                {c.event_name} · contract #{c.id}
              </Link>
            </TableCell>
            <TableCell align="right">{displayMoney(c.contract_value, c.currency)}</TableCell>
            <TableCell>{c.sent_at ? formatInstant(c.sent_at) : 'Not sent'}</TableCell>
            <TableCell>
              <ContractStatusChip status={c.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

/** Per currency: invoiced, paid, owed and overdue (the server's payment rules), then each invoice. */
export function ClientMoney({ detail }: { detail: TStaffClientDetail }) {
  const { totals, items } = detail.invoices;
  return (
    <Stack spacing={2}>
      {totals.length === 0 ? (
        <EmptyText>No invoices yet.</EmptyText>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {totals.flatMap((t) =>
            (
              [
                ['Invoiced', t.invoiced],
                ['Paid', t.paid],
                ['Owed', t.owed],
                ['Overdue', t.overdue],
              ] as const
            ).map(([label, amount]) => (
              <Paper key={`${t.currency}-${label}`} variant="outlined" sx={{ p: 2, minWidth: 150 }}>
                <Typography variant="body2" color="text.secondary">
                  {label}
                  {totals.length > 1 ? ` (${t.currency})` : ''}
                </Typography>
                <Typography variant="h6" component="p">
                  {displayMoney(amount, t.currency)}
                </Typography>
              </Paper>
            )),
          )}
        </Stack>
      )}
      {items.length > 0 && (
        <ScrollTable label="Client invoices" size="small">
          <TableHead>
            <TableRow>
              <TableCell>Invoice</TableCell>
              <TableCell>Event</TableCell>
              <TableCell align="right">Total</TableCell>
              <TableCell align="right">Remaining</TableCell>
              <TableCell>Due</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((i) => (
              <TableRow key={i.id}>
                <TableCell>{i.invoice_id}</TableCell>
                <TableCell>{eventName(detail, i.event_id)}</TableCell>
                <TableCell align="right">{displayMoney(i.total_amount, i.currency)}</TableCell>
                <TableCell align="right">{displayMoney(i.remaining_amount, i.currency)}</TableCell>
                <TableCell>{i.due_date ? formatDay(i.due_date) : '—'}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5}>
                    <InvoiceStatusChip status={i.status} />
                    {i.is_overdue && <ToneChip size="small" color="error" label="Overdue" />}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      )}
    </Stack>
  );
}
