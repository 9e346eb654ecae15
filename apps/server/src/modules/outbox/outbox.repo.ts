import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client';
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

/** Claims due messages by pushing their next attempt out, so a second worker does not take them too. */
export async function claimDueMail(tx: TTx, limit: number, leaseSeconds: number) {
  const due = await tx
    .select({
      id: outboxMessages.id,
      to: outboxMessages.toAddress,
      subject: outboxMessages.subject,
      text: outboxMessages.textBody,
      html: outboxMessages.htmlBody,
      attempts: outboxMessages.attempts,
    })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, 'PENDING'), lte(outboxMessages.nextAttemptAt, sql`now()`)))
    .orderBy(asc(outboxMessages.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  for (const m of due) {
    await tx
      .update(outboxMessages)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
      .where(eq(outboxMessages.id, m.id));
  }
  return due;
}

export const markMailSent = (tx: TTx, id: number, deliveredTo: string) =>
  tx
    .update(outboxMessages)
    .set({ status: 'SENT', sentAt: sql`now()`, deliveredTo, lastError: null })
    .where(eq(outboxMessages.id, id));

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
