import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Fake } from '../../test/s3-fake';
import { loadConfig } from '../config';
import type { TStorage } from './storage';
import { storageFor } from './storage-for';

/** One contract, two backends: the local folder and an S3-compatible bucket (s3rver on loopback). */
let s3: Awaited<ReturnType<typeof startS3Fake>>;
let dir: string;
const backends: Record<string, TStorage> = {};
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'venue-storage-'));
  s3 = await startS3Fake();
  backends.local = storageFor(loadConfig({ DATA_DIR: dir }));
  backends.s3 = storageFor(loadConfig({ DATA_DIR: dir, ...s3.env }));
});
afterAll(async () => {
  await s3.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe.each(['local', 's3'])('%s storage', (name) => {
  it('keeps, streams back and removes a file under a random key', async () => {
    const storage = backends[name]!;
    const key = await storage.put('avatars', 'png', Buffer.from('picture'));
    expect(key).toMatch(/^[A-Za-z0-9_-]+\.png$/);
    expect(await text((await storage.open('avatars', key))!)).toBe('picture');
    await storage.remove('avatars', key);
    expect(await storage.open('avatars', key)).toBeNull();
    expect(await storage.open('avatars', '../../etc/passwd')).toBeNull();
  });

  it('streams an upload in and reports its size and first bytes', async () => {
    const storage = backends[name]!;
    const saved = await storage.putStream('documents', 'txt', Readable.from([Buffer.from('hello '), Buffer.from('world')]), 5);
    expect(saved).toMatchObject({ bytes: 11, head: Buffer.from('hello') });
    expect(await text((await storage.open('documents', saved.key))!)).toBe('hello world');
  });

  it('sweeps only old files no row refers to', async () => {
    const storage = backends[name]!;
    const kept = await storage.put('sweep', 'txt', Buffer.from('a'));
    const orphan = await storage.put('sweep', 'txt', Buffer.from('b'));
    expect(await storage.sweep('sweep', 60_000, async () => new Set())).toBe(0); // both too young
    expect(await storage.sweep('sweep', -1, async (keys) => new Set(keys.filter((k) => k === kept)))).toBe(1);
    expect(await storage.open('sweep', kept)).not.toBeNull();
    expect(await storage.open('sweep', orphan)).toBeNull();
  });
});
