import { and, desc, eq } from 'drizzle-orm';
import type { TAuditEntry, TAuditQuery } from '@venue/shared/staff/admin.schema';
import type { TDb } from '../../db/client';
import { countAll, paginate } from '../../db/paginate';
import { auditLog } from '../../db/schema';

/** The audit log, newest first, filtered by object and actor (indexes audit_log_object_idx and audit_log_actor_idx). */
export async function listAuditRows(db: TDb, q: TAuditQuery) {
  const where = and(
    q.object_type ? eq(auditLog.objectType, q.object_type) : undefined,
    q.object_id ? eq(auditLog.objectId, q.object_id) : undefined,
    q.actor ? eq(auditLog.actorUserId, q.actor) : undefined,
  );
  const { rows, count } = await paginate(
    q,
    (w) => db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(w.limit).offset(w.offset),
    async () => (await db.select({ n: countAll }).from(auditLog).where(where))[0]?.n ?? 0,
  );
  const results: TAuditEntry[] = rows.map((r) => ({
    id: r.id,
    actor_user_id: r.actorUserId,
    actor_name: r.actorName,
    actor_role: r.actorRole,
    action: r.action,
    object_type: r.objectType,
    object_id: r.objectId,
    object_label: r.objectLabel,
    before: r.before,
    after: r.after,
    ip: r.ip,
    created_at: r.createdAt.toISOString(),
  }));
  return { count, results };
}
