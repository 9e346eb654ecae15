import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TTx } from '../../db/client';
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
  createdAt: contracts.createdAt,
  updatedAt: contracts.updatedAt,
  eventId: events.id,
  eventName: events.name,
  eventStart: events.startDate,
  eventStatus: events.status,
  templateId: contractTemplates.id,
  templateName: contractTemplates.name,
  requiredRoles: contractTemplates.signatureRequirements,
};
export type TContractRow = {
  [K in keyof typeof contractColumns]: (typeof contractColumns)[K]['_']['data'] | ((typeof contractColumns)[K]['_']['notNull'] extends true ? never : null);
};

/** Contracts the client can see: of their own events, never drafts. */
const visibleTo = (clientId: number): SQL => and(eq(events.clientId, clientId), sql`${contracts.status} <> 'DRAFT'`)!;

const base = (tx: TTx) =>
  tx.select(contractColumns).from(contracts).innerJoin(events, eq(events.id, contracts.eventId)).innerJoin(contractTemplates, eq(contractTemplates.id, contracts.templateId));

export async function listClientContracts(tx: TTx, clientId: number, f: { status?: string; event?: number; pendingOnly?: boolean }, page?: { page: number; size: number }) {
  const where = and(
    visibleTo(clientId),
    f.status ? eq(contracts.status, f.status) : undefined,
    f.event ? eq(contracts.eventId, f.event) : undefined,
    f.pendingOnly ? or(eq(contracts.status, 'SENT'), eq(contracts.status, 'PARTIALLY_SIGNED')) : undefined,
  );
  const q = base(tx).where(where).orderBy(desc(contracts.createdAt), desc(contracts.id));
  const rows = page ? await q.limit(page.size).offset((page.page - 1) * page.size) : await q;
  const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(contracts).innerJoin(events, eq(events.id, contracts.eventId)).where(where);
  return { rows: rows as TContractRow[], count: total?.n ?? 0 };
}

export async function findClientContract(tx: TTx, clientId: number, contractId: number, opts: { forUpdate?: boolean } = {}) {
  const q = base(tx).where(and(eq(contracts.id, contractId), visibleTo(clientId)));
  const [row] = opts.forUpdate ? await q.for('update', { of: contracts }) : await q;
  return (row as TContractRow | undefined) ?? null;
}

export async function signaturesOf(tx: TTx, contractIds: number[]) {
  if (contractIds.length === 0) return [];
  return tx.select().from(contractSignatures).where(inArray(contractSignatures.contractId, contractIds)).orderBy(asc(contractSignatures.signedAt), asc(contractSignatures.id));
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

export const contractLog = (tx: TTx, contractId: number) =>
  tx.select().from(contractEvents).where(eq(contractEvents.contractId, contractId)).orderBy(asc(contractEvents.occurredAt), asc(contractEvents.id));

/** Public verification: by the final record hash or by the content hash. */
export async function findByHash(tx: TTx, hash: string) {
  const [row] = await tx
    .select({ id: contracts.id, status: contracts.status, fullySignedAt: contracts.fullySignedAt, finalDocumentHash: contracts.finalDocumentHash })
    .from(contracts)
    .where(or(eq(contracts.finalDocumentHash, hash), and(eq(contracts.contentHash, hash), eq(contracts.status, 'SIGNED'))));
  return row ?? null;
}
