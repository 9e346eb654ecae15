import Visibility from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TCommunicationRecord } from '@venue/shared/communications/communication.schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '@/components/feedback/query-state';
import { ToneChip } from '@/components/feedback/tone-chip';
import { Pager } from '@/components/staff/pager';
import { ScrollTable } from '@/components/staff/scroll-table';
import { RECORDS_PAGE_SIZE, recordsQuery, type TRecordFilters } from '@/features/communications/api/communications.queries';
import { RecordDetailsDialog } from '@/features/communications/components/record-details-dialog';
import { RecordRowMenu } from '@/features/communications/components/record-row-menu';
import { RecordsFilters } from '@/features/communications/components/records-filters';
import { CATEGORY_LABELS, CHANNEL_LABELS, formatRecordTime, STATUS_COLORS, STATUS_LABELS, templateTitle } from '@/features/communications/record-labels';

const LOAD_FAILED = 'Failed to load communication history. Please try again.';

function EmptyState({ text }: { text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h6" component="p">
        No Communication History
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {text}
      </Typography>
    </Paper>
  );
}

function RecordRow({ record, onView, venue }: { record: TCommunicationRecord; onView: () => void; venue: boolean }) {
  const unread = record.channel === 'EMAIL' && !record.is_opened;
  const title = record.subject || templateTitle(record.template_name);
  return (
    <TableRow hover data-testid="record-row">
      <TableCell sx={{ maxWidth: 280 }}>
        <Typography variant="body2" sx={{ fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' }}>
          {title}
          {unread && <ToneChip size="small" label="Unread" color="primary" sx={{ ml: 1 }} />}
        </Typography>
        {record.subject && record.template_name && (
          <Typography variant="caption" color="text.secondary">
            {templateTitle(record.template_name)}
          </Typography>
        )}
      </TableCell>
      {venue && <TableCell sx={{ overflowWrap: 'anywhere' }}>{record.recipient}</TableCell>}
      <TableCell>{CHANNEL_LABELS[record.channel]}</TableCell>
      <TableCell>{CATEGORY_LABELS[record.category]}</TableCell>
      <TableCell sx={{ maxWidth: 260, overflowWrap: 'anywhere' }}>{record.content_preview}</TableCell>
      <TableCell>
        <ToneChip size="small" label={STATUS_LABELS[record.delivery_status]} color={STATUS_COLORS[record.delivery_status]} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{record.sent_at ? formatRecordTime(record.sent_at) : 'Pending'}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <IconButton aria-label={`View ${title}`} onClick={onView} size="small">
          <Visibility fontSize="small" />
        </IconButton>
        {/* Read and unread are the recipient's marks; the server refuses them to the venue. */}
        {!venue && <RecordRowMenu record={record} />}
      </TableCell>
    </TableRow>
  );
}

const TEXTS = {
  client: { subtitle: 'Every e-mail and text message the venue has sent you.', empty: 'E-mails and text messages sent to you will appear here.' },
  venue: { subtitle: 'Every e-mail and text message sent to clients and staff, with its delivery status.', empty: 'Nothing has been sent yet.' },
};

/**
 * /records: every e-mail and SMS sent to the client (spec document 2, "Communication records"); in the console
 * (`venue`) every record, with its recipient and without the recipient's read marks.
 */
export function RecordsScreen({
  filters,
  onFilters,
  onClear,
  venue = false,
}: {
  venue?: boolean;
  filters: TRecordFilters;
  onFilters: (patch: Partial<TRecordFilters>) => void;
  onClear: () => void;
}) {
  const records = useQuery(recordsQuery(filters));
  const [viewing, setViewing] = useState<TCommunicationRecord | null>(null);
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ color: 'primary.main' }}>
        Communication Records
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {TEXTS[venue ? 'venue' : 'client'].subtitle}
      </Typography>
      <RecordsFilters
        filters={filters}
        onChange={(patch) => onFilters({ ...patch, page: 1 })}
        onClear={onClear}
        onRefresh={() => void records.refetch()}
        refreshing={records.isFetching}
      />
      <QueryState query={records} loading="Loading communication history..." error={LOAD_FAILED}>
        {(data) =>
          data.results.length === 0 ? (
            <EmptyState text={TEXTS[venue ? 'venue' : 'client'].empty} />
          ) : (
            <>
              <ScrollTable label="Communication records" minWidth={880} stickyActions>
                <TableHead>
                  <TableRow>
                    <TableCell>Subject/Template</TableCell>
                    {venue && <TableCell>Recipient</TableCell>}
                    <TableCell>Channel</TableCell>
                    <TableCell>Type</TableCell>
                    <TableCell>Content Preview</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell>Received</TableCell>
                    <TableCell align="right">Actions</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.results.map((record) => (
                    <RecordRow key={record.id} record={record} venue={venue} onView={() => setViewing(record)} />
                  ))}
                </TableBody>
              </ScrollTable>
              <Pager count={data.count} page={filters.page} pageSize={RECORDS_PAGE_SIZE} onPage={(page) => onFilters({ page })} noun="record" />
            </>
          )
        }
      </QueryState>
      <RecordDetailsDialog record={viewing} onClose={() => setViewing(null)} />
    </Box>
  );
}
