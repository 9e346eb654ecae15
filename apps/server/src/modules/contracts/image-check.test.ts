import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { goodSignaturePng, poisonPng } from '../../../test/bad-images';
import { createTestApp, queryRows, registerClient, type TTestApp } from '../../../test/test-app';
import { pngDataUrl } from '../../lib/png';
import { seedDemoData } from '../../seed/demo-data';
import { AVATAR_AREA } from '../accounts/avatar.service';
import { checkStoredImages } from './image-check';

/** The startup image check (image-check.ts) on rows stored before images were re-encoded. */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
}, 120_000);
afterAll(() => t.close());

const signatures = () =>
  queryRows<{ id: number; data: string; checked: boolean; unreadable: boolean }>(
    t,
    sql`select id, signature_data as data, image_checked_at is not null as checked, image_unreadable as unreadable from contract_signatures order by id`,
  );
const read = async (key: string) => {
  const chunks: Buffer[] = [];
  for await (const c of (await t.app.ctx.storage.open(AVATAR_AREA, key))!) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

describe('startup image check', () => {
  it('flags an unreadable signature, leaves every stored signature byte as it is, and checks each row once', async () => {
    const before = await signatures();
    expect(before.length).toBeGreaterThanOrEqual(2);
    expect(before.every((s) => !s.checked)).toBe(true); // the demo rows were written without the check
    const poisoned = before[0]!.id;
    await t.database.db.execute(sql`update contract_signatures set signature_data = ${pngDataUrl(poisonPng())} where id = ${poisoned}`);

    const first = await checkStoredImages(t.app.ctx);
    expect(first).toMatchObject({ signaturesChecked: before.length, signaturesUnreadable: 1 });
    const after = await signatures();
    expect(after.every((s) => s.checked)).toBe(true);
    expect(after.filter((s) => s.unreadable).map((s) => s.id)).toEqual([poisoned]);
    // Sealed evidence: the final record hash covers these bytes, so the check never rewrites them.
    expect(after.filter((s) => s.id !== poisoned).map((s) => s.data)).toEqual(before.filter((s) => s.id !== poisoned).map((s) => s.data));

    expect(await checkStoredImages(t.app.ctx)).toEqual({ signaturesChecked: 0, signaturesUnreadable: 0, avatarsChecked: 0, avatarsDropped: 0 });
  });

  it('re-encodes a readable avatar under a new key and drops an unreadable one', async () => {
    const { user: good } = await registerClient(t, 'old-avatar@example.test');
    const { user: bad } = await registerClient(t, 'bad-avatar@example.test');
    const goodKey = await t.app.ctx.storage.put(AVATAR_AREA, 'png', goodSignaturePng());
    const badKey = await t.app.ctx.storage.put(AVATAR_AREA, 'png', poisonPng());
    await t.database.db.execute(sql`update users set avatar_key = ${goodKey}, avatar_checked_at = null where id = ${good.id}`);
    await t.database.db.execute(sql`update users set avatar_key = ${badKey}, avatar_checked_at = null where id = ${bad.id}`);

    expect(await checkStoredImages(t.app.ctx)).toEqual({ signaturesChecked: 0, signaturesUnreadable: 0, avatarsChecked: 2, avatarsDropped: 1 });
    const rows = await queryRows<{ id: number; key: string | null; checked: boolean }>(
      t,
      sql`select id, avatar_key as key, avatar_checked_at is not null as checked from users where id in (${good.id}, ${bad.id}) order by id`,
    );
    const [g, b] = good.id < bad.id ? rows : [rows[1]!, rows[0]!];
    expect(g).toMatchObject({ checked: true });
    expect(g!.key).not.toBe(goodKey);
    expect((await sharp(await read(g!.key!), { failOn: 'error' }).metadata()).format).toBe('png');
    expect(await t.app.ctx.storage.open(AVATAR_AREA, goodKey)).toBeNull();
    expect(b).toEqual({ id: bad.id, key: null, checked: true });
    expect(await t.app.ctx.storage.open(AVATAR_AREA, badKey)).toBeNull();

    expect((await checkStoredImages(t.app.ctx)).avatarsChecked).toBe(0);
  });
});
