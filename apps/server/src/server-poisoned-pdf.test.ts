import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { poisonPng } from '../test/bad-images';
import { freePort } from '../test/free-port';
import { testDatabase } from '../test/test-database';
import { createPglite, fromPglite, type TDatabase } from './db/client';
import { pngDataUrl } from './lib/png';
import { serverRoot } from './lib/paths';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_STAFF, seedDemoData } from './seed/demo-data';
import { createLocalStorage } from './lib/storage';

/**
 * The finding end to end, in a real server process (src/server.ts under tsx): a signature stored before images
 * were re-encoded, whose PNG framing holds but whose pixels do not inflate, is written straight into the
 * database; its contract's PDF is then asked for by the client and by the venue. Before the fix pdfkit threw in
 * an async zlib callback and the process exited; now the PDF is served (a note in place of the image), the
 * process stays up, and the startup image check has flagged the row.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
let dataDir: string;
let database: TDatabase & { url?: string };
let server: ChildProcess;
let output = '';
let base = '';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'venue-poison-'));
  database = onPostgres ? await testDatabase() : fromPglite(await createPglite({ dataDir: join(dataDir, 'db') }));
  if (!onPostgres) await database.migrate();
  await database.db.transaction((tx) => seedDemoData(tx, venueDay(), createLocalStorage(dataDir)));
  await database.db.execute(
    sql`update contract_signatures set signature_data = ${pngDataUrl(poisonPng())}
        where role = 'CLIENT' and contract_id = (select id from contracts where status = 'SIGNED' order by id limit 1)`,
  );
  // The embedded database is one process's: the server opens it only once this one has let go.
  if (!onPostgres) await database.close();

  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', join(serverRoot, 'src/server.ts')], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: onPostgres ? database.url : '',
      SEED_DEMO: 'false',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  server.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited at start (${server.exitCode}):\n${output}`);
    if (
      await fetch(`${base}/api/health/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() - started > 90_000) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  if (onPostgres) await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

async function login(email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'csrftoken=poison-test', 'x-csrftoken': 'poison-test' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { tokens?: { access: string } };
  if (!body.tokens) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(body)}`);
  return body.tokens.access;
}

describe('a poisoned stored signature', () => {
  it('serves its contract PDF to the client and the venue, and the process stays up', async () => {
    const client = await login(DEMO_EMAIL, DEMO_PASSWORD);
    const staff = await login(DEMO_STAFF.email, DEMO_STAFF.password);
    const list = (await (await fetch(`${base}/api/contracts/client/contracts/`, { headers: { authorization: `Bearer ${client}` } })).json()) as {
      results: { id: number; status: string }[];
    };
    const signed = list.results.find((c) => c.status === 'SIGNED')!;
    for (const [url, token] of [
      [`/api/contracts/client/contracts/${signed.id}/download_pdf/`, client],
      [`/api/staff/contracts/${signed.id}/download_pdf/`, staff],
      [`/api/contracts/client/contracts/${signed.id}/download_pdf/`, client],
    ] as const) {
      const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(server.exitCode).toBeNull();
    expect((await fetch(`${base}/api/health/`)).status).toBe(200);
    expect(output).toContain('signature image could not be read');
  }, 60_000);
});
