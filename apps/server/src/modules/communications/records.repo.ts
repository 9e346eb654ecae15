import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { TCategory, TChannel, TDeliveryStatus } from '@venue/shared/communications/communication.schema';
import type { TDb, TTx } from '../../db/client';
import { ownedBy } from '../../db/ownership';
import { containsText, countAll, type TPageRequest } from '../../db/paginate';
import { compiledPerScope } from '../../db/compiled';
import { outboxMessages, users } from '../../db/schema';
import type { TActor } from '../../lib/actor';

export interface TRecordFilters {
  search?: string;
  templateName?: string;
  channel?: TChannel;
  category?: TCategory;
  status?: TDeliveryStatus;
  clientId?: number;
}

/** A record as the list reads it: the text's start only (the preview needs 50 characters of it). */
const listColumns = {
  id: outboxMessages.id,
  channel: outboxMessages.channel,
  category: outboxMessages.category,
  templateName: outboxMessages.templateName,
  subject: outboxMessages.subject,
  textStart: sql<string>`left(${outboxMessages.textBody}, 400)`,
  sentByName: outboxMessages.sentByName,
  recipient: outboxMessages.toAddress,
  clientId: outboxMessages.clientId,
  status: outboxMessages.status,
  isOpened: outboxMessages.isOpened,
  createdAt: outboxMessages.createdAt,
  sentAt: outboxMessages.sentAt,
  deliveredAt: outboxMessages.deliveredAt,
  openedAt: outboxMessages.openedAt,
};
export type TRecordRow = Awaited<ReturnType<typeof listRecords>>['rows'][number];

const detailColumns = {
  ...listColumns,
  text: outboxMessages.textBody,
  body: outboxMessages.body,
  lastError: outboxMessages.lastError,
  attempts: outboxMessages.attempts,
};
export type TRecordDetailRow = NonNullable<Awaited<ReturnType<typeof findRecord>>>;

function recordWhere(actor: TActor, f: TRecordFilters): SQL | undefined {
  return and(
    ownedBy(actor, outboxMessages.clientId),
    f.clientId ? eq(outboxMessages.clientId, f.clientId) : undefined,
    f.templateName ? eq(outboxMessages.templateName, f.templateName) : undefined,
    f.channel ? eq(outboxMessages.channel, f.channel) : undefined,
    f.category ? eq(outboxMessages.category, f.category) : undefined,
    f.status ? eq(outboxMessages.status, f.status) : undefined,
    f.search
      ? or(containsText(outboxMessages.subject, f.search), containsText(outboxMessages.templateName, f.search), containsText(outboxMessages.textBody, f.search))
      : undefined,
  );
}

const p = sql.placeholder;
const pageOf = (db: TDb, where: SQL | undefined) =>
  db
    .select({ ...listColumns, total: sql<number>`(select count(*)::int from ${outboxMessages} where ${where})` })
    .from(outboxMessages)
    .where(where)
    .orderBy(desc(outboxMessages.id));

/**
 * The screen's first load (no filter) is prepared: planning it cost more than running it. With filters the
 * statement is planned per call, so PostgreSQL plans for the values given (a generic plan of optional filters
 * read every record of the client to sort them).
 */
const unfilteredStatement = compiledPerScope('communication_records', (db, name, scope) =>
  pageOf(db, ownedBy({ scope, userId: p('actorId') }, outboxMessages.clientId))
    .limit(p('limit'))
    .offset(p('offset'))
    .prepare(name),
);

/**
 * Newest first, through the (client_id, id) index for a client. The page and the total come back in one
 * statement (the count is an uncorrelated subquery run once, index only): a second round trip cost about as
 * much as the page. Only a page past the end, with no row to carry the total, asks again for it.
 */
export async function listRecords(db: TDb, actor: TActor, f: TRecordFilters, page: TPageRequest) {
  const filtered = Object.values(f).some((v) => v !== undefined);
  const run = (limit: number, offset: number) =>
    filtered ? pageOf(db, recordWhere(actor, f)).limit(limit).offset(offset) : unfilteredStatement(db, actor.scope, { actorId: actor.userId, limit, offset });
  const offset = (page.page - 1) * page.page_size;
  const found = await run(page.page_size, offset);
  const rows = found.map(({ total: _, ...row }) => row);
  const total = found.length || offset === 0 ? found[0]?.total : (await run(1, 0))[0]?.total;
  return { rows, count: total ?? 0 };
}

export async function findRecord(tx: TTx, actor: TActor, id: number) {
  const [row] = await tx
    .select(detailColumns)
    .from(outboxMessages)
    .where(and(eq(outboxMessages.id, id), ownedBy(actor, outboxMessages.clientId)));
  return row ?? null;
}

/** Read or unread, by its recipient only; reading keeps the first time it was opened. */
export async function setOpened(tx: TTx, recipientId: number, id: number, opened: boolean) {
  await tx
    .update(outboxMessages)
    .set(opened ? { isOpened: true, openedAt: sql`coalesce(${outboxMessages.openedAt}, now())` } : { isOpened: false, openedAt: null })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.clientId, recipientId)));
}

/**
 * The window's records counted by Manila day, channel, category, status and opened: a few hundred rows at
 * most whatever the number of records, added up by the service.
 */
export async function analyticsRows(tx: TTx, actor: TActor, f: { fromDay: string; templateName?: string; clientId?: number }) {
  const day = sql<string>`((${outboxMessages.createdAt} at time zone 'Asia/Manila')::date)::text`;
  return tx
    .select({
      day,
      channel: outboxMessages.channel,
      category: outboxMessages.category,
      status: outboxMessages.status,
      opened: outboxMessages.isOpened,
      n: countAll,
    })
    .from(outboxMessages)
    .where(
      and(
        ownedBy(actor, outboxMessages.clientId),
        sql`${outboxMessages.createdAt} >= (${f.fromDay}::date)::timestamp at time zone 'Asia/Manila'`,
        f.templateName ? eq(outboxMessages.templateName, f.templateName) : undefined,
        f.clientId ? eq(outboxMessages.clientId, f.clientId) : undefined,
      ),
    )
    .groupBy(day, outboxMessages.channel, outboxMessages.category, outboxMessages.status, outboxMessages.isOpened);
}

/** A client account the venue may write to (staff and admins are not clients). */
export async function clientRecipient(tx: TTx, clientId: number) {
  const [row] = await tx
    .select({ id: users.id, email: users.email, phone: users.phone, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, clientId), eq(users.role, 'client'), eq(users.isActive, true)));
  return row ?? null;
}
