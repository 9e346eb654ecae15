import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { isNotNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { venueDay } from '@venue/shared/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TINY_PNG, type TTestApp } from '../../../test/test-app';
import { DEMO_STAFF } from '../../seed/demo-data';
import { testDatabase } from '../../../test/test-database';
import { fromPostgres, openDatabase } from '../../db/client';
import { contracts } from '../../db/schema';
import { createLocalStorage } from '../../lib/storage';
import { storageFor } from '../../lib/storage-for';
import { loadConfig } from '../../config';
import { startS3Fake } from '../../../test/s3-fake';
import { seedDemoData } from '../../seed/demo-data';
import { createBackup, restoreBackup } from './backup.service';
import { nightlyBackup } from './nightly-backup.service';
import { tableRowCounts, userTableCount } from './backup.repo';
import { pgTool, run } from './backup-tools';
import type { TBackupManifest } from './backup-manifest';

let t: TTestApp;
let sourceUrl: string | undefined;
const cleanups: (() => Promise<unknown> | void)[] = [];
beforeAll(async () => {
  const database = await testDatabase();
  sourceUrl = database.url;
  t = await createTestApp({ database });
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
});
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
  await t.close();
});

const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** An empty target of the same kind as the test's database: a new PostgreSQL database, or a new data folder. */
async function emptyTarget() {
  const dataDir = tempDir('venue-restore-target-');
  if (!sourceUrl) return { dataDir, databaseUrl: undefined, storage: createLocalStorage(dataDir) };
  const name = `venue_r_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  const u = new URL(process.env.TEST_DATABASE_URL!);
  u.pathname = `/${name}`;
  return { dataDir, databaseUrl: u.toString(), storage: createLocalStorage(dataDir) };
}

const source = () => ({ database: t.database, databaseUrl: sourceUrl, storage: t.app.ctx.storage });
let demoArchive: string | undefined;
/** One archive of the demo with its defaults, shared by the tests that only read or damage it. */
const archiveOfDemo = async () => (demoArchive ??= (await createBackup(source(), tempDir('venue-backups-'))).file);
const modeOf = (path: string) => statSync(path).mode & 0o777;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** An archive's contents, unpacked into a new folder. */
function unpack(file: string) {
  const dir = tempDir('venue-unpacked-');
  execFileSync('tar', ['-xzf', file, '-C', dir]);
  return dir;
}

/** The same archive with its contents changed, packed again under the same name in another folder. */
function repack(file: string, change: (dir: string) => void) {
  const dir = unpack(file);
  change(dir);
  const out = join(tempDir('venue-damaged-'), basename(file));
  execFileSync('tar', ['--use-compress-program=gzip -1', '-cf', out, '-C', dir, '.']);
  return out;
}

const dbFileName = () => (t.database.kind === 'postgres' ? 'database.dump' : 'database.tar');

/** What an unpacked database part holds in readable bytes: pg_restore's SQL for PostgreSQL, the data directory for PGlite. */
function databaseBytes(unpacked: string): Buffer {
  const dbFile = join(unpacked, dbFileName());
  return t.database.kind === 'postgres' ? execFileSync(pgTool('pg_restore'), ['--file', '-', dbFile], { maxBuffer: 1 << 30 }) : readFileSync(dbFile);
}

/** Nothing of the backup reached the target: no table, no embedded database folder, no upload. */
async function expectUntouched(target: Awaited<ReturnType<typeof emptyTarget>>) {
  if (target.databaseUrl) {
    const probe = fromPostgres(target.databaseUrl, 1);
    expect(await userTableCount(probe.db).finally(() => probe.close())).toBe(0);
  } else expect(existsSync(join(target.dataDir, 'db'))).toBe(false);
  expect(await target.storage.list()).toEqual([]);
}

describe('backup and restore', () => {
  // A whole demo dumped and restored: about 10 s on a quiet machine, past 20 s when the cores are shared (a timeout catches a hang).
  it('restores the demo into an empty database with every row, the signed contract and the uploads', async () => {
    const outDir = join(tempDir('venue-backups-'), 'nested', 'backups');
    const { file, manifest, warnings } = await createBackup(source(), outDir);
    demoArchive = file;
    expect(file).toMatch(/venue-backup-\d{4}-\d{2}-\d{2}T\d{4}\.tar\.gz$/);
    expect(warnings).toEqual([]);
    // Only the service's account reads a backup: the archive 0600, its folder 0700, and so is everything inside.
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(outDir)).toBe(0o700);
    expect(modeOf(join(outDir, '..'))).toBe(0o700);
    const listing = execFileSync('tar', ['-tvzf', file]).toString().trim().split('\n');
    expect(listing.filter((line) => !/^(-rw-------|drwx------) /.test(line))).toEqual([]);
    // A SHA-256 and size per file: the database and every upload.
    expect(manifest.format).toBe(2);
    expect(manifest.secrets).toBe(true);
    const unpacked = unpack(file);
    const dbBytes = readFileSync(join(unpacked, dbFileName()));
    expect(manifest.checksums?.[dbFileName()]).toEqual({ sha256: sha256(dbBytes), size: dbBytes.length });
    expect(Object.keys(manifest.checksums ?? {}).filter((p) => p.startsWith('uploads/'))).toHaveLength(manifest.files);
    // With its secrets, as by default: the sign-in secret is in the database part.
    expect(databaseBytes(unpacked).includes(t.config.jwtSecret)).toBe(true);
    const counts = await tableRowCounts(t.database.db);
    expect(manifest.tables).toEqual(counts);
    expect(manifest.database).toBe(t.database.kind);
    expect(manifest.migrations).toBeGreaterThan(20);
    const uploads = await t.app.ctx.storage.list();
    expect(uploads.length).toBeGreaterThan(0);
    expect(manifest.files).toBe(uploads.length);

    const target = await emptyTarget();
    const result = await restoreBackup(file, target);
    // The restore counted every table again: none differs from the manifest, which held the source's counts.
    expect(result.differences).toEqual([]);
    expect(result.warnings).toEqual([]);

    const restored = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    try {
      const signed = (db: typeof restored.db) =>
        db.select({ id: contracts.id, hash: contracts.finalDocumentHash }).from(contracts).where(isNotNull(contracts.finalDocumentHash)).orderBy(contracts.id);
      const before = await signed(t.database.db);
      expect(before.length).toBeGreaterThan(0);
      expect(await signed(restored.db)).toEqual(before);
    } finally {
      await restored.close();
    }
    const back = await target.storage.list();
    expect(back.map((f) => `${f.area}/${f.key}`).sort()).toEqual(uploads.map((f) => `${f.area}/${f.key}`).sort());
    const { area, key } = uploads[0]!;
    expect(readFileSync(join(target.dataDir, 'uploads', area, key))).toEqual(readFileSync(join(t.config.dataDir, 'uploads', area, key)));

    // The same target again is no longer empty: the restore refuses rather than merging.
    await expect(restoreBackup(file, target)).rejects.toThrow(/not empty/);
  }, 60_000);

  it('refuses a damaged archive before anything is restored, naming the file', async () => {
    const file = await archiveOfDemo();
    const name = dbFileName();

    // One byte flipped inside the database part: the sizes agree, the checksum does not.
    const flipped = repack(file, (dir) => {
      const bytes = readFileSync(join(dir, name));
      bytes[bytes.length >> 1]! ^= 0xff;
      writeFileSync(join(dir, name), bytes);
    });
    let target = await emptyTarget();
    await expect(restoreBackup(flipped, target)).rejects.toThrow(
      `The backup ${flipped} is damaged: ${name} does not match its checksum. It was changed or corrupted after it was made. Nothing was restored`,
    );
    await expectUntouched(target);

    // An upload cut short, and a file the backup never wrote.
    const tampered = repack(file, (dir) => {
      const area = readdirSync(join(dir, 'uploads'))[0]!;
      const key = readdirSync(join(dir, 'uploads', area))[0]!;
      writeFileSync(join(dir, 'uploads', area, key), readFileSync(join(dir, 'uploads', area, key)).subarray(0, 3));
      writeFileSync(join(dir, 'uploads', area, 'extra.bin'), 'x');
    });
    await expect(restoreBackup(tampered, target)).rejects.toThrow(
      /is damaged: uploads\/[^ ]+ is 3 bytes where \d+ were written; uploads\/[a-z-]+\/extra\.bin is not one of the files/,
    );
    await expectUntouched(target);

    // The tar.gz cut in half (a copy that stopped), and a file that is no archive at all.
    const truncated = join(tempDir('venue-damaged-'), basename(file));
    const whole = readFileSync(file);
    writeFileSync(truncated, whole.subarray(0, whole.length >> 1));
    target = await emptyTarget();
    await expect(restoreBackup(truncated, target)).rejects.toThrow(`The backup archive ${truncated} is truncated or not a backup made by Venue Portal (gzip: `);
    await expectUntouched(target);
    const notAnArchive = join(tempDir('venue-damaged-'), 'venue-backup-2026-11-28T0200.tar.gz');
    writeFileSync(notAnArchive, 'hello');
    await expect(restoreBackup(notAnArchive, target)).rejects.toThrow(/is truncated or not a backup made by Venue Portal/);
    await expectUntouched(target);
  });

  it('restores an archive from before checksums, saying its files could not be checked', async () => {
    const file = await archiveOfDemo();
    const older = repack(file, (dir) => {
      const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Partial<TBackupManifest>;
      delete manifest.checksums;
      delete manifest.secrets;
      writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ ...manifest, format: 1 }));
    });
    const result = await restoreBackup(older, await emptyTarget());
    expect(result.differences).toEqual([]);
    expect(result.warnings).toEqual(['This backup was made before backups carried checksums, so its files could not be checked before the restore.']);
  });

  it('leaves the secrets out when told; the restored site starts with new ones and everyone signs in again', async () => {
    // Planner statistics keep a table's values too: the backup must leave those out as well.
    await t.database.db.execute(sql`analyze app_secrets`);
    const { jwtSecret, adminToken } = t.config;
    const login = await t.api.post('/api/users/login/', { email: DEMO_STAFF.email, password: DEMO_STAFF.password });
    expect(login.statusCode).toBe(200);
    const oldToken = (login.json() as { tokens: { access: string } }).tokens.access;

    // A folder another account could read is tightened, and the operator told so.
    const outDir = tempDir('venue-backups-');
    chmodSync(outDir, 0o755);
    const { file, manifest, warnings } = await createBackup(source(), outDir, { secrets: false });
    expect(warnings).toEqual([`The backup folder ${outDir} was open to other accounts (mode 0755); it is now 0700.`]);
    expect(modeOf(outDir)).toBe(0o700);
    expect(manifest.secrets).toBe(false);
    expect(manifest.tables.app_secrets).toBe(0);
    const bytes = databaseBytes(unpack(file));
    expect(bytes.includes(jwtSecret)).toBe(false);
    expect(bytes.includes(adminToken)).toBe(false);

    const target = await emptyTarget();
    const result = await restoreBackup(file, target);
    expect(result.differences).toEqual([]);
    expect(result.warnings).toEqual([expect.stringMatching(/^This backup was made without its secrets: .* everyone signs in again/)]);

    const restored = await createTestApp({ database: await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir }) });
    try {
      expect(restored.config.jwtSecret).not.toBe(jwtSecret);
      expect(restored.config.adminToken).not.toBe(adminToken);
      expect((await restored.api.get('/api/health/ready/')).statusCode).toBe(200);
      expect((await restored.api.get('/api/users/me/', { token: oldToken })).statusCode).toBe(401);
      const again = await restored.api.post('/api/users/login/', { email: DEMO_STAFF.email, password: DEMO_STAFF.password });
      expect(again.statusCode).toBe(200);
      const newToken = (again.json() as { tokens: { access: string } }).tokens.access;
      expect((await restored.api.get('/api/users/me/', { token: newToken })).statusCode).toBe(200);
    } finally {
      await restored.close();
    }
  });

  it('says which signal ended a program, not "exit null"', async () => {
    await expect(run('sh', ['-c', 'echo dying >&2; kill -9 $$'])).rejects.toThrow('sh failed (killed by SIGKILL): dying');
    await expect(run('sh', ['-c', 'exit 3'])).rejects.toThrow(/^sh failed \(exit 3\)$/);
  });

  it('makes one nightly archive a day from 02:00 Manila, whoever checks, and keeps BACKUP_KEEP_DAYS days', async () => {
    const dir = tempDir('venue-nightly-');
    for (const day of ['2026-11-10', '2026-11-14', '2026-11-15']) writeFileSync(join(dir, `venue-backup-${day}T0200.tar.gz`), 'old');
    writeFileSync(join(dir, 'notes.txt'), 'not ours');
    const source = { database: t.database, databaseUrl: sourceUrl, storage: t.app.ctx.storage };
    const opts = { dir, keepDays: 14 };

    expect(await nightlyBackup(source, { ...opts, now: new Date('2026-11-28T01:59:00+08:00') })).toBeNull();
    const at = new Date('2026-11-28T02:05:00+08:00');
    // Two processes' checks at once (one PostgreSQL): the advisory lock lets one through; later checks find its file.
    const made =
      t.database.kind === 'postgres'
        ? await Promise.all([nightlyBackup(source, { ...opts, now: at }), nightlyBackup(source, { ...opts, now: at })])
        : [await nightlyBackup(source, { ...opts, now: at })];
    expect(made.filter(Boolean)).toHaveLength(1);
    expect(await nightlyBackup(source, { ...opts, now: new Date('2026-11-28T09:00:00+08:00') })).toBeNull();
    expect(readdirSync(dir).sort()).toEqual(['notes.txt', 'venue-backup-2026-11-15T0200.tar.gz', 'venue-backup-2026-11-28T0205.tar.gz']);
  });

  it('lists the uploads of an S3 bucket and writes them back into another under their own keys', async () => {
    const from = await startS3Fake('venue-from');
    const into = await startS3Fake('venue-into');
    cleanups.push(
      () => from.stop(),
      () => into.stop(),
    );
    const source = storageFor(loadConfig({ DATA_DIR: tempDir('venue-s3-a-'), ...from.env }));
    const target = storageFor(loadConfig({ DATA_DIR: tempDir('venue-s3-b-'), ...into.env }));
    const keys = [await source.put('documents', 'pdf', Buffer.from('%PDF-1.4 one')), await source.put('avatars', 'png', TINY_PNG)];
    const listed = await source.list();
    expect(listed.map((f) => f.key).sort()).toEqual([...keys].sort());
    for (const { area, key } of listed) await target.write(area, key, (await source.open(area, key))!);
    const stream = await target.open('avatars', keys[1]!);
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(TINY_PNG);
    expect((await target.list()).length).toBe(2);
  });
});
