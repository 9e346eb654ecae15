import { and, desc, eq, sql } from 'drizzle-orm';
import type { TAdminPrivacyRequest, TPrivacyRequest, TPrivacyRequestStatus, TPrivacyRequestsQuery } from '@venue/shared/privacy/privacy-request.schema';
import type { TDb, TTx } from '../../db/client';
import { countAll, paginate } from '../../db/paginate';
import { privacyRequests, users } from '../../db/schema';

const requestColumns = {
  id: privacyRequests.id,
  userId: privacyRequests.userId,
  status: privacyRequests.status,
  reason: privacyRequests.reason,
  requestedAt: privacyRequests.requestedAt,
  decidedAt: privacyRequests.decidedAt,
  declineReason: privacyRequests.declineReason,
};
type TRequestRow = { id: number; userId: number; status: string; reason: string; requestedAt: Date; decidedAt: Date | null; declineReason: string };

const toRequest = (r: TRequestRow): TPrivacyRequest => ({
  id: r.id,
  status: r.status as TPrivacyRequestStatus,
  reason: r.reason,
  requested_at: r.requestedAt.toISOString(),
  decided_at: r.decidedAt?.toISOString() ?? null,
  decline_reason: r.declineReason,
});

export async function insertDeletionRequest(tx: TTx, userId: number, reason: string): Promise<TPrivacyRequest | null> {
  const [row] = await tx.insert(privacyRequests).values({ userId, reason }).onConflictDoNothing().returning(requestColumns);
  return row ? toRequest(row) : null;
}

export async function newestRequestOf(db: TDb | TTx, userId: number): Promise<TPrivacyRequest | null> {
  const [row] = await db.select(requestColumns).from(privacyRequests).where(eq(privacyRequests.userId, userId)).orderBy(desc(privacyRequests.id)).limit(1);
  return row ? toRequest(row) : null;
}

/** The client a request still waiting for its decision is about (null when there is none such). */
export async function pendingRequestUser(db: TDb, id: number): Promise<number | null> {
  const [row] = await db
    .select({ userId: privacyRequests.userId })
    .from(privacyRequests)
    .where(and(eq(privacyRequests.id, id), eq(privacyRequests.status, 'PENDING')));
  return row?.userId ?? null;
}

/** The request, locked for its decision, with the client it is about. */
export async function lockRequest(tx: TTx, id: number) {
  const [row] = await tx
    .select({ ...requestColumns, email: users.email, firstName: users.firstName, lastName: users.lastName, avatarKey: users.avatarKey })
    .from(privacyRequests)
    .innerJoin(users, eq(users.id, privacyRequests.userId))
    .where(eq(privacyRequests.id, id))
    .for('update', { of: privacyRequests });
  return row ?? null;
}

export async function decideRequest(
  tx: TTx,
  id: number,
  d: { status: 'COMPLETED' | 'DECLINED'; byUserId: number; byName: string; declineReason?: string; keptName?: string },
): Promise<TPrivacyRequest> {
  const [row] = await tx
    .update(privacyRequests)
    .set({
      status: d.status,
      decidedAt: new Date(),
      decidedByUserId: d.byUserId,
      decidedByName: d.byName,
      declineReason: d.declineReason ?? '',
      keptName: d.keptName ?? '',
    })
    .where(eq(privacyRequests.id, id))
    .returning(requestColumns);
  return toRequest(row!);
}

export async function listRequestRows(db: TDb, q: TPrivacyRequestsQuery): Promise<{ count: number; results: TAdminPrivacyRequest[] }> {
  const where = q.status ? eq(privacyRequests.status, q.status) : undefined;
  // Waiting requests first, oldest first (they are the admin's queue); decided ones after, newest first.
  const order = [
    sql`case when ${privacyRequests.status} = 'PENDING' then 0 else 1 end`,
    sql`case when ${privacyRequests.status} = 'PENDING' then ${privacyRequests.requestedAt} end asc`,
    desc(privacyRequests.decidedAt),
    desc(privacyRequests.id),
  ];
  const { rows, count } = await paginate(
    q,
    (w) =>
      db
        .select({
          ...requestColumns,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          decidedByName: privacyRequests.decidedByName,
          keptName: privacyRequests.keptName,
        })
        .from(privacyRequests)
        .innerJoin(users, eq(users.id, privacyRequests.userId))
        .where(where)
        .orderBy(...order)
        .limit(w.limit)
        .offset(w.offset),
    async () => (await db.select({ n: countAll }).from(privacyRequests).where(where))[0]!.n,
  );
  return {
    count,
    results: rows.map((r) => ({
      ...toRequest(r),
      client_id: r.userId,
      // A deleted account's placeholder means nothing to the admin: the name kept on the request does, and no address.
      client_name: r.keptName || `${r.firstName} ${r.lastName}`.trim(),
      client_email: r.keptName ? '' : r.email,
      decided_by_name: r.decidedByName,
    })),
  };
}
