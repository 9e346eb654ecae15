import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { compiled } from '../../db/compiled';
import { bookingSessions, bookingUploads, catalogueVersion, facilityReservations, quoteRequests, users } from '../../db/schema';

/** Booking sessions: one row per visitor's way through a flow. Only the booking module reads or writes them. */
export type TSessionRow = typeof bookingSessions.$inferSelect;
export type TSessionWrite = Partial<Omit<typeof bookingSessions.$inferInsert, 'id' | 'sessionId' | 'createdAt'>>;

export async function findSessionRow(tx: TTx, sessionId: string, opts: { forUpdate?: boolean } = {}): Promise<TSessionRow | null> {
  const q = tx.select().from(bookingSessions).where(eq(bookingSessions.sessionId, sessionId));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/** The catalogue's version (flow-cache.ts), as text: a bigint. */
const catalogueVersionNow = sql<string>`(select ${catalogueVersion.version}::text from ${catalogueVersion} where ${catalogueVersion.id} = 1)`;

const sessionAtVersionColumns = {
  row: bookingSessions,
  rowVersion: sql<string>`${bookingSessions}.xmin::text`,
  version: catalogueVersionNow,
};
type TSessionAtVersion = { row: TSessionRow; rowVersion: string; catalogueVersion: bigint };
const atVersion = (found: { row: TSessionRow; rowVersion: string; version: string } | undefined): TSessionAtVersion | null =>
  found ? { row: found.row, rowVersion: found.rowVersion, catalogueVersion: BigInt(found.version) } : null;

/** Built once (db/compiled.ts): every wizard call starts with this read. */
const readAtVersion = compiled('booking_session_at_version', (db, name) =>
  db
    .select(sessionAtVersionColumns)
    .from(bookingSessions)
    .where(eq(bookingSessions.sessionId, sql.placeholder('sessionId')))
    .prepare(name),
);

/**
 * A session row and, in the same statement, the catalogue version its flow must be loaded at (flowAt) and the
 * row's own version (xmin: any write changes it) for a write that must find the row as it was read.
 */
export async function readSessionAtVersion(db: TDb, sessionId: string): Promise<TSessionAtVersion | null> {
  const [found] = await readAtVersion(db, { sessionId });
  return atVersion(found);
}

/** readSessionAtVersion with the row locked until the transaction ends. */
export async function lockSessionAtVersion(tx: TTx, sessionId: string): Promise<TSessionAtVersion | null> {
  const [found] = await tx
    .select(sessionAtVersionColumns)
    .from(bookingSessions)
    .where(eq(bookingSessions.sessionId, sessionId))
    .for('update', { of: bookingSessions });
  return atVersion(found);
}

/**
 * completion_status while a charge waits on its payer (3-D Secure): the draft stays, and the payment's settlement
 * finishes the booking. Shown to the browser as the spec's "processing".
 */
export const AWAITING_PAYER = 'awaiting_payment';

/**
 * The bookings of an event a settling payment may finish, locked, in one statement: the one whose completion waits on
 * the payer of its charge, and the completed one (an offline payment of it may just have been recorded).
 */
const lockSessionsStatement = compiled('booking_sessions_of_event_locked', (tx, name) =>
  tx
    .select()
    .from(bookingSessions)
    .where(and(eq(bookingSessions.eventId, sql.placeholder('eventId')), inArray(bookingSessions.completionStatus, [AWAITING_PAYER, 'completed'])))
    .for('update')
    .prepare(name),
);

export async function lockSessionsOfEvent(tx: TTx, eventId: number): Promise<{ awaiting: TSessionRow | null; completed: TSessionRow | null }> {
  const rows = await lockSessionsStatement(tx, { eventId });
  return {
    awaiting: rows.find((r) => r.completionStatus === AWAITING_PAYER) ?? null,
    completed: rows.find((r) => r.completionStatus === 'completed') ?? null,
  };
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

/** A session's hold as saveSessionRenewingHold answers it, with its facility's name. */
export interface TRenewedHold {
  facilityId: number;
  facilityName: string;
  startsAt: Date;
  endsAt: Date;
  expiresAt: Date;
}

/**
 * A saved session, its hold, and the versions it was saved at: the row's new xmin and the catalogue's version
 * (a conditional save checks both, so a row kept from this answer is current until either moves on).
 */
export type TSavedSession = { row: TSessionRow; hold: TRenewedHold | null; rowVersion: string; catalogueVersion: bigint };

const p = sql.placeholder;

/**
 * The save statement for one shape of write (which columns it sets, and whether it is conditional on the row's
 * version). The session is saved first; the hold, if any, takes the same expiry only if the save happened; the
 * statement answers the saved row and the hold with its facility's name.
 */
function buildSave(db: TTx, columns: readonly string[], conditional: boolean, name: string) {
  const set = Object.fromEntries(columns.map((c) => [c, p(c)])) as TSessionWrite;
  const saved = db.$with('saved_session').as(
    db
      .update(bookingSessions)
      .set({ ...set, updatedAt: sql`now()` })
      .where(
        and(
          eq(bookingSessions.id, p('id')),
          // The row as the change was worked out from, still open by the database's clock (a session running out
          // while the change was worked out is refused by the fresh read, not renewed), and the flow it used still
          // the catalogue's current one.
          conditional
            ? sql`${bookingSessions}.xmin::text = ${p('rowVersion')} and ${bookingSessions.status} = 'active' and ${bookingSessions.expiresAt} > now() and ${catalogueVersionNow} = ${p('catalogueVersion')}`
            : undefined,
        ),
      )
      // Only what the database decides: the saver knows the rest (saveSessionRenewingHold), and sending a
      // session's JSON back costs PostgreSQL, the wire and the parser as much as sending it did.
      .returning({
        id: bookingSessions.id,
        updatedAt: bookingSessions.updatedAt,
        expiresAt: bookingSessions.expiresAt,
        rowVersion: sql<string>`${bookingSessions}.xmin::text`.as('row_version'),
      }),
  );
  // The hold follows the session's expiry. Renewal moves it at most once a minute (renewedExpiryMs): the calls
  // in between leave the hold's row alone, and the session's indexed expiry as it was (an update PostgreSQL can
  // make without new index entries). Qualified names: an unqualified expires_at would be the hold's own.
  const renewed = db.$with('renewed_hold').as(
    db
      .update(facilityReservations)
      .set({ expiresAt: sql`(select saved_session.expires_at from saved_session)` })
      .where(
        sql`${facilityReservations.sessionId} in (select saved_session.id from saved_session) and ${facilityReservations.expiresAt} is distinct from (select saved_session.expires_at from saved_session)`,
      )
      .returning({ facilityId: facilityReservations.facilityId, startsAt: facilityReservations.startsAt, endsAt: facilityReservations.endsAt }),
  );
  return db
    .with(saved, renewed)
    .select({
      updatedAt: saved.updatedAt,
      rowVersion: saved.rowVersion,
      catalogueVersion: catalogueVersionNow,
      // The hold as renewed by this statement, or (left as it was) as the statement found it with the session's
      // expiry already: such a hold lives at least the idle hour, so no other transaction may delete it as expired
      // meanwhile. A hold deleted before this statement's renewal reached it is not answered. At most one of the
      // two holds a row (renewed when the expiries differed, found when they were equal).
      hold: sql<{ facility_id: number; facility_name: string; starts_at: string; ends_at: string } | null>`(
        select json_build_object('facility_id', r.facility_id, 'facility_name', f.name, 'starts_at', r.starts_at, 'ends_at', r.ends_at)
        from (
          select facility_id, starts_at, ends_at from renewed_hold
          union all
          select facility_id, starts_at, ends_at from ${facilityReservations}
          where session_id = saved_session.id and expires_at = saved_session.expires_at
        ) r join facilities f on f.id = r.facility_id limit 1)`,
    })
    .from(saved)
    .prepare(name);
}

/**
 * Statements by shape, built once per database handle (Drizzle building this one cost more than PostgreSQL
 * running it). A name stands for one text only, so a transaction may run the same named statement too.
 */
const saveNames = new Map<string, string>();
const savesByDb = new WeakMap<object, Map<string, ReturnType<typeof buildSave>>>();

function saveStatement(db: TTx, columns: string[], conditional: boolean, reuse: boolean) {
  const shape = `${columns.join(',')}${conditional ? '?' : ''}`;
  let name = saveNames.get(shape);
  if (!name) saveNames.set(shape, (name = `booking_session_save_${saveNames.size + 1}`));
  if (!reuse) return buildSave(db, columns, conditional, name);
  let byShape = savesByDb.get(db);
  if (!byShape) savesByDb.set(db, (byShape = new Map()));
  let statement = byShape.get(shape);
  if (!statement) byShape.set(shape, (statement = buildSave(db, columns, conditional, name)));
  return statement;
}

/**
 * updateSessionRow for a change that renews the session: its hold (if any) gets the same new expiry in the same
 * statement, which answers the saved row and the hold: one round trip instead of three on every wizard call.
 * `base` is the row the change was worked out from, as the database has it (read under the row's lock, or
 * checked by `ifAt`): the saved row is `base` with the write and what the database set (updated_at, the versions).
 * With `ifAt` (the row's xmin and the catalogue version as read), nothing is written and null is answered when
 * the row or the catalogue changed since they were read (see changeOpenSession). `db` is the database handle itself (its statements are kept) or a
 * transaction.
 */
export async function saveSessionRenewingHold(
  db: TTx,
  base: TSessionRow,
  v: TSessionWrite & { expiresAt: Date },
  ifAt?: { rowVersion: string; catalogueVersion: bigint },
  opts: { inTransaction?: boolean } = {},
): Promise<TSavedSession | null> {
  const columns = Object.keys(v)
    .filter((k) => v[k as keyof typeof v] !== undefined)
    .sort();
  const statement = saveStatement(db, columns, ifAt !== undefined, !opts.inTransaction);
  const written = Object.fromEntries(columns.map((c) => [c, v[c as keyof typeof v]])) as TSessionWrite;
  const [out] = await statement.execute({
    id: base.id,
    ...(ifAt === undefined ? {} : { rowVersion: ifAt.rowVersion, catalogueVersion: String(ifAt.catalogueVersion) }),
    ...written,
  });
  if (!out) return null;
  const { hold, rowVersion, catalogueVersion: version, updatedAt } = out;
  return {
    row: { ...base, ...written, updatedAt },
    rowVersion,
    catalogueVersion: BigInt(version),
    hold: hold
      ? {
          facilityId: hold.facility_id,
          facilityName: hold.facility_name,
          startsAt: new Date(hold.starts_at),
          endsAt: new Date(hold.ends_at),
          expiresAt: v.expiresAt,
        }
      : null,
  };
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

/** The account an address belongs to (any role), for a guest's booking made with it. */
export async function findAccountByEmail(tx: TTx, email: string) {
  const [row] = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
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
