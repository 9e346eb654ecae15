import { addDays, venueDay } from '@venue/shared/dates';
import { fromPostgres } from '../../apps/server/src/db/client';
import { events, eventTasks, eventTimeline, eventTypes } from '../../apps/server/src/db/schema';
import { hashPassword } from '../../apps/server/src/lib/passwords';
import { insertUser } from '../../apps/server/src/modules/accounts/users.repo';

export const BIG = { email: 'big.client@example.test', password: 'BigClient#2026' };

/** A client with 50 events and 500 tasks (10 each), for the list and dashboard figures. */
export async function seedBigClient(url: string): Promise<void> {
  const database = fromPostgres(url, 2);
  const today = venueDay();
  const statuses = ['DRAFT', 'CONFIRMED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'];
  const priorities = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'];
  await database.db.transaction(async (tx) => {
    const user = await insertUser(tx, { email: BIG.email, passwordHash: await hashPassword(BIG.password), firstName: 'Bianca', lastName: 'Gonzaga' });
    const [type] = await tx.select({ id: eventTypes.id }).from(eventTypes).limit(1);
    const rows = await tx
      .insert(events)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          clientId: user.id,
          eventTypeId: type!.id,
          name: `Bench Event ${i + 1}`,
          status: statuses[i % 5]!,
          startDate: addDays(today, i * 7 - 100),
          endDate: addDays(today, i * 7 - 99),
          totalPrice: '150000.00',
        })),
      )
      .returning({ id: events.id });
    await tx.insert(eventTasks).values(
      rows.flatMap((e, i) =>
        Array.from({ length: 10 }, (_, j) => ({
          eventId: e.id,
          title: `Task ${j + 1} of event ${i + 1}`,
          status: j % 3 === 0 ? 'COMPLETED' : 'PENDING',
          priority: priorities[j % 4]!,
          dueDate: addDays(today, j - 3),
          requiresClientInput: j % 2 === 0,
          canUpdate: true,
        })),
      ),
    );
    await tx.insert(eventTimeline).values(rows.map((e) => ({ eventId: e.id, actionType: 'event_created', description: 'Event booked', actorName: 'Bench' })));
  });
  await database.close();
}
