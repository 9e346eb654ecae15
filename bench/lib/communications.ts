import { eq, sql } from 'drizzle-orm';
import { fromPostgres } from '../../apps/server/src/db/client';
import { outboxMessages, users } from '../../apps/server/src/db/schema';
import { BIG } from './big-client';
import { load, type TLoadResult } from './load';

export const BIG_RECORDS = 1000;

/**
 * The big client's communication history: 1,000 records over a year, of every channel, category and delivery
 * status, with e-mail-sized text bodies, as years of receipts, reminders and messages leave them.
 */
export async function seedBigClientRecords(url: string): Promise<void> {
  const database = fromPostgres(url, 2);
  const [user] = await database.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, BIG.email));
  const kinds = [
    { templateName: 'payment_received', category: 'AUTO', subject: 'Payment received: PAY-BENCH' },
    { templateName: 'password_reset', category: 'SYSTEM', subject: 'Reset your Venue Portal password' },
    { templateName: 'new_message', category: 'AUTO', subject: 'New message: Menu tasting' },
    { templateName: 'manual_message', category: 'MANUAL', subject: 'Your tasting on Saturday' },
  ] as const;
  const statuses = ['SENT', 'DELIVERED', 'SENT', 'FAILED', 'BOUNCED', 'PENDING'] as const;
  const text = `Hello Bianca,\n\n${'We received your payment and thank you for it. The receipt waits in your portal. '.repeat(12)}\n\nView your payments: https://portal.example/payments\n`;
  const rows = Array.from({ length: BIG_RECORDS }, (_, i) => {
    const kind = kinds[i % kinds.length]!;
    const sms = i % 10 === 9;
    const status = statuses[i % statuses.length]!;
    return {
      channel: sms ? ('SMS' as const) : ('EMAIL' as const),
      toAddress: sms ? '+639171234567' : user!.email,
      subject: kind.subject,
      textBody: sms ? 'Your event is in 3 days. See you at the venue!' : text,
      templateName: kind.templateName,
      category: kind.category,
      clientId: user!.id,
      status,
      sentAt: status === 'PENDING' || status === 'FAILED' ? null : sql`now() - make_interval(days => ${i % 365})`,
      isOpened: !sms && i % 3 === 0,
      createdAt: sql`now() - make_interval(days => ${i % 365})`,
    };
  });
  for (let i = 0; i < rows.length; i += 250) await database.db.insert(outboxMessages).values(rows.slice(i, i + 250) as never);
  // What autovacuum does within a minute of such a change; without it the planner still believes the table
  // empty and reads all 1,000 rows to sort them instead of walking the index to the newest 20.
  await database.db.execute(sql`analyze outbox_messages`);
  await database.close();
}

/** The records screen's first page for a client with 1,000 records (the budget: p99 under 30 ms at 20 connections). */
export async function recordsLoad(base: string, access: string): Promise<TLoadResult> {
  return load(`PostgreSQL GET /api/communications/records/ (${BIG_RECORDS} records)`, {
    url: `${base}/api/communications/records/`,
    connections: 20,
    headers: { authorization: `Bearer ${access}` },
  });
}
