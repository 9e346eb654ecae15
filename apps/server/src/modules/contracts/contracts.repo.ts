import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { ownedBy } from '../../db/ownership';
import { countAll, paginate, type TPageRequest } from '../../db/paginate';
import type { TActor } from '../../lib/actor';
import { contractEvents, contractSignatures, contracts, contractTemplates, events } from '../../db/schema';

const contractColumns = {
  id: contracts.id,
  status: contracts.status,
  content: contracts.content,
  contentHash: contracts.contentHash,
  isAmendment: contracts.isAmendment,
  amendmentNumber: contracts.amendmentNumber,
  originalContractId: contracts.originalContractId,
  contractValue: contracts.contractValue,
  currency: contracts.currency,
  paymentScheduleReference: contracts.paymentScheduleReference,
  validUntil: contracts.validUntil,
  sentAt: contracts.sentAt,
  fullySignedAt: contracts.fullySignedAt,
  finalDocumentHash: contracts.finalDocumentHash,
  voidedAt: contracts.voidedAt,
  voidReason: contracts.voidReason,
  clientId: events.clientId,
  createdAt: contracts.createdAt,
  updatedAt: contracts.updatedAt,
  eventId: events.id,
  eventName: events.name,
  eventStart: events.startDate,
  eventStatus: events.status,
  templateId: contractTemplates.id,
  templateName: contractTemplates.name,
  requiredRoles: contractTemplates.signatureRequirements,
  templateContent: contractTemplates.content,
};
export type TContractRow = {
  [K in keyof typeof contractColumns]: (typeof contractColumns)[K]['_']['data'] | ((typeof contractColumns)[K]['_']['notNull'] extends true ? never : null);
};

/**
 * A client sees contracts of their own events once sent: never drafts, nor a draft the venue voided before
 * sending it. The venue sees all.
 */
const visibleTo = (actor: TActor): SQL =>
  actor.scope === 'all'
    ? sql`true`
    : and(ownedBy(actor, events.clientId), sql`${contracts.status} <> 'DRAFT'`, sql`(${contracts.status} <> 'VOID' or ${contracts.sentAt} is not null)`)!;

const base = (tx: TTx) =>
  tx
    .select(contractColumns)
    .from(contracts)
    .innerJoin(events, eq(events.id, contracts.eventId))
    .innerJoin(contractTemplates, eq(contractTemplates.id, contracts.templateId));

/** A page of contracts, or all of them when no page is asked for (the pending-signature list is short). */
export async function listContractsOf(
  tx: TTx,
  actor: TActor,
  f: { status?: string; event?: number; client?: number; pendingOnly?: boolean },
  page?: TPageRequest,
) {
  const where = and(
    visibleTo(actor),
    f.status ? eq(contracts.status, f.status) : undefined,
    f.event ? eq(contracts.eventId, f.event) : undefined,
    f.client ? eq(events.clientId, f.client) : undefined,
    f.pendingOnly ? or(eq(contracts.status, 'SENT'), eq(contracts.status, 'PARTIALLY_SIGNED')) : undefined,
  );
  const q = base(tx).where(where).orderBy(desc(contracts.createdAt), desc(contracts.id));
  if (!page) {
    const rows = (await q) as TContractRow[];
    return { rows, count: rows.length };
  }
  return paginate(
    page,
    async (w) => (await q.limit(w.limit).offset(w.offset)) as TContractRow[],
    async () => (await tx.select({ n: countAll }).from(contracts).innerJoin(events, eq(events.id, contracts.eventId)).where(where))[0]?.n ?? 0,
  );
}

export async function findContractOf(tx: TTx, actor: TActor, contractId: number, opts: { forUpdate?: boolean } = {}) {
  const q = base(tx).where(and(eq(contracts.id, contractId), visibleTo(actor)));
  const [row] = opts.forUpdate ? await q.for('update', { of: contracts }) : await q;
  return (row as TContractRow | undefined) ?? null;
}

export async function signaturesOf(tx: TTx, contractIds: number[]) {
  if (contractIds.length === 0) return [];
  return tx
    .select()
    .from(contractSignatures)
    .where(inArray(contractSignatures.contractId, contractIds))
    .orderBy(asc(contractSignatures.signedAt), asc(contractSignatures.id));
}

export async function signaturesByUser(tx: TTx, userId: number) {
  return tx.select().from(contractSignatures).where(eq(contractSignatures.signerUserId, userId)).orderBy(desc(contractSignatures.signedAt));
}

export async function insertSignature(tx: TTx, v: typeof contractSignatures.$inferInsert) {
  const [row] = await tx.insert(contractSignatures).values(v).onConflictDoNothing().returning();
  return row ?? null;
}

export const setContractStatus = (tx: TTx, id: number, status: string, fully?: { finalHash: string }) =>
  tx
    .update(contracts)
    .set({ status, updatedAt: sql`now()`, ...(fully ? { fullySignedAt: sql`now()`, finalDocumentHash: fully.finalHash } : {}) })
    .where(eq(contracts.id, id));

export async function appendContractEvent(tx: TTx, v: typeof contractEvents.$inferInsert) {
  await tx.insert(contractEvents).values(v);
}

/**
 * A view is evidence once per person per venue day: more rows would say nothing new, and every row is printed
 * on the certificate (3,000 views made a 251 KB PDF). Inserted only when that person has no view that day.
 */
export async function recordViewOncePerDay(tx: TTx, v: typeof contractEvents.$inferInsert & { actorUserId: number }) {
  const today = sql`(now() at time zone 'Asia/Manila')::date`;
  await tx.execute(sql`
    insert into ${contractEvents} (contract_id, event_type, description, actor_name, actor_user_id, ip_address, user_agent)
    select ${v.contractId}, 'viewed', ${v.description}, ${v.actorName}, ${v.actorUserId}, ${v.ipAddress ?? null}, ${v.userAgent ?? null}
    where not exists (
      select 1 from ${contractEvents}
      where contract_id = ${v.contractId} and event_type = 'viewed' and actor_user_id = ${v.actorUserId}
        and (occurred_at at time zone 'Asia/Manila')::date = ${today}
    )`);
}

export const contractLog = (tx: TTx, contractId: number) =>
  tx.select().from(contractEvents).where(eq(contractEvents.contractId, contractId)).orderBy(asc(contractEvents.occurredAt), asc(contractEvents.id));

/** Public verification: by the final record hash (a signed record, or one voided after signing) or by the content hash. */
/** The contract a fingerprint names: its sealed PDF's bytes, the record printed inside it, or its signed content. */
export async function findByHash(tx: TTx, hash: string) {
  const [row] = await tx
    .select({ id: contracts.id, status: contracts.status, fullySignedAt: contracts.fullySignedAt, finalDocumentHash: contracts.finalDocumentHash })
    .from(contracts)
    .where(or(eq(contracts.sealedPdfSha256, hash), eq(contracts.finalDocumentHash, hash), and(eq(contracts.contentHash, hash), eq(contracts.status, 'SIGNED'))))
    .limit(1);
  return row ?? null;
}

/** The stored file of a contract's signed PDF and the SHA-256 of its bytes (nulls until it is sealed). */
export async function sealedPdfOf(tx: TTx, contractId: number) {
  const [row] = await tx.select({ key: contracts.sealedPdfKey, sha256: contracts.sealedPdfSha256 }).from(contracts).where(eq(contracts.id, contractId));
  return row ?? { key: null, sha256: null };
}

/**
 * Records the sealed file only if the contract still has the file the caller saw (none, or one found missing):
 * of two processes sealing at once, one update matches and the other learns it lost. True when this one won.
 */
export async function recordSealedPdf(tx: TTx, contractId: number, sealed: { key: string; sha256: string }, previousKey: string | null) {
  const rows = await tx
    .update(contracts)
    .set({ sealedPdfKey: sealed.key, sealedPdfSha256: sealed.sha256 })
    .where(and(eq(contracts.id, contractId), previousKey === null ? isNull(contracts.sealedPdfKey) : eq(contracts.sealedPdfKey, previousKey)))
    .returning({ id: contracts.id });
  return rows.length === 1;
}

/** A client's fully signed contracts that have no sealed PDF yet (signed before sealing existed, or its sealing failed). */
export async function unsealedSignedContractsOf(tx: TTx, clientId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .innerJoin(events, eq(events.id, contracts.eventId))
    .where(and(eq(events.clientId, clientId), eq(contracts.status, 'SIGNED'), isNull(contracts.sealedPdfKey)));
  return rows.map((r) => r.id);
}

/** The logs of several contracts in one query (the venue's list shows each contract's log). */
export async function contractLogs(tx: TTx, contractIds: number[]) {
  if (contractIds.length === 0) return [];
  return tx
    .select()
    .from(contractEvents)
    .where(inArray(contractEvents.contractId, contractIds))
    .orderBy(asc(contractEvents.occurredAt), asc(contractEvents.id));
}
