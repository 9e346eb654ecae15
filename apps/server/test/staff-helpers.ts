import { sql } from 'drizzle-orm';
import { queryRows, type TTestApp } from './test-app';

/** Signs in through the API and answers the access token. */
export async function signIn(t: TTestApp, email: string, password: string): Promise<string> {
  const res = await t.api.post('/api/users/login/', { email, password });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().tokens.access as string;
}

export interface TAuditRow {
  actor_user_id: number | null;
  actor_name: string;
  actor_role: string;
  action: string;
  object_type: string;
  object_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
}

/** The audit entries of one object, oldest first. */
export const auditOf = (t: TTestApp, objectType: string, objectId: number | string) =>
  queryRows<TAuditRow>(
    t,
    sql`select actor_user_id, actor_name, actor_role, action, object_type, object_id, before, after, ip from audit_log
        where object_type = ${objectType} and object_id = ${String(objectId)} order by id`,
  );

/** An ISO instant of a PHT wall-clock time on a day. */
export const pht = (day: string, time: string) => `${day}T${time}:00+08:00`;
