import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { isNotNull } from 'drizzle-orm';
import pg from 'pg';
import { venueDay } from '@venue/shared/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TINY_PNG, type TTestApp } from '../../../test/test-app';
import { testDatabase } from '../../../test/test-database';
import { openDatabase } from '../../db/client';
import { contracts } from '../../db/schema';
import { createLocalStorage } from '../../lib/storage';
import { storageFor } from '../../lib/storage-for';
import { loadConfig } from '../../config';
import { startS3Fake } from '../../../test/s3-fake';
import { seedDemoData } from '../../seed/demo-data';
import { createBackup, restoreBackup } from './backup.service';
import { nightlyBackup } from './nightly-backup.service';
import { tableRowCounts } from './backup.repo';

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

describe('backup and restore', () => {
  it('restores the demo into an empty database with every row, the signed contract and the uploads', async () => {
    const { file, manifest } = await createBackup({ database: t.database, databaseUrl: sourceUrl, storage: t.app.ctx.storage }, tempDir('venue-backups-'));
    expect(file).toMatch(/venue-backup-\d{4}-\d{2}-\d{2}T\d{4}\.tar\.gz$/);
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
