import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fileUpload, registerClient, TINY_PNG, type TTestApp } from '../../../test/test-app';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerClient(t)).tokens.access;
});
afterAll(() => t.close());

const PNG = TINY_PNG;
const multipart = (filename: string, data: Buffer, field = 'avatar') => fileUpload(token, { field, filename, data });

describe('avatar', () => {
  it('stores a real image and serves it back', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/me/avatar/', ...multipart('holiday-portrait.png', PNG) });
    expect(res.statusCode).toBe(200);
    const url = res.json().avatar_url as string;
    expect(url).toMatch(/^\/api\/users\/avatars\/[A-Za-z0-9_-]+\.png$/);
    // The stored name is random, never the uploader's (a random id can hold any short word, so test a long one).
    expect(url).not.toContain('holiday-portrait');
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // What is served is the image as the server re-encoded it (lib/user-image.ts): the same pixels, new bytes.
    const served = await sharp(image.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const sent = await sharp(PNG).raw().toBuffer({ resolveWithObject: true });
    expect(served.info).toMatchObject({ width: sent.info.width, height: sent.info.height, channels: sent.info.channels });
    expect(served.data.equals(sent.data)).toBe(true);
    expect((await t.api.get('/api/users/me/', { token })).json().avatar_url).toBe(url);
  });

  it('refuses a non-image named like an image', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/avatar/',
      ...multipart('photo.png', Buffer.from('MZ\x90\x00 this is an executable')),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'Avatar must be a PNG, JPEG, GIF or WebP image.',
      code: 'invalid',
      errors: { avatar: ['Avatar must be a PNG, JPEG, GIF or WebP image.'] },
    });
  });

  it('refuses images over 2 MB and says the limit', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await t.app.inject({ method: 'POST', url: '/api/users/me/avatar/', ...multipart('big.png', big) });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe('Avatar must be an image of at most 2 MB.');
  });

  it('needs the avatar field and a signed-in user', async () => {
    const wrongField = await t.app.inject({ method: 'POST', url: '/api/users/me/avatar/', ...multipart('me.png', PNG, 'picture') });
    expect(wrongField.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/users/me/avatar/', payload: {}, headers: { authorization: 'Bearer nope' } });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.api.get('/api/users/avatars/missing.png')).statusCode).toBe(404);
  });
});
