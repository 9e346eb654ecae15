import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { accountWithRole, createTestApp, queryRows, type TTestApp } from '../../../test/test-app';
import { freePort } from '../../../test/free-port';
import { issueInvoice, testCardToken } from '../../../test/payments-helpers';
import { testDatabase } from '../../../test/test-database';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../../seed/demo-data';
import { settleStaleCharges } from './stale-charges.service';

/**
 * A server process killed with SIGKILL between the gateway's charge and its recording (and, for the other outcome,
 * before the gateway was asked at all): the payment row is left PROCESSING with no gateway reference. The recovery
 * job asks the gateway by our payment number and settles each by its word: the captured charge is paid once (with
 * its receipt, the invoice paid), the one never made fails. Needs a second process on one database: PostgreSQL.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const serverEntry = resolve(__dirname, '../../server.ts');
let t: TTestApp;
let url: string;
let token: string;
let staff: string;
let eventId: number;
const dataDir = mkdtempSync(join(tmpdir(), 'venue-crash-'));

type TDying = { child: ChildProcess; base: string; exited: Promise<NodeJS.Signals | null> };

/** A server process on the test's database that kills itself at the named crash point (another port if its is taken meanwhile). */
async function serverThatDiesAt(crashAt: string): Promise<TDying> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServer(crashAt, await freePort());
    } catch (err) {
      if (attempt >= 5 || !String(err).includes('EADDRINUSE')) throw err;
    }
  }
}

async function startServer(crashAt: string, port: number): Promise<TDying> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      VENUE_CRASH_AT: crashAt,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<NodeJS.Signals | null>((done) => child.on('exit', (_code, signal) => done(signal)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000; // a cold tsx start on a busy 2-core machine
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${stderr}`);
    try {
      if ((await fetch(`${base}/api/health/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, base, exited };
}

const payThrough = (base: string, invoiceId: number, card: string) =>
  fetch(`${base}/api/payments/client/invoices/${invoiceId}/pay/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ gateway_code: 'test', payment_method_token: card, payment_type: 'FULL' }),
  }).then(
    (r) => r.status,
    () => 'no answer' as const,
  );

describe.runIf(onPostgres)('a server killed between the charge and its recording', () => {
  beforeAll(async () => {
    const database = await testDatabase();
    url = database.url!;
    t = await createTestApp({ database });
    await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
    token = (await t.api.post('/api/users/login/', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).json().tokens.access;
    staff = (await accountWithRole(t, 'staff')).tokens.access;
    eventId = (await t.api.get('/api/client/events/', { token })).json().results[0].id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is settled by the recovery job by the gateway’s word: the captured charge paid once, the one never made failed', async () => {
    const captured = await issueInvoice(t, staff, eventId, [{ description: 'Chairs', quantity: '1', unit_price: '1000.00' }]);
    const never = await issueInvoice(t, staff, eventId, [{ description: 'Tables', quantity: '1', unit_price: '2000.00' }]);
    const card = await testCardToken(t);
    const [after, before] = await Promise.all([serverThatDiesAt('after-gateway-charge'), serverThatDiesAt('before-gateway-charge')]);
    expect(await Promise.all([payThrough(after.base, captured.id, card), payThrough(before.base, never.id, card)])).toEqual(['no answer', 'no answer']);
    expect(await Promise.all([after.exited, before.exited])).toEqual(['SIGKILL', 'SIGKILL']);

    // What the dead processes left: both PROCESSING with no gateway reference; the test gateway's ledger holds one.
    const left = await queryRows<{ invoice_id: number; status: string; provider_ref: string | null; id: number }>(
      t,
      sql`select id, invoice_id, status, provider_ref from payments where invoice_id in (${captured.id}, ${never.id}) order by invoice_id`,
    );
    expect(left.map((r) => [r.invoice_id, r.status, r.provider_ref])).toEqual([
      [captured.id, 'PROCESSING', null],
      [never.id, 'PROCESSING', null],
    ]);
    const ledger = await queryRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from test_gateway_charges where status = 'succeeded' and amount_minor = 112000`,
    );
    expect(ledger[0]!.n).toBe(1);

    // Not yet stale: the job leaves them (a charge may still be on its way).
    expect(await settleStaleCharges(t.app.ctx)).toBe(0);
    await t.database.db.execute(sql`update payments set updated_at = now() - interval '31 minutes' where invoice_id in (${captured.id}, ${never.id})`);
    expect(await settleStaleCharges(t.app.ctx)).toBe(2);

    const rows = await queryRows<{
      invoice_id: number;
      status: string;
      provider_ref: string | null;
      receipt_number: string | null;
      failure_message: string | null;
    }>(
      t,
      sql`select invoice_id, status, provider_ref, receipt_number, failure_message from payments where invoice_id in (${captured.id}, ${never.id}) order by invoice_id`,
    );
    expect(rows[0]).toMatchObject({ status: 'COMPLETED', provider_ref: expect.stringMatching(/^tpi_/), receipt_number: expect.stringMatching(/^OR-/) });
    expect(rows[1]).toMatchObject({ status: 'FAILED', provider_ref: null, failure_message: 'Payment was not completed' });
    const invoice = async (id: number) => (await t.api.get(`/api/payments/client/invoices/${id}/`, { token })).json();
    expect(await invoice(captured.id)).toMatchObject({ paid_amount: '1120.00', remaining_amount: '0.00', payment_status: 'FULLY_PAID' });
    expect(await invoice(never.id)).toMatchObject({ paid_amount: '0.00', payment_options: { in_flight_amount: '0.00' } });

    // Once settled, a second run changes nothing: paid once.
    await t.database.db.execute(sql`update payments set updated_at = now() - interval '31 minutes' where invoice_id in (${captured.id}, ${never.id})`);
    expect(await settleStaleCharges(t.app.ctx)).toBe(0);
    const paid = await queryRows<{ n: number }>(t, sql`select count(*)::int as n from payments where invoice_id = ${captured.id} and status = 'COMPLETED'`);
    expect(paid[0]!.n).toBe(1);
  }, 300_000);
});
