import { sql, type SQL } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import type { TForgetTerms } from './forget-terms';
import { mentions, rewriteRows, rowsNaming } from './rewrite-rows';

export const REMOVED_TEXT = 'Removed at the client’s request.';

/** The person's own rows, as subqueries (ids) the statements below select by. */
function owned(userId: number) {
  const events = sql`(select id from events where client_id = ${userId})`;
  const threads = sql`(select id from message_threads where client_id = ${userId})`;
  const quotes = sql`(select id from quotes where event_id in ${events})`;
  const contracts = sql`(select id from contracts where event_id in ${events})`;
  // A contract anyone signed is evidence of what was signed (each signature seals the text's hash): kept whole.
  const unsigned = sql`(select id from contracts c where event_id in ${events} and fully_signed_at is null
    and not exists (select 1 from contract_signatures s where s.contract_id = c.id))`;
  return { events, threads, quotes, contracts, unsigned };
}

/** Audit entries about the person's things: their account, events, threads, quotes, contracts, money, request. */
function auditAbout(userId: number): SQL {
  const o = owned(userId);
  const about = (type: string, ids: SQL) => sql`(object_type = ${type} and object_id in (select id::text from ${ids} x))`;
  return sql`(actor_user_id = ${userId}
    or (object_type = 'user' and object_id = ${String(userId)})
    or ${about('event', o.events)} or ${about('message_thread', o.threads)} or ${about('quote', o.quotes)}
    or ${about('contract', o.contracts)}
    or ${about('invoice', sql`(select id from invoices where event_id in ${o.events})`)}
    or ${about('payment', sql`(select id from payments where event_id in ${o.events})`)}
    or ${about('message', sql`(select id from messages where thread_id in ${o.threads})`)}
    or ${about('document', sql`(select id from event_documents where event_id in ${o.events})`)}
    or ${about('note', sql`(select id from event_notes where event_id in ${o.events})`)}
    or ${about('task', sql`(select id from event_tasks where event_id in ${o.events})`)}
    or ${about('communication_record', sql`(select id from outbox_messages where client_id = ${userId})`)}
    or ${about('privacy_request', sql`(select id from privacy_requests where user_id = ${userId})`)})`;
}

/**
 * What the venue's people and the system wrote about the person, rewritten without them: their name (also the
 * first or last name alone, in text about them), e-mail and phone give way to the placeholder. Text about them
 * is their events, threads, quotes and contracts nobody signed, and the audit entries and notifications that point
 * at those; elsewhere (another client's event, a staff member's inbox) only the full name, e-mail or phone
 * count, so another Maria keeps her name. Contracts with a signature are evidence and stay as signed.
 */
export async function forgetMentions(tx: TTx, userId: number, terms: TForgetTerms): Promise<void> {
  const all = (s: string) => terms.replace(s, 'all');
  const strong = (s: string) => terms.replace(s, 'strong');
  const o = owned(userId);
  // Opens the audit and contract logs (append-only) to this transaction's rewrites only: migration 0040's rule.
  await tx.execute(sql`select set_config('venue.forgetting', 'on', true)`);
  const either = async (table: string, cols: { text?: string[]; json?: string[] }, mine: SQL) => {
    await rewriteRows(tx, table, cols, mine, all);
    await rewriteRows(tx, table, cols, sql`not coalesce(${mine}, false) and ${mentions(terms, cols)}`, strong);
  };

  await rewriteRows(tx, 'events', { text: ['name'] }, sql`client_id = ${userId}`, all);
  // A name column of who acted loses a first or last name alone only when the person acted: a staff member who
  // shares their surname keeps their own name on the client's timeline, notes and log.
  await either('event_timeline', { text: ['description'] }, sql`(event_id in ${o.events} or actor_user_id = ${userId})`);
  await either('event_timeline', { text: ['actor_name'] }, sql`actor_user_id = ${userId}`);
  await either('event_notes', { text: ['content'] }, sql`(event_id in ${o.events} or created_by_user_id = ${userId})`);
  await either('event_notes', { text: ['created_by_name'] }, sql`created_by_user_id = ${userId}`);
  await either('event_tasks', { text: ['title', 'description', 'completion_notes'] }, sql`event_id in ${o.events}`);
  await rewriteRows(tx, 'event_documents', { text: ['name', 'description', 'original_name'] }, sql`event_id in ${o.events}`, all);
  await rewriteRows(tx, 'event_run_of_show', { text: ['what', 'who'] }, sql`event_id in ${o.events}`, all);
  await rewriteRows(tx, 'event_suppliers', { text: ['role', 'name', 'phone'] }, sql`event_id in ${o.events}`, all);
  // The documents left are the venue's books, uploaded by staff (no uploader id is kept): only the strong terms.
  await rewriteRows(tx, 'event_documents', { text: ['uploaded_by_name'] }, sql`event_id in ${o.events}`, strong);
  await either('quotes', { text: ['client_message', 'rejection_reason'] }, sql`event_id in ${o.events}`);
  await either('quotes', { text: ['accepted_by_name'] }, sql`accepted_by_user_id = ${userId}`);
  await rewriteRows(tx, 'quote_line_items', { text: ['description'] }, sql`quote_id in ${o.quotes}`, all);
  await rewriteRows(tx, 'quote_options', { text: ['name', 'description'] }, sql`quote_id in ${o.quotes}`, all);
  await rewriteRows(tx, 'contracts', { text: ['content', 'void_reason'] }, sql`id in ${o.unsigned}`, all);
  await rewriteRows(tx, 'contracts', { text: ['void_reason'] }, sql`id in ${o.contracts} and id not in ${o.unsigned}`, all);
  await rewriteRows(tx, 'contract_events', { text: ['description'] }, sql`contract_id in ${o.unsigned}`, all);
  await rewriteRows(tx, 'contract_events', { text: ['actor_name'] }, sql`contract_id in ${o.unsigned} and actor_user_id = ${userId}`, all);
  await rewriteRows(tx, 'contract_events', { text: ['actor_name'] }, sql`contract_id in ${o.unsigned} and actor_user_id is distinct from ${userId}`, strong);
  await tx.execute(sql`update contract_events set ip_address = null, user_agent = null where contract_id in ${o.unsigned}`);

  // Threads: a subject the client wrote is their words; the venue's subjects and messages only lose the name.
  await tx.execute(sql`update message_threads set subject = ${REMOVED_TEXT} where client_id = ${userId} and created_by_user_id = ${userId}`);
  await rewriteRows(tx, 'message_threads', { text: ['subject'] }, sql`client_id = ${userId}`, all);
  await rewriteRows(tx, 'messages', { text: ['body'] }, sql`thread_id in ${o.threads} and from_venue`, all);

  // Staff notifications: one about the person's message quotes it (their words); others only name them.
  const linkTo = (kind: string, ids: SQL) => sql`(substring(link from ${`/${kind}/([0-9]+)`})::int in ${ids})`;
  const aboutThem = sql`(${linkTo('messages/thread', o.threads)} or ${linkTo('events', o.events)})`;
  await tx.execute(sql`update notifications set body = ${REMOVED_TEXT} where type = 'message' and ${linkTo('messages/thread', o.threads)}`);
  await either('notifications', { text: ['title', 'body'] }, aboutThem);

  // Mail about the person to others (the staff copies of their messages quote them whole): the content goes.
  const outboxCols = { text: ['to_address', 'subject', 'text_body', 'html_body', 'body', 'delivered_to', 'last_error'] };
  // The SQL search only finds candidates; the JavaScript rule (Unicode word boundaries in any database locale)
  // decides, as this wipes whole bodies.
  const copyIds = await rowsNaming(tx, 'outbox_messages', outboxCols, sql`client_id is distinct from ${userId} and ${mentions(terms, outboxCols)}`, strong);
  const copies = copyIds.length ? sql`id in ${copyIds}` : sql`false`;
  await tx.execute(sql`update outbox_messages set text_body = ${REMOVED_TEXT}, html_body = null, body = null, attachments = null where ${copies}`);
  await rewriteRows(tx, 'outbox_messages', outboxCols, sql`(client_id = ${userId} or ${copies})`, all);

  await either('audit_log', { text: ['object_label'], json: ['before', 'after'] }, auditAbout(userId));
  await either('audit_log', { text: ['actor_name'] }, sql`actor_user_id = ${userId}`);
  await tx.execute(sql`update audit_log set ip = null where actor_user_id = ${userId}`);
  await rewriteRows(tx, 'privacy_requests', { text: ['reason', 'decline_reason'] }, sql`user_id = ${userId}`, all);
  await tx.execute(sql`select set_config('venue.forgetting', 'off', true)`);
}
