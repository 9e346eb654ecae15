import { sql } from 'drizzle-orm';
import { venueInstant } from '@venue/shared/dates';
import { contracts, contractTemplates, events, invoiceLineItems, invoices, questionnaireFields, questionnaires, quotes } from '../src/db/schema';
import { queryRows, registerClient, type TTestApp } from './test-app';

/** A client with a phone, through the API; answers its id and token. */
export async function reminderClient(t: TTestApp, email: string, phone = '0917 555 0101') {
  const s = await registerClient(t, email, { profile: { phone } });
  return { id: s.user.id, token: s.tokens.access };
}

const eventTypeId = async (t: TTestApp) => (await queryRows<{ id: number }>(t, sql`select id from event_types order by id limit 1`))[0]!.id;

/** A confirmed event of this client on `day`. */
export async function confirmedEvent(t: TTestApp, clientId: number, day: string, name = 'Santos Wedding') {
  const [e] = await t.database.db
    .insert(events)
    .values({ clientId, eventTypeId: await eventTypeId(t), name, status: 'CONFIRMED', startDate: day, endDate: day })
    .returning({ id: events.id });
  return e!.id;
}

/** An issued invoice of one untaxed line of `amount`, due on `dueDate`. */
export async function issuedInvoice(t: TTestApp, eventId: number, dueDate: string, amount = '25000.00') {
  const number = `INV-T-${Math.random().toString(36).slice(2, 8)}`;
  const [i] = await t.database.db.insert(invoices).values({ eventId, number, status: 'ISSUED', issueDate: dueDate, dueDate }).returning({ id: invoices.id });
  await t.database.db.insert(invoiceLineItems).values({ invoiceId: i!.id, description: 'Venue', quantity: '1', unitPrice: amount, taxRate: '0' });
  return { id: i!.id, number };
}

/** A contract sent at a PHT instant, not signed. */
export async function sentContract(t: TTestApp, eventId: number, day: string, time = '10:00') {
  const [tpl] = await t.database.db.insert(contractTemplates).values({ name: 'Standard' }).returning({ id: contractTemplates.id });
  const [c] = await t.database.db
    .insert(contracts)
    .values({ eventId, templateId: tpl!.id, status: 'SENT', content: '<p>Terms</p>', contentHash: 'x', sentAt: venueInstant(day, time) })
    .returning({ id: contracts.id });
  return c!.id;
}

/** A sent quote valid until `day`. */
export async function sentQuote(t: TTestApp, eventId: number, day: string) {
  const [q] = await t.database.db.insert(quotes).values({ eventId, status: 'SENT', validUntil: day, sentAt: new Date() }).returning({ id: quotes.id });
  return q!.id;
}

/** An active questionnaire for every event type with one required question. */
export async function requiredQuestion(t: TTestApp) {
  const [q] = await t.database.db.insert(questionnaires).values({ name: 'Planning', audience: 'event' }).returning({ id: questionnaires.id });
  await t.database.db.insert(questionnaireFields).values({ questionnaireId: q!.id, name: 'Bride and groom names', type: 'text', required: true });
}

export interface TSentReminder {
  channel: string;
  template_name: string;
  subject: string;
  text: string;
  client_id: number;
}

/** The reminder records queued after `afterId` (e-mail and SMS), oldest first. */
export const reminderRecords = (t: TTestApp, afterId = 0) =>
  queryRows<TSentReminder & { id: number }>(
    t,
    sql`select id, channel, template_name, subject, text_body as text, client_id from outbox_messages where id > ${afterId} and template_name like 'reminder_%' order by id`,
  );
