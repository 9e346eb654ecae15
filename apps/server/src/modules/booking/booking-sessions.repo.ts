import { and, eq, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { bookingSessions, bookingUploads, quoteRequests, users } from '../../db/schema';

/** Booking sessions: one row per visitor's way through a flow. Only the booking module reads or writes them. */
export type TSessionRow = typeof bookingSessions.$inferSelect;
export type TSessionWrite = Partial<Omit<typeof bookingSessions.$inferInsert, 'id' | 'sessionId' | 'createdAt'>>;

export async function findSessionRow(tx: TTx, sessionId: string, opts: { forUpdate?: boolean } = {}): Promise<TSessionRow | null> {
  const q = tx.select().from(bookingSessions).where(eq(bookingSessions.sessionId, sessionId));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/**
 * completion_status while a charge waits on its payer (3-D Secure): the draft stays, and the payment's settlement
 * finishes the booking. Shown to the browser as the spec's "processing".
 */
export const AWAITING_PAYER = 'awaiting_payment';

/** The session whose completion waits on the payer of this event's charge, locked. */
export async function lockSessionAwaiting(tx: TTx, eventId: number): Promise<TSessionRow | null> {
  const [row] = await tx
    .select()
    .from(bookingSessions)
    .where(and(eq(bookingSessions.eventId, eventId), eq(bookingSessions.completionStatus, AWAITING_PAYER)))
    .for('update');
  return row ?? null;
}

export async function insertSessionRow(tx: TTx, v: typeof bookingSessions.$inferInsert): Promise<TSessionRow> {
  const [row] = await tx.insert(bookingSessions).values(v).returning();
  return row!;
}

export async function updateSessionRow(tx: TTx, id: number, v: TSessionWrite): Promise<TSessionRow> {
  const [row] = await tx
    .update(bookingSessions)
    .set({ ...v, updatedAt: sql`now()` })
    .where(eq(bookingSessions.id, id))
    .returning();
  return row!;
}

/** Marks the confirmation as sent once: true only for the call that set it. */
export async function claimConfirmation(tx: TTx, id: number): Promise<boolean> {
  const rows = await tx
    .update(bookingSessions)
    .set({ confirmationSentAt: sql`now()` })
    .where(and(eq(bookingSessions.id, id), sql`${bookingSessions.confirmationSentAt} is null`))
    .returning({ id: bookingSessions.id });
  return rows.length === 1;
}

export async function insertQuoteRequest(tx: TTx, v: typeof quoteRequests.$inferInsert): Promise<number> {
  const [row] = await tx.insert(quoteRequests).values(v).returning({ id: quoteRequests.id });
  return row!.id;
}

export async function uploadsOfSession(tx: TTx, sessionRowId: number) {
  return tx
    .select({ fileId: bookingUploads.fileId, fieldId: bookingUploads.fieldId, name: bookingUploads.name, size: bookingUploads.size })
    .from(bookingUploads)
    .where(eq(bookingUploads.sessionId, sessionRowId));
}

/** Whom a booking's confirmation goes to: the client account it was completed for. */
export async function clientContactOf(tx: TTx, userId: number) {
  const [row] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function insertUpload(tx: TTx, v: typeof bookingUploads.$inferInsert) {
  await tx.insert(bookingUploads).values(v);
}

/**
 * Deletes up to `limit` sessions that were never completed (nor wait on a charge, whose settlement needs them) and ended (expired or abandoned) over a week ago,
 * claimed with SKIP LOCKED; their holds and uploads go with them (cascade), their files with the orphan sweep.
 */
export async function deleteEndedSessions(tx: TTx, limit: number): Promise<number> {
  const rows = await tx.execute(sql`delete from ${bookingSessions} where id in (
    select id from ${bookingSessions}
    where status <> 'completed' and completion_status not in ('processing', ${AWAITING_PAYER})
      and (expires_at < now() - interval '7 days' or (status = 'abandoned' and abandoned_at < now() - interval '7 days'))
    order by id limit ${limit} for update skip locked
  ) returning id`);
  return (rows as unknown as { rows: unknown[] }).rows.length;
}
