import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { TStaffClient, TStaffClientsQuery } from '@venue/shared/staff/clients.schema';
import type { TDb } from '../../db/client';
import { containsText, countAll, paginate } from '../../db/paginate';
import { users } from '../../db/schema';

/** Client accounts as the venue's lists show them, with counts of their events (read-only). */
const clientColumns = (today: string) => ({
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  company: users.company,
  isActive: users.isActive,
  dateJoined: users.dateJoined,
  // Aliased by hand: a one-table select leaves its columns unqualified, which a sub-select would misread.
  eventsCount: sql<number>`(select count(*)::int from events e where e.client_id = "users"."id")`,
  upcomingCount: sql<number>`(select count(*)::int from events e where e.client_id = "users"."id"
    and e.status <> 'CANCELLED' and e.end_date >= ${today})`,
  nextEventDate: sql<string | null>`(select min(e.start_date)::text from events e where e.client_id = "users"."id"
    and e.status <> 'CANCELLED' and e.end_date >= ${today})`,
});
type TClientRow = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  company: string;
  isActive: boolean;
  dateJoined: Date;
  eventsCount: number;
  upcomingCount: number;
  nextEventDate: string | null;
};

const toClient = (r: TClientRow): TStaffClient => ({
  id: r.id,
  email: r.email,
  first_name: r.firstName,
  last_name: r.lastName,
  phone: r.phone,
  company: r.company,
  is_active: r.isActive,
  date_joined: r.dateJoined.toISOString(),
  events_count: r.eventsCount,
  upcoming_events_count: r.upcomingCount,
  next_event_date: r.nextEventDate,
});

export async function listClientRows(db: TDb, q: TStaffClientsQuery, today: string) {
  const fullName = sql`(${users.firstName} || ' ' || ${users.lastName})`;
  const where = and(
    eq(users.role, 'client'),
    q.search ? or(containsText(fullName, q.search), containsText(users.email, q.search), containsText(users.company, q.search)) : undefined,
  );
  const { rows, count } = await paginate(
    q,
    (w) =>
      db
        .select(clientColumns(today))
        .from(users)
        .where(where)
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
        .limit(w.limit)
        .offset(w.offset),
    async () => (await db.select({ n: countAll }).from(users).where(where))[0]?.n ?? 0,
  );
  return { count, results: rows.map(toClient) };
}

export async function findClientRow(db: TDb, id: number, today: string) {
  const [row] = await db
    .select(clientColumns(today))
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'client')));
  return row ? toClient(row) : null;
}
