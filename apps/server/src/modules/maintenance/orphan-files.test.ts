import { existsSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fileUpload, registerClient, TINY_PNG, type TTestApp } from '../../../test/test-app';
import { sweepOrphanFiles } from './orphan-files.service';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const aged = (path: string) => utimesSync(path, new Date(Date.now() - 2 * 3_600_000), new Date(Date.now() - 2 * 3_600_000));

describe('orphan uploads', () => {
  it('removes old half-written and unreferenced files, keeps referenced and recent ones', async () => {
    const { tokens } = await registerClient(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/avatar/',
      ...fileUpload(tokens.access, { field: 'avatar', filename: 'me.png', data: TINY_PNG }),
    });
    const kept = (res.json().avatar_url as string).split('/').pop()!;
    const dir = join(t.config.dataDir, 'uploads', 'avatars');
    const docs = join(t.config.dataDir, 'uploads', 'documents');
    mkdirSync(docs, { recursive: true });
    const orphan = join(dir, 'orphanorphanorphan.png');
    const part = join(docs, 'halfwrittenfile.pdf.part');
    const fresh = join(docs, 'justnowuploaded.pdf');
    for (const f of [orphan, part, fresh]) writeFileSync(f, 'x');
    for (const f of [orphan, part, join(dir, kept)]) aged(f);

    expect(await sweepOrphanFiles(t.app.ctx)).toBe(2);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(part)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(join(dir, kept))).toBe(true);
  });
});
