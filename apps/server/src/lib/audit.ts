import type { TTx } from '../db/client';
import { auditLog } from '../db/schema';
import type { TActor } from './actor';
import { auditObjectLabel } from './audit-label';

/**
 * One audit entry per staff or admin write, in the write's own transaction (so it exists exactly when the
 * change does). `before` and `after` are the object's fields as the API shows them, without secrets.
 */
export interface TAuditEntry {
  action: string;
  objectType: string;
  objectId: string | number;
  before?: unknown;
  after?: unknown;
}

/** Who acted: a signed-in person (a TActor), or a command line tool (no user, role "system"). */
export type TAuditActor = Pick<TActor, 'name'> & { userId: number | null; role: string };

export async function recordAudit(tx: TTx, actor: TAuditActor, ip: string | null, entry: TAuditEntry): Promise<void> {
  const objectId = String(entry.objectId);
  await tx.insert(auditLog).values({
    actorUserId: actor.userId,
    actorName: actor.name,
    actorRole: actor.role,
    action: entry.action,
    objectType: entry.objectType,
    objectId,
    objectLabel: await auditObjectLabel(tx, entry.objectType, objectId, entry.before, entry.after),
    before: (entry.before ?? null) as object | null,
    after: (entry.after ?? null) as object | null,
    ip,
  });
}
