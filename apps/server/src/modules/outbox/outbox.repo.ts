import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { outboxMessages } from '../../db/schema';

export interface TOutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export async function enqueueMail(tx: TTx, mail: TOutgoingMail): Promise<number> {
  const [row] = await tx
    .insert(outboxMessages)
    .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null })
    .returning({ id: outboxMessages.id });
  return row!.id;
}

/**
 * Claims due messages by pushing their next attempt out, so a second worker does not take them too: one
 * statement (the rows are picked with SKIP LOCKED and leased in the same update), oldest first.
 */
export async function claimDueMail(tx: TTx, limit: number, leaseSeconds: number) {
  const due = tx
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, 'PENDING'), lte(outboxMessages.nextAttemptAt, sql`now()`)))
    .orderBy(asc(outboxMessages.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await tx
    .update(outboxMessages)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    // any(array(...)) runs the pick once, whatever plan the update gets.
    .where(sql`${outboxMessages.id} = any(array(${due}))`)
    .returning({
      id: outboxMessages.id,
      to: outboxMessages.toAddress,
      subject: outboxMessages.subject,
      text: outboxMessages.textBody,
      html: outboxMessages.htmlBody,
      attempts: outboxMessages.attempts,
    });
  return claimed.sort((a, b) => a.id - b.id);
}

/** Prepared: every delivered message runs it. */
const markSentStatement = preparedOnce((db) =>
  db
    .update(outboxMessages)
    .set({ status: 'SENT', sentAt: sql`now()`, deliveredTo: sql`${sql.placeholder('deliveredTo')}::text`, lastError: null })
    .where(eq(outboxMessages.id, sql.placeholder('id')))
    .prepare('outbox_mark_sent'),
);

export const markMailSent = (db: TDb, id: number, deliveredTo: string) => markSentStatement(db).execute({ id, deliveredTo });

export const markMailFailed = (tx: TTx, id: number, attempts: number, error: string, retryInSeconds: number | null) =>
  tx
    .update(outboxMessages)
    .set({
      attempts,
      lastError: error.slice(0, 1000),
      status: retryInSeconds === null ? 'FAILED' : 'PENDING',
      nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds ?? 0})`,
    })
    .where(eq(outboxMessages.id, id));

export async function countPendingMail(tx: TTx): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(outboxMessages)
    .where(eq(outboxMessages.status, 'PENDING'));
  return row?.n ?? 0;
}
