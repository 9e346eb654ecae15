import { sql, type SQL } from 'drizzle-orm';
import type { TTx } from '../db/client';

/**
 * What an audit entry is about, in words, as it was called when the change was made: "Maria Santos", "Santos
 * Wedding", "INV-2026-000003", "Contract for Santos Wedding". Kept on the entry, so the log still names an object
 * that has since been deleted or renamed. The snapshot the entry records answers first (a deleted row is gone
 * by now); otherwise one lookup by the object's kind.
 */
export async function auditObjectLabel(tx: TTx, objectType: string, objectId: string, before: unknown, after: unknown): Promise<string> {
  const fromEntry = snapshotLabel(after) ?? snapshotLabel(before);
  if (fromEntry) return fromEntry;
  const query = LOOKUPS[objectType];
  const id = Number(objectId);
  if (!query || !Number.isSafeInteger(id)) return '';
  const result = (await tx.execute(query(id))) as unknown as { rows: { label: string | null }[] };
  return result.rows[0]?.label?.trim() ?? '';
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** A snapshot's own name for itself: a person's name, a name or title, a printed number, an e-mail. */
export function snapshotLabel(snapshot: unknown): string | null {
  if (!isRecord(snapshot)) return null;
  const person = [text(snapshot.first_name), text(snapshot.last_name)].filter(Boolean).join(' ');
  return person || text(snapshot.name) || text(snapshot.title) || text(snapshot.number) || text(snapshot.email) || null;
}

const eventName = (eventId: SQL) => sql`(select name from events where id = ${eventId})`;

/** One query per kind of object that recordAudit is called with; each answers one row with a label. */
const LOOKUPS: Record<string, (id: number) => SQL> = {
  user: (id) => sql`select first_name || ' ' || last_name as label from users where id = ${id}`,
  event: (id) => sql`select name as label from events where id = ${id}`,
  inquiry: (id) => sql`select 'Inquiry from ' || name as label from inquiries where id = ${id}`,
  quote: (id) => sql`select 'Quote for ' || ${eventName(sql`q.event_id`)} || ', version ' || q.version as label from quotes q where q.id = ${id}`,
  contract: (id) => sql`select 'Contract for ' || ${eventName(sql`c.event_id`)} as label from contracts c where c.id = ${id}`,
  contract_template: (id) => sql`select name as label from contract_templates where id = ${id}`,
  product: (id) => sql`select name as label from products where id = ${id}`,
  invoice: (id) => sql`select number as label from invoices where id = ${id}`,
  payment: (id) => sql`select number as label from payments where id = ${id}`,
  task: (id) => sql`select title as label from event_tasks where id = ${id}`,
  note: (id) => sql`select 'Note on ' || ${eventName(sql`n.event_id`)} as label from event_notes n where n.id = ${id}`,
  document: (id) => sql`select name as label from event_documents where id = ${id}`,
  feedback: (id) => sql`select 'Feedback on ' || ${eventName(sql`f.event_id`)} as label from event_feedback f where f.id = ${id}`,
  message_thread: (id) => sql`select subject as label from message_threads where id = ${id}`,
  message: (id) => sql`select 'Message in ' || t.subject as label from messages m join message_threads t on t.id = m.thread_id where m.id = ${id}`,
  communication_record: (id) =>
    sql`select coalesce(nullif(subject, ''), 'Text message') || ' to ' || to_address as label from outbox_messages where id = ${id}`,
};
