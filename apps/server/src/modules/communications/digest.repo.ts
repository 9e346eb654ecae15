import { desc, eq, sql } from 'drizzle-orm';
import { DIGEST_RECENT_RECORDS } from '@venue/shared/communications/digest.schema';
import type { TTx } from '../../db/client';
import { isoInstant, jsonFields, jsonRows } from '../../db/json-select';
import { preparedPerScope } from '../../db/prepared';
import { messages, messageThreads, notifications, outboxMessages } from '../../db/schema';
import type { TDb } from '../../db/client';

const p = sql.placeholder;
type TDigestRecord = { id: number; channel: 'EMAIL' | 'SMS'; subject: string; created_at: string; is_opened: boolean };

/**
 * The dashboard's communication figures in one prepared statement, one round trip: the newest records, the
 * window's counts, and the unread counts of records, notifications and messages, each through its index.
 * Always the person's own (the dashboard is a client's), whatever the scope.
 */
const digestStatement = preparedPerScope((db: TDb) => {
  const mine = eq(outboxMessages.clientId, p('userId'));
  const recent = db
    .select(
      jsonFields({
        id: outboxMessages.id,
        channel: outboxMessages.channel,
        subject: outboxMessages.subject,
        created_at: isoInstant(outboxMessages.createdAt),
        is_opened: outboxMessages.isOpened,
      }),
    )
    .from(outboxMessages)
    .where(mine)
    .orderBy(desc(outboxMessages.id))
    .limit(DIGEST_RECENT_RECORDS)
    .as('recent_records');
  const userId = p('userId');
  // The window's first instant, given (not computed per row: that doubled the statement's cost).
  const since = sql`${p('since')}::timestamptz`;
  return db
    .select({
      recent: jsonRows<TDigestRecord>(recent, ['id desc']),
      // The window's records through (client_id, created_at); the unread e-mails through their partial index.
      figures: sql<{ total_sent: number; delivered: number; opened: number; emails_sent: number }>`(select json_build_object(
          'total_sent', count(*) filter (where o.status in ('SENT', 'DELIVERED')),
          'delivered', count(*) filter (where o.status = 'DELIVERED'),
          'opened', count(*) filter (where o.is_opened),
          'emails_sent', count(*) filter (where o.channel = 'EMAIL' and o.status in ('SENT', 'DELIVERED')))
        from ${outboxMessages} o where o.client_id = ${userId} and o.created_at >= ${since})`,
      unreadRecords: sql<number>`(select count(*)::int from ${outboxMessages} o
        where o.client_id = ${userId} and o.channel = 'EMAIL' and not o.is_opened and o.status in ('SENT', 'DELIVERED'))`,
      unreadNotifications: sql<number>`(select count(*)::int from ${notifications} n where n.user_id = ${userId} and n.read_at is null)`,
      unreadMessages: sql<number>`(select count(*)::int from ${messages} m join ${messageThreads} t on t.id = m.thread_id
        where t.client_id = ${userId} and m.from_venue and m.read_at is null)`,
    })
    .from(sql`(select 1) as one`)
    .prepare('communication_digest');
});

/** `fromDay` is a venue day: the window starts at its midnight in Manila (UTC+8 all year, no daylight saving). */
export async function digestOf(db: TTx, userId: number, fromDay: string) {
  const [row] = await digestStatement(db as TDb, 'own').execute({ userId, since: `${fromDay}T00:00:00+08:00` });
  return row!;
}
