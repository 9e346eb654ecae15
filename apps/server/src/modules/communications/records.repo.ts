import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { TCategory, TChannel, TDeliveryStatus } from '@venue/shared/communications/communication.schema';
import type { TTx } from '../../db/client';
import { ownedBy } from '../../db/ownership';
import { containsText, countAll, paginate, type TPageRequest } from '../../db/paginate';
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

/** Newest first; a client's records through the (client_id, id) index, the venue's through the primary key. */
export function listRecords(tx: TTx, actor: TActor, f: TRecordFilters, page: TPageRequest) {
  const where = recordWhere(actor, f);
  return paginate(
    page,
    (w) => tx.select(listColumns).from(outboxMessages).where(where).orderBy(desc(outboxMessages.id)).limit(w.limit).offset(w.offset),
    async () => (await tx.select({ n: countAll }).from(outboxMessages).where(where))[0]?.n ?? 0,
  );
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
