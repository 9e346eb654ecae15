import { openRate } from '@venue/shared/communications/open-rate';
import {
  CATEGORIES,
  CHANNELS,
  DELIVERY_STATUSES,
  ONLY_RECIPIENT_MARKS,
  RECORD_NOT_FOUND,
  type TAnalyticsQuery,
  type TCommunicationRecord,
  type TCommunicationRecordDetail,
  type TRecordAnalytics,
  type TRecordsQuery,
} from '@venue/shared/communications/communication.schema';
import { contentPreview } from '@venue/shared/communications/content-preview';
import { textToHtml } from '@venue/shared/communications/text-to-html';
import { addDays, venueDay } from '@venue/shared/dates';
import type { TContext } from '../../context';
import type { TActor } from '../../lib/actor';
import { AppError, forbidden } from '../../lib/app-error';
import { analyticsRows, findRecord, listRecords, setOpened, type TRecordDetailRow, type TRecordRow } from './records.repo';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const toRecord = (r: TRecordRow): TCommunicationRecord => ({
  id: r.id,
  channel: r.channel,
  category: r.category,
  template_name: r.templateName,
  subject: r.subject,
  content_preview: contentPreview(r.textStart),
  sent_by_name: r.sentByName,
  recipient: r.recipient,
  client_id: r.clientId,
  delivery_status: r.status,
  is_opened: r.isOpened,
  created_at: r.createdAt.toISOString(),
  sent_at: iso(r.sentAt),
  delivered_at: iso(r.deliveredAt),
  opened_at: iso(r.openedAt),
});

function toDetail(actor: TActor, r: TRecordDetailRow): TCommunicationRecordDetail {
  return {
    ...toRecord(r),
    // A person's e-mail is kept as sanitized HTML; the system's mail is its text made into safe HTML.
    body: r.channel === 'SMS' ? r.text : (r.body ?? textToHtml(r.text)),
    text_body: r.text,
    // Delivery errors name mail servers and providers: the venue's business, not the client's.
    last_error: actor.scope === 'all' ? r.lastError : null,
    attempts: r.attempts,
  };
}

export async function listCommunicationRecords(ctx: TContext, actor: TActor, q: TRecordsQuery) {
  const { rows, count } = await listRecords(
    ctx.db,
    actor,
    {
      search: q.search || undefined,
      templateName: q.template_name || undefined,
      channel: q.channel,
      category: q.category,
      status: q.delivery_status ?? q.status,
      clientId: q.client_id,
    },
    q,
  );
  return { count, results: rows.map(toRecord) };
}

/** The details dialog. The recipient opening an unread e-mail marks it read; an SMS is not marked by opening. */
export async function communicationRecord(ctx: TContext, actor: TActor, id: number): Promise<TCommunicationRecordDetail> {
  const row = await findRecord(ctx.db, actor, id);
  if (!row) throw new AppError(404, RECORD_NOT_FOUND);
  if (row.channel === 'EMAIL' && !row.isOpened && row.clientId === actor.userId) {
    await ctx.transact((tx) => setOpened(tx, actor.userId, id, true));
    return toDetail(actor, (await findRecord(ctx.db, actor, id))!);
  }
  return toDetail(actor, row);
}

/** Mark as Read / Mark as Unread (the row menu): the recipient's own choice; the venue sees, but does not decide. */
export async function markCommunicationRecord(ctx: TContext, actor: TActor, id: number, opened: boolean): Promise<TCommunicationRecordDetail> {
  const row = await findRecord(ctx.db, actor, id);
  if (!row) throw new AppError(404, RECORD_NOT_FOUND);
  if (row.clientId !== actor.userId) throw forbidden(ONLY_RECIPIENT_MARKS);
  await ctx.transact((tx) => setOpened(tx, actor.userId, id, opened));
  return toDetail(actor, (await findRecord(ctx.db, actor, id))!);
}

const zeros = <T extends readonly string[]>(keys: T) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<T[number], number>;

/** Counts over the last `days` venue days (today included), with every day of the series present. */
export async function communicationAnalytics(ctx: TContext, actor: TActor, q: TAnalyticsQuery): Promise<TRecordAnalytics> {
  const today = venueDay();
  const fromDay = addDays(today, -(q.days - 1));
  const rows = await analyticsRows(ctx.db, actor, { fromDay, templateName: q.template_name || undefined, clientId: q.client_id });
  const byChannel = zeros(CHANNELS);
  const byCategory = zeros(CATEGORIES);
  const byStatus = zeros(DELIVERY_STATUSES);
  const daily = new Map<string, { date: string; total: number; sent: number; opened: number; failed: number }>();
  for (let d = fromDay; d <= today; d = addDays(d, 1)) daily.set(d, { date: d, total: 0, sent: 0, opened: 0, failed: 0 });
  let total = 0;
  let opened = 0;
  let emailsSent = 0;
  for (const r of rows) {
    const accepted = r.status === 'SENT' || r.status === 'DELIVERED';
    total += r.n;
    byChannel[r.channel] += r.n;
    byCategory[r.category] += r.n;
    byStatus[r.status] += r.n;
    if (r.opened) opened += r.n;
    if (accepted && r.channel === 'EMAIL') emailsSent += r.n;
    const day = daily.get(r.day);
    if (day) {
      day.total += r.n;
      if (accepted) day.sent += r.n;
      if (r.opened) day.opened += r.n;
      if (r.status === 'FAILED' || r.status === 'BOUNCED') day.failed += r.n;
    }
  }
  return {
    days: q.days,
    total,
    total_sent: byStatus.SENT + byStatus.DELIVERED,
    delivered: byStatus.DELIVERED,
    opened,
    open_rate: openRate(opened, emailsSent),
    by_channel: byChannel,
    by_category: byCategory,
    by_status: byStatus,
    daily: [...daily.values()],
  };
}
