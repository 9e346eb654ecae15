import { eq, inArray, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { contracts, events, users } from '../../db/schema';

/** The venue's writes to contracts; reads go through contracts.repo.ts, which the client's side uses too. */

/** Locks the event a contract is generated for, with the client's name and address the contract names. */
export async function lockEventWithClient(tx: TTx, eventId: number) {
  const [row] = await tx
    .select({
      id: events.id,
      name: events.name,
      status: events.status,
      startDate: events.startDate,
      endDate: events.endDate,
      clientFirstName: users.firstName,
      clientLastName: users.lastName,
      clientEmail: users.email,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.clientId))
    .where(eq(events.id, eventId))
    .for('update', { of: events });
  return row ?? null;
}

export async function insertContract(tx: TTx, v: typeof contracts.$inferInsert): Promise<number> {
  const [row] = await tx.insert(contracts).values(v).returning({ id: contracts.id });
  return row!.id;
}

export const markContractSent = (tx: TTx, id: number) =>
  tx
    .update(contracts)
    .set({ status: 'SENT', sentAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(contracts.id, id));

export const markContractVoid = (tx: TTx, id: number, reason: string) =>
  tx
    .update(contracts)
    .set({ status: 'VOID', voidedAt: sql`now()`, voidReason: reason, updatedAt: sql`now()` })
    .where(eq(contracts.id, id));

/** Who each contract is for: the client of its event. */
export async function clientsOfContracts(tx: TTx, contractIds: number[]) {
  if (contractIds.length === 0) return [];
  return tx
    .select({ contractId: contracts.id, id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(contracts)
    .innerJoin(events, eq(events.id, contracts.eventId))
    .innerJoin(users, eq(users.id, events.clientId))
    .where(inArray(contracts.id, contractIds));
}
