import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { EVENT_ITEM_KIND_LABELS } from '@venue/shared/events/event-items.schema';
import type { TClientEventSheet, TEventSheet } from '@venue/shared/staff/event-sheet.schema';
import { clockText, minutesText, quantityText, sheetDate, sheetTime } from '@venue/shared/staff/event-sheet';
import type { ReactNode } from 'react';
import { displayMoney } from '@/lib/money-display';

type TSheet = TClientEventSheet | TEventSheet;
const isStaff = (s: TSheet): s is TEventSheet => 'internal_notes' in s;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3, breakInside: 'avoid-page' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1, fontSize: '1.05rem' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** On a phone each row reads as a small card of "label value" lines: columns would break words at 375 px. */
const phoneRows = {
  xs: {
    '& thead': { display: 'none' },
    '& tr': { display: 'block', py: 1, borderBottom: 1, borderColor: 'divider' },
    '& td': { display: 'flex', gap: 1, border: 0, py: 0.25, px: 0 },
    '& td::before': { content: 'attr(data-label)', flex: '0 0 6.5rem', color: 'text.secondary' },
  },
};

/** The sheet's tables: columns from a small tablet up (and on paper), cards on a phone. */
function Rows({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <Box>
      <Table size="small" sx={{ [`@media (max-width: 599.95px)`]: phoneRows.xs }}>
        <TableHead>
          <TableRow>
            {head.map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r, i) => (
            <TableRow key={i}>
              {r.map((c, j) => (
                <TableCell key={j} data-label={head[j]} sx={{ overflowWrap: 'break-word', wordBreak: 'normal', minWidth: 0 }}>
                  {c}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <Typography color="text.secondary">{children}</Typography>;

/** The event sheet as a page: the same sections as its PDF; the venue's version adds costs and internal notes. */
export function SheetBody({ sheet }: { sheet: TSheet }) {
  const staff = isStaff(sheet) ? sheet : null;
  const space = sheet.space;
  const facts: [string, string][] = [
    ['Date', sheet.starts_at ? sheetDate(sheet.starts_at) : 'Not set'],
    ['Time', sheet.starts_at && sheet.ends_at ? `${sheetTime(sheet.starts_at)} to ${sheetTime(sheet.ends_at)}` : 'Not set'],
    ['Space', space?.name ?? 'Not set'],
    ...(space?.setup_from ? ([['Setup', `From ${sheetTime(space.setup_from)} (${minutesText(space.setup_minutes)})`]] as [string, string][]) : []),
    ...(space?.teardown_until
      ? ([['Teardown', `Until ${sheetTime(space.teardown_until)} (${minutesText(space.teardown_minutes)})`]] as [string, string][])
      : []),
    ['Guests', sheet.guest_count === null ? 'Not set' : String(sheet.guest_count)],
    ['Coordinator', sheet.coordinator?.name ?? 'Not assigned'],
  ];
  return (
    <Box>
      <Section title="Event">
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Section>
      <Section title="Contacts">
        <Rows head={['Role', 'Name', 'E-mail', 'Phone']} rows={sheet.contacts.map((c) => [c.role, c.name, c.email, c.phone || '—'])} />
      </Section>
      <Section title="Package and add-ons">
        {sheet.items.length ? (
          <Rows head={['Kind', 'Item', 'Quantity']} rows={sheet.items.map((i) => [EVENT_ITEM_KIND_LABELS[i.kind], i.name, quantityText(i.quantity)])} />
        ) : (
          <Empty>Nothing booked through the booking wizard.</Empty>
        )}
      </Section>
      <Section title="Answers">
        {sheet.answers.length ? (
          <Rows
            head={['Question', 'Answer']}
            rows={sheet.answers.map((a) => [
              a.care ? (
                <Typography component="span" variant="inherit" sx={{ fontWeight: 700 }}>
                  Needs care: {a.question}
                </Typography>
              ) : (
                a.question
              ),
              a.answer,
            ])}
          />
        ) : (
          <Empty>No answers yet.</Empty>
        )}
      </Section>
      <Section title="Run of show">
        {sheet.run_of_show.length ? (
          <Rows head={['Time', 'What', 'Who']} rows={sheet.run_of_show.map((r) => [clockText(r.time), r.what, r.who || '—'])} />
        ) : (
          <Empty>No run of show yet.</Empty>
        )}
      </Section>
      <Section title="Suppliers">
        {sheet.suppliers.length ? (
          <Rows
            head={['Role', 'Name', 'Phone', 'Arrives', ...(staff ? ['Cost'] : [])]}
            rows={sheet.suppliers.map((s, i) => {
              const cost = staff?.suppliers[i]?.cost;
              return [
                s.role,
                s.name,
                s.phone || '—',
                s.arrives_at ? clockText(s.arrives_at) : '—',
                ...(staff ? [cost ? displayMoney(cost, 'PHP', { centavos: 'always' }) : '—'] : []),
              ];
            })}
          />
        ) : (
          <Empty>No suppliers yet.</Empty>
        )}
      </Section>
      {staff && (
        <Section title="Internal notes">
          {staff.internal_notes.length ? (
            <Stack spacing={1}>
              {staff.internal_notes.map((n, i) => (
                <Box key={i}>
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{n.content}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {n.created_by}, {sheetDate(n.created_at)}
                  </Typography>
                </Box>
              ))}
            </Stack>
          ) : (
            <Empty>No internal notes.</Empty>
          )}
        </Section>
      )}
    </Box>
  );
}
