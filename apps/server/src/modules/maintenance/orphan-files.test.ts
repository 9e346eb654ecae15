import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fileUpload, registerClient, TINY_PNG, type TTestApp } from '../../../test/test-app';
import { ANSWER_FILES_AREA } from '../questionnaires/answer-files.service';
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

  it('removes message attachments no message refers to, and keeps those one does', async () => {
    const { tokens } = await registerClient(t, 'attach@example.test');
    const thread = (await t.api.post('/api/messages/threads/', { subject: 'Plan', body: 'Here' }, { token: tokens.access })).json();
    const boundary = '----sweep';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/messages/threads/${thread.id}/messages/`,
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="body"\r\n\r\nplan\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\n\r\n`,
        ),
        TINY_PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { authorization: `Bearer ${tokens.access}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(201);
    const dir = join(t.config.dataDir, 'uploads', 'message-attachments');
    const [kept] = readdirSync(dir);
    const orphan = join(dir, 'noMessageRefersToThis.png');
    writeFileSync(orphan, 'x');
    aged(orphan);
    aged(join(dir, kept!));
    expect(await sweepOrphanFiles(t.app.ctx)).toBe(1);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(join(dir, kept!))).toBe(true);
  });

  it('removes a questionnaire-tab file answer whose row is gone (its event was deleted, say)', async () => {
    const dir = join(t.config.dataDir, 'uploads', ANSWER_FILES_AREA);
    mkdirSync(dir, { recursive: true });
    const orphan = join(dir, 'noAnswerRefersToThis.pdf');
    writeFileSync(orphan, '%PDF-1.4');
    aged(orphan);
    expect(await sweepOrphanFiles(t.app.ctx)).toBe(1);
    expect(existsSync(orphan)).toBe(false);
  });
});
