import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { TCommunicationRecord, TCommunicationRecordDetail } from '@venue/shared/communications/communication.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import { ToneChip } from '@/components/feedback/tone-chip';
import { QueryState } from '@/components/feedback/query-state';
import { communicationKeys, recordDetailQuery } from '@/features/communications/api/communications.queries';
import {
  CATEGORY_LABELS,
  CHANNEL_LABELS,
  formatRecordTime,
  STATUS_COLORS,
  STATUS_LABELS,
  SYSTEM_SENDER,
  templateTitle,
} from '@/features/communications/record-labels';
import { QUERY_ROOTS } from '@/lib/query-roots';
import { safeHtml } from '@/lib/safe-html';

const LOAD_FAILED = 'Failed to load communication history. Please try again.';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function Body({ record }: { record: TCommunicationRecordDetail }) {
  // Sanitized again here whatever the server stored: links open in a new tab with noopener.
  const html = useMemo(() => (record.channel === 'EMAIL' ? safeHtml(record.body, 'email') : ''), [record.body, record.channel]);
  if (record.channel === 'SMS')
    return (
      <Typography data-testid="record-body" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {record.text_body || record.body}
      </Typography>
    );
  return (
    <Box
      data-testid="record-body"
      sx={{ overflowWrap: 'anywhere', '& img': { maxWidth: '100%', height: 'auto' }, '& table': { maxWidth: '100%' } }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** Spec: sender, template, channel, type, delivery status, sent, delivered and read times, the subject and body. */
export function RecordDetailsDialog({ record, onClose }: { record: TCommunicationRecord | null; onClose: () => void }) {
  const titleId = useId();
  const detail = useQuery({ ...recordDetailQuery(record?.id ?? 0), enabled: record !== null });
  const client = useQueryClient();
  const wasUnread = record !== null && record.channel === 'EMAIL' && !record.is_opened;
  // Opening an unread e-mail marked it read on the server: the lists and the dashboard's count follow.
  useEffect(() => {
    if (wasUnread && detail.data?.is_opened) {
      void client.invalidateQueries({ queryKey: communicationKeys.recordLists() });
      void client.invalidateQueries({ queryKey: QUERY_ROOTS.dashboard });
    }
  }, [wasUnread, detail.data?.is_opened, client]);

  return (
    <Dialog open={record !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {record ? record.subject || templateTitle(record.template_name) : ''}
      </DialogTitle>
      <DialogContent dividers>
        <QueryState query={detail} loading="Loading record..." error={LOAD_FAILED}>
          {(r) => (
            <>
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, columnGap: 2, rowGap: 0.75, m: 0, mb: 2 }}>
                <Field label="From">{r.sent_by_name || SYSTEM_SENDER}</Field>
                <Field label="To">{r.recipient}</Field>
                <Field label="Subject">{r.subject || '—'}</Field>
                <Field label="Template">{r.template_name ? templateTitle(r.template_name) : '—'}</Field>
                <Field label="Channel">{CHANNEL_LABELS[r.channel]}</Field>
                <Field label="Type">{CATEGORY_LABELS[r.category]}</Field>
                <Field label="Delivery Status">
                  <ToneChip size="small" label={STATUS_LABELS[r.delivery_status]} color={STATUS_COLORS[r.delivery_status]} />
                </Field>
                <Field label="Sent">{formatRecordTime(r.sent_at)}</Field>
                <Field label="Delivered">{formatRecordTime(r.delivered_at)}</Field>
                <Field label="Read">{r.is_opened ? formatRecordTime(r.opened_at) : 'Not read'}</Field>
                {r.last_error && <Field label="Last Error">{r.last_error}</Field>}
              </Box>
              <Divider sx={{ mb: 2 }} />
              <Body record={r} />
            </>
          )}
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
