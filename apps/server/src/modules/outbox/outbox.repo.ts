import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { TCategory, TChannel } from '@venue/shared/communications/communication.schema';
import type { TDb, TTx } from '../../db/client';
import { compiled } from '../../db/compiled';
import { outboxMessages, users } from '../../db/schema';
import type { TMailAttachment } from '../../lib/mailer';
import { venueDetailsColumn } from '../venue/venue.service';

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

/** The insert of a record answering its id, not yet sent: for a caller that writes it with others (effects.insertAtEnd). */
export const recordInsert = (tx: TTx, r: TNewRecord) =>
  tx
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

export async function insertRecord(tx: TTx, r: TNewRecord): Promise<number> {
  const [row] = await recordInsert(tx, r);
  return row!.id;
}

/**
 * An update, as SQL for the caller's statement, that writes `value` where a queued record's subject and bodies hold
 * `mark`: a message written before a value it shows exists (the receipt number, taken as late as it can be). A
 * null value writes nothing (the statement found no value: its caller fills the mark another way).
 */
export const markFilledSql = (recordId: number, mark: string, value: SQL) =>
  sql`update ${outboxMessages} set ${sql.identifier('subject')} = replace(${outboxMessages.subject}, ${mark}, ${value}),
    ${sql.identifier('text_body')} = replace(${outboxMessages.textBody}, ${mark}, ${value}),
    ${sql.identifier('html_body')} = replace(${outboxMessages.htmlBody}, ${mark}, ${value})
    where ${outboxMessages.id} = ${recordId} and ${value} is not null`;

/** The account an e-mail address belongs to, if any (the same case-insensitive match as sign-in). */
export async function accountOfAddress(tx: TTx, email: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row?.id ?? null;
}

const p = sql.placeholder;

/**
 * One delivery pass's claim, prepared once: it runs on every pass, and each pass follows a commit that queued
 * mail (a receipt on every payment). In one statement it gives up the messages whose delivery never finished in
 * `maxAttempts` tries (a worker killed mid-send each time) and claims up to `limit` of the others that are due.
 * The two sets are apart (fewer attempts, or as many), so no message is both given up and claimed.
 */
const claimStatement = compiled('outbox_claim_due', (db, name) => {
  const due = and(eq(outboxMessages.status, 'PENDING'), lte(outboxMessages.nextAttemptAt, sql`now()`));
  const givenUp = db.$with('given_up').as(
    db
      .update(outboxMessages)
      .set({ status: 'FAILED', lastError: sql`coalesce(${outboxMessages.lastError}, 'Delivery did not finish')` })
      .where(and(due, sql`${outboxMessages.attempts} >= ${p('maxAttempts')}::int`))
      .returning({ id: outboxMessages.id }),
  );
  // Picked with SKIP LOCKED and leased in the same update, oldest first: another worker (this process or
  // another) skips them.
  const pick = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(due, sql`${outboxMessages.attempts} < ${p('maxAttempts')}::int`))
    .orderBy(outboxMessages.id)
    .limit(p('limit'))
    .for('update', { skipLocked: true });
  return (
    db
      .with(givenUp)
      .update(outboxMessages)
      .set({ attempts: sql`${outboxMessages.attempts} + 1`, nextAttemptAt: sql`now() + make_interval(secs => ${p('leaseSeconds')}::int)` })
      // any(array(...)) runs the pick once, whatever plan the update gets.
      .where(sql`${outboxMessages.id} = any(array(${pick}))`)
      .returning({
        id: outboxMessages.id,
        channel: outboxMessages.channel,
        to: outboxMessages.toAddress,
        subject: outboxMessages.subject,
        text: outboxMessages.textBody,
        html: outboxMessages.htmlBody,
        attachments: outboxMessages.attachments,
        attempts: outboxMessages.attempts,
        // The venue's name and contact as they are now (Venue Details), for the frame and the sender: read with
        // the claim rather than on its own.
        venue: venueDetailsColumn(),
      })
      .prepare(name)
  );
});

/**
 * Claims due messages (counting the attempt and pushing the next one out by the lease) and gives up those that
 * have had `maxAttempts` already. A worker killed after claiming leaves its messages for whoever claims them once
 * the lease has run out: nothing is lost, and nothing is sent by two workers at once.
 */
export async function claimDue(db: TDb, limit: number, leaseSeconds: number, maxAttempts: number) {
  const rows = await claimStatement(db, { limit, leaseSeconds, maxAttempts });
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Prepared: every delivery pass runs it once for the messages it sent, so a pass of many receipts (a busy hour of
 * payments) marks them in one statement rather than one each.
 */
const markSentStatement = compiled('outbox_mark_sent_all', (db, name) =>
  db
    .update(outboxMessages)
    .set({
      status: 'SENT',
      sentAt: sql`now()`,
      deliveredTo: sql`sent.delivered_to`,
      lastError: null,
      reportDueAt: sql`now() + make_interval(secs => sent.report_in)`,
    })
    .from(sql`unnest(${p('ids')}::int[], ${p('deliveredTo')}::text[], ${p('reportIn')}::int[]) as sent(id, delivered_to, report_in)`)
    .where(sql`${outboxMessages.id} = sent.id`)
    .prepare(name),
);

export interface TSent {
  id: number;
  /** Where the channel took it (the SMTP server's answer, the local outbox's file, the SMS provider's id). */
  deliveredTo: string;
  /** When the channel will tell us later whether it arrived: ask after this many seconds; null when it never tells. */
  reportInSeconds: number | null;
}

/** Accepted by their servers (SENT). */
export async function markSent(db: TDb, sent: TSent[]) {
  if (sent.length === 0) return;
  await markSentStatement(db, {
    ids: sent.map((m) => m.id),
    deliveredTo: sent.map((m) => m.deliveredTo),
    reportIn: sent.map((m) => m.reportInSeconds),
  });
}

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

/** PENDING messages (never sent, or waiting for a retry): how many, and the oldest one's age in seconds. */
export async function pendingBacklog(db: TDb | TTx): Promise<{ count: number; oldestAgeSeconds: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldestAgeSeconds: sql<number>`coalesce(extract(epoch from now() - min(${outboxMessages.createdAt})), 0)::float8`,
    })
    .from(outboxMessages)
    .where(eq(outboxMessages.status, 'PENDING'));
  return { count: Number(row?.count ?? 0), oldestAgeSeconds: Number(row?.oldestAgeSeconds ?? 0) };
}
