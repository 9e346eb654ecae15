import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from './client';
import { testDatabase } from '../../test/test-database';

/**
 * event_summaries (migration 0081) must equal, after every kind of write, what it summarises: the counts and the
 * contract summary recounted from event_tasks, contracts and contract_signatures.
 */
let database: TDatabase & { url?: string };
const rows = async <T>(q: SQL) => ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;
const one = async <T>(q: SQL) => (await rows<T>(q))[0]!;

interface TSummary {
  tasks_total: number;
  tasks_completed: number;
  contract_statuses: string[];
  contract_next_expiry: string | null;
  contract_needs_signature: boolean;
}

const NONE: TSummary = { tasks_total: 0, tasks_completed: 0, contract_statuses: [], contract_next_expiry: null, contract_needs_signature: false };

/** The summary as kept (a missing row is an event with nothing to summarise). */
async function kept(eventId: number): Promise<TSummary> {
  const [row] = await rows<TSummary>(sql`select tasks_total, tasks_completed, contract_statuses, contract_next_expiry::text as contract_next_expiry,
    contract_needs_signature from event_summaries where event_id = ${eventId}`);
  return row ? { ...row, contract_statuses: [...row.contract_statuses].sort() } : NONE;
}

/** The summary recounted from its sources, as the lists computed it before migration 0081. */
async function recounted(eventId: number): Promise<TSummary> {
  const row = await one<TSummary>(sql`select
      (select count(*)::int from event_tasks where event_id = ${eventId}) as tasks_total,
      (select count(*)::int from event_tasks where event_id = ${eventId} and status = 'COMPLETED') as tasks_completed,
      (select coalesce(array_agg(status), '{}') from contracts where event_id = ${eventId} and status <> 'DRAFT') as contract_statuses,
      (select min(valid_until)::text from contracts where event_id = ${eventId} and status in ('SENT', 'PARTIALLY_SIGNED')) as contract_next_expiry,
      coalesce((select bool_or(not exists (select 1 from contract_signatures s where s.contract_id = c.id and s.role = 'CLIENT'))
        from contracts c where c.event_id = ${eventId} and c.status in ('SENT', 'PARTIALLY_SIGNED')), false) as contract_needs_signature`);
  return { ...row, contract_statuses: [...row.contract_statuses].sort() };
}

let clientId: number;
let typeId: number;
let templateId: number;

const newEvent = async (name: string) =>
  (
    await one<{ id: number }>(sql`insert into events (client_id, event_type_id, name, status, start_date, end_date)
      values (${clientId}, ${typeId}, ${name}, 'CONFIRMED', '2027-03-01', '2027-03-01') returning id`)
  ).id;
const newContract = async (eventId: number, status: string, validUntil: string | null) =>
  (
    await one<{ id: number }>(sql`insert into contracts (event_id, template_id, content, content_hash, status, valid_until)
      values (${eventId}, ${templateId}, 'Terms', 'hash', ${status}, ${validUntil}) returning id`)
  ).id;
const sign = (contractId: number, role: string) =>
  database.db
    .execute(sql`insert into contract_signatures (contract_id, role, signer_name, signer_email, signature_data, verification_method, content_hash, consent_version)
    values (${contractId}, ${role}, 'Signer', 'signer@example.test', 'data', 'EMAIL', 'hash', 'v1')`);

beforeAll(async () => {
  database = await testDatabase();
  clientId = (
    await one<{ id: number }>(
      sql`insert into users (email, password_hash, first_name, last_name) values ('summary@example.test', 'x', 'Sam', 'Reyes') returning id`,
    )
  ).id;
  typeId = (await one<{ id: number }>(sql`insert into event_types (name, description) values ('Summary test', '') returning id`)).id;
  templateId = (await one<{ id: number }>(sql`insert into contract_templates (name) values ('Summary test') returning id`)).id;
});
afterAll(() => database.close());

describe('event summaries', () => {
  it('follow every write to an event’s tasks', async () => {
    const eventId = await newEvent('Tasks');
    expect(await kept(eventId)).toEqual(NONE);
    await database.db.execute(
      sql`insert into event_tasks (event_id, title, status) values (${eventId}, 'A', 'PENDING'), (${eventId}, 'B', 'COMPLETED'), (${eventId}, 'C', 'PENDING')`,
    );
    expect(await kept(eventId)).toEqual({ ...NONE, tasks_total: 3, tasks_completed: 1 });
    await database.db.execute(sql`update event_tasks set status = 'COMPLETED' where event_id = ${eventId} and title = 'A'`);
    expect(await kept(eventId)).toEqual({ ...NONE, tasks_total: 3, tasks_completed: 2 });
    await database.db.execute(sql`delete from event_tasks where event_id = ${eventId} and title = 'B'`);
    expect(await kept(eventId)).toEqual(await recounted(eventId));
    expect(await kept(eventId)).toMatchObject({ tasks_total: 2, tasks_completed: 1 });

    const other = await newEvent('Moved to');
    await database.db.execute(sql`update event_tasks set event_id = ${other} where event_id = ${eventId} and title = 'C'`);
    expect(await kept(eventId)).toEqual(await recounted(eventId));
    expect(await kept(other)).toEqual({ ...NONE, tasks_total: 1 });
    // A write that touches neither the event nor the status leaves the summary as it is.
    await database.db.execute(sql`update event_tasks set title = 'Renamed' where event_id = ${other}`);
    expect(await kept(other)).toEqual({ ...NONE, tasks_total: 1 });
  });

  it('follow an event’s contracts and their client signatures', async () => {
    const eventId = await newEvent('Contracts');
    const draft = await newContract(eventId, 'DRAFT', '2027-01-10');
    expect(await kept(eventId)).toEqual(NONE);
    await database.db.execute(sql`update contracts set status = 'SENT' where id = ${draft}`);
    expect(await kept(eventId)).toEqual({ ...NONE, contract_statuses: ['SENT'], contract_next_expiry: '2027-01-10', contract_needs_signature: true });
    const second = await newContract(eventId, 'SENT', '2027-01-05');
    expect(await kept(eventId)).toMatchObject({ contract_statuses: ['SENT', 'SENT'], contract_next_expiry: '2027-01-05' });
    await sign(draft, 'CLIENT');
    await sign(second, 'WITNESS');
    expect(await kept(eventId)).toMatchObject({ contract_needs_signature: true });
    await sign(second, 'CLIENT');
    expect(await kept(eventId)).toMatchObject({ contract_needs_signature: false });
    await database.db.execute(sql`update contracts set status = 'SIGNED' where id = ${second}`);
    expect(await kept(eventId)).toEqual({ ...NONE, contract_statuses: ['SENT', 'SIGNED'], contract_next_expiry: '2027-01-10' });
    await database.db.execute(sql`update contracts set valid_until = '2027-02-01' where id = ${draft}`);
    expect(await kept(eventId)).toEqual(await recounted(eventId));
    expect(await kept(eventId)).toMatchObject({ contract_next_expiry: '2027-02-01' });
  });

  it('go with their event', async () => {
    const eventId = await newEvent('Deleted');
    await database.db.execute(sql`insert into event_tasks (event_id, title) values (${eventId}, 'A')`);
    await newContract(eventId, 'SENT', null);
    await database.db.execute(sql`delete from events where id = ${eventId}`);
    expect(await rows(sql`select 1 from event_summaries where event_id = ${eventId}`)).toEqual([]);
  });

  // PGlite has one connection: no two transactions at once.
  const twoConnections = process.env.TEST_DB !== 'postgres';

  /** Two transactions on their own connections, ended whatever happens. */
  async function twoTransactions(work: (a: pg.Client, b: pg.Client) => Promise<void>) {
    const [a, b] = [new pg.Client({ connectionString: database.url }), new pg.Client({ connectionString: database.url })];
    await Promise.all([a.connect(), b.connect()]);
    try {
      await a.query('begin');
      await b.query('begin');
      await work(a, b);
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  }
  const moment = () => new Promise((resolve) => setTimeout(resolve, 100));

  it.skipIf(twoConnections)('lose no write of two transactions on one event at once', async () => {
    const eventId = await newEvent('Concurrent');
    // The summary's row exists before either starts, so neither waits on the other's first insert of it.
    await database.db.execute(sql`insert into event_tasks (event_id, title) values (${eventId}, 'First')`);
    await twoTransactions(async (a, b) => {
      await a.query(`insert into event_tasks (event_id, title, status) values ($1, 'A', 'COMPLETED')`, [eventId]);
      const bWrites = b.query(`insert into event_tasks (event_id, title) values ($1, 'B')`, [eventId]); // waits on the summary's row
      await moment();
      await a.query('commit');
      await bWrites;
      await b.query('commit');
    });
    expect(await kept(eventId)).toEqual({ ...NONE, tasks_total: 3, tasks_completed: 1 });
  });

  it.skipIf(twoConnections)('let a contract’s writer and the event’s writer of one event both finish, without a deadlock', async () => {
    const eventId = await newEvent('Both writers');
    const contractId = await newContract(eventId, 'DRAFT', '2027-01-10');
    await database.db.execute(sql`insert into event_tasks (event_id, title) values (${eventId}, 'First')`);
    await twoTransactions(async (a, b) => {
      // A sends the contract (the summary's row is locked), B locks the event to add a task, A writes the event's
      // timeline (a foreign key to the event). Locking the summary before the event deadlocked here.
      await a.query(`update contracts set status = 'SENT' where id = $1`, [contractId]);
      const bWrites = b
        .query('select 1 from events where id = $1 for update', [eventId])
        .then(() => b.query(`insert into event_tasks (event_id, title) values ($1, 'Second')`, [eventId]));
      await moment();
      await a.query(`insert into event_timeline (event_id, action_type, description, actor_name) values ($1, 'contract_sent', 'Contract sent', 'Venue')`, [
        eventId,
      ]);
      await a.query('commit');
      await bWrites;
      await b.query('commit');
    });
    expect(await kept(eventId)).toEqual({
      ...NONE,
      tasks_total: 2,
      contract_statuses: ['SENT'],
      contract_next_expiry: '2027-01-10',
      contract_needs_signature: true,
    });
  });

  it('are counted again after a TRUNCATE of what they summarise', async () => {
    const eventId = await newEvent('Truncated');
    await database.db.execute(sql`insert into event_tasks (event_id, title) values (${eventId}, 'A')`);
    await database.db.execute(sql`truncate event_tasks`);
    expect(await kept(eventId)).toEqual(NONE);
  });
});
