import { eq, sql } from 'drizzle-orm';
import type { TRole } from '@venue/shared/accounts/roles';
import type { TTx } from '../../db/client';
import { invitations } from '../../db/schema';

export async function insertInvitation(
  tx: TTx,
  v: { id: string; email: string; firstName: string; lastName: string; role: TRole; expiresAt: Date },
): Promise<void> {
  await tx.insert(invitations).values(v);
}

export async function findInvitationForUpdate(tx: TTx, id: string) {
  const [row] = await tx
    .select({
      id: invitations.id,
      email: invitations.email,
      firstName: invitations.firstName,
      lastName: invitations.lastName,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
      acceptedAt: invitations.acceptedAt,
      role: invitations.role,
    })
    .from(invitations)
    .where(eq(invitations.id, id))
    .for('update');
  return row ?? null;
}

export const markInvitationAccepted = (tx: TTx, id: string, userId: number) =>
  tx
    .update(invitations)
    .set({ acceptedAt: sql`now()`, userId })
    .where(eq(invitations.id, id));
