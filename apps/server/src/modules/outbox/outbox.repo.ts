import { and, eq, lte, sql } from 'drizzle-orm';
import type { TCategory, TChannel } from '@venue/shared/communications/communication.schema';
import type { TDb, TTx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { outboxMessages, users } from '../../db/schema';
import type { TMailAttachment } from '../../lib/mailer';

/** One communication record to deliver (the outbox row is the record; see migration 0013). */
export interface TNewRecord {
  channel: TChannel;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  body: string | null;
  templateName: string;
  category: TCategory;
  clientId: number | null;
  sentByName: string;
  attachments?: TMailAttachment[] | null;
}

export async function insertRecord(tx: TTx, r: TNewRecord): Promise<number> {
  const [row] = await tx
    .insert(outboxMessages)
    .values({
      channel: r.channel,
      toAddress: r.to,
      subject: r.subject,
      textBody: r.text,
      htmlBody: r.html,
      body: r.body,
      templateName: r.templateName,
      category: r.category,
      clientId: r.clientId,
      sentByName: r.sentByName,
      attachments: r.attachments ?? null,
    })
    .returning({ id: outboxMessages.id });
  return row!.id;
}

/** The account an e-mail address belongs to, if any (the same case-insensitive match as sign-in). */
export async function accountOfAddress(tx: TTx, email: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row?.id ?? null;
}

/**
 * Claims due messages in one statement (picked with SKIP LOCKED and leased in the same update, oldest first):
 * counts the attempt and pushes the next one out by the lease, so another worker (this process or another)
 * skips them. A worker killed after claiming leaves its messages for whoever claims them once the lease has run
 * out: nothing is lost, and nothing is sent by two workers at once.
 */
export async function claimDue(tx: TTx, limit: number, leaseSeconds: number) {
  const due = tx
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, 'PENDING'), lte(outboxMessages.nextAttemptAt, sql`now()`)))
    .orderBy(outboxMessages.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await tx
    .update(outboxMessages)
    .set({ attempts: sql`${outboxMessages.attempts} + 1`, nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    // any(array(...)) runs the pick once, whatever plan the update gets.
    .where(sql`${outboxMessages.id} = any(array(${due}))`)
    .returning({
      id: outboxMessages.id,
      channel: outboxMessages.channel,
      to: outboxMessages.toAddress,
      subject: outboxMessages.subject,
      text: outboxMessages.textBody,
      html: outboxMessages.htmlBody,
      attachments: outboxMessages.attachments,
      attempts: outboxMessages.attempts,
    });
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Messages whose delivery never finished this many times (a worker killed mid-send each time) are given up
 * rather than claimed forever.
 */
export const giveUpExhausted = (tx: TTx, maxAttempts: number) =>
  tx
    .update(outboxMessages)
    .set({ status: 'FAILED', lastError: sql`coalesce(${outboxMessages.lastError}, 'Delivery did not finish')` })
    .where(and(eq(outboxMessages.status, 'PENDING'), lte(outboxMessages.nextAttemptAt, sql`now()`), sql`${outboxMessages.attempts} >= ${maxAttempts}`));

const p = sql.placeholder;
/** Prepared: every delivered message runs it. */
const markSentStatement = preparedOnce((db) =>
  db
    .update(outboxMessages)
    .set({
      status: 'SENT',
      sentAt: sql`now()`,
      deliveredTo: sql`${p('deliveredTo')}::text`,
      lastError: null,
      reportDueAt: sql`now() + make_interval(secs => ${p('reportIn')}::int)`,
    })
    .where(eq(outboxMessages.id, p('id')))
    .prepare('outbox_mark_sent'),
);

/** Accepted by the server (SENT); `reportInSeconds` when the channel will tell us later whether it arrived. */
export const markSent = (db: TDb, id: number, deliveredTo: string, reportInSeconds: number | null) =>
  markSentStatement(db).execute({ id, deliveredTo, reportIn: reportInSeconds });

export const markFailed = (tx: TTx, id: number, error: string, retryInSeconds: number | null) =>
  tx
    .update(outboxMessages)
    .set({
      lastError: error.slice(0, 1000),
      status: retryInSeconds === null ? 'FAILED' : 'PENDING',
      nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds ?? 0})`,
    })
    .where(eq(outboxMessages.id, id));

/** Refused for good (SMTP 5xx, a number the SMS provider will never take): no more attempts. */
export const markBounced = (tx: TTx, id: number, error: string) =>
  tx
    .update(outboxMessages)
    .set({ status: 'BOUNCED', lastError: error.slice(0, 1000), reportDueAt: null })
    .where(eq(outboxMessages.id, id));

/**
 * Claims SENT messages whose channel owes a delivery report and whose time to ask has come, pushing the next
 * ask out by `askAgainSeconds`; a message that has had no answer for a day stops being asked (it stays SENT).
 */
export async function claimReportsDue(tx: TTx, limit: number, askAgainSeconds: number) {
  const due = tx
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(lte(outboxMessages.reportDueAt, sql`now()`), eq(outboxMessages.status, 'SENT')))
    .orderBy(outboxMessages.reportDueAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx
    .update(outboxMessages)
    .set({
      reportDueAt: sql`case when ${outboxMessages.sentAt} < now() - interval '1 day' then null else now() + make_interval(secs => ${askAgainSeconds}) end`,
    })
    .where(sql`${outboxMessages.id} = any(array(${due}))`)
    .returning({ id: outboxMessages.id, channel: outboxMessages.channel, where: outboxMessages.deliveredTo });
}

/** The channel's report: DELIVERED (with its time) or BOUNCED. Only a message still SENT moves. */
export const markReported = (tx: TTx, id: number, report: 'DELIVERED' | 'BOUNCED') =>
  tx
    .update(outboxMessages)
    .set(
      report === 'DELIVERED'
        ? { status: 'DELIVERED', deliveredAt: sql`now()`, reportDueAt: null }
        : { status: 'BOUNCED', lastError: 'The network refused the message', reportDueAt: null },
    )
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'SENT')));
