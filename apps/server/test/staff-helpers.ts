import { sql } from 'drizzle-orm';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_STAFF, seedDemoData } from '../src/seed/demo-data';
import { createTestApp, queryRows, type TTestApp } from './test-app';

/** Signs in through the API and answers the access token. */
export async function signIn(t: TTestApp, email: string, password: string): Promise<string> {
  const res = await t.api.post('/api/users/login/', { email, password });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().tokens.access as string;
}

/** A test app holding the demo's data as of `today`, with the demo's staff member and client signed in. */
export async function demoAppSignedIn(today: string): Promise<{ t: TTestApp; staff: string; client: string }> {
  const t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, today, t.app.ctx.storage));
  return { t, staff: await signIn(t, DEMO_STAFF.email, DEMO_STAFF.password), client: await signIn(t, DEMO_EMAIL, DEMO_PASSWORD) };
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

/** A new install's own words for the fields that start with sample words (a save keeping one is refused). */
export const OWN_VENUE_WORDS = {
  name: 'Casa Lumina Gardens',
  legal_name: 'Casa Lumina Gardens Inc.',
  address_line_1: '12 Lakeshore Road, Brgy. Malaya',
  address_line_2: 'Calamba, Laguna 4027',
  phone: '+63 917 555 0101',
  email: 'events@casalumina.ph',
  email_sender_name: 'Casa Lumina Gardens',
  document_business_name: 'Casa Lumina Gardens',
  document_address: '12 Lakeshore Road, Brgy. Malaya, Calamba, Laguna 4027',
};
