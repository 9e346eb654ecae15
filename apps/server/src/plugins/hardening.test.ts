import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { createTestApp, registerClient, type TTestApp } from '../../test/test-app';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../seed/demo-data';

let t: TTestApp;
let token: string;
let eventId: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
  token = (await t.api.post('/api/users/login/', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).json().tokens.access;
  eventId = (await t.api.get('/api/client/events/', { token })).json().results[0].id;
});
afterAll(() => t.close());

const BOUNDARY = '----venue-hardening';
const multipartBody = (filename: string, data = 'hello', field = 'file') =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: text/plain\r\n\r\n${data}\r\n--${BOUNDARY}--\r\n`,
  );

describe('what an attacker found, mended', () => {
  it('judges CSRF on the routed path: an encoded /api path is checked too', async () => {
    const body = { first_name: 'Eve', last_name: 'Sly', email: 'eve@example.test', password: 'Sampaguita#2026', confirm_password: 'Sampaguita#2026' };
    for (const url of ['/%61pi/users/register/', '/%41PI/users/register/', '/api/users/register/']) {
      const res = await t.app.inject({ method: 'POST', url, payload: body });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().detail).toBe('CSRF token missing or incorrect.');
    }
  });

  it('marks personal answers no-store and keeps public avatars cacheable', async () => {
    const me = await t.api.get('/api/users/me/', { token });
    expect(me.headers['cache-control']).toBe('no-store');
    const login = await t.api.post('/api/users/login/', { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(login.headers['cache-control']).toBe('no-store');
    expect((await t.api.get('/api/client/events/', { token })).headers['cache-control']).toBe('no-store');
    expect((await t.api.get('/api/users/avatars/nothing.png')).headers['cache-control']).toBe('no-store');
  });

  it('authenticates before it validates the body: 401, not a 400 describing the body', async () => {
    const res = await t.api.post('/api/questionnaires/responses/save_event_responses/', { event_id: 'junk' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.', code: 'unauthenticated' });
  });

  it('answers ids beyond the id column with 400, on path, query and body', async () => {
    const huge = '2147483648';
    const calls = [
      t.api.get(`/api/client/events/${huge}/`, { token }),
      t.api.get(`/api/sales/client/quotes/${huge}/`, { token }),
      t.api.get(`/api/contracts/client/contracts/${huge}/`, { token }),
      t.api.get(`/api/payments/client/invoices/${huge}/`, { token }),
      t.api.get(`/api/payments/client/payments/99999999999999999999/`, { token }),
      t.api.get('/api/events/public/availability/', { query: { start_date: '2026-12-01', end_date: '2026-12-31', event_type_id: huge } }),
      t.api.get('/api/questionnaires/responses/', { token, query: { event: huge } }),
      t.api.get('/api/sales/client/quotes/', { token, query: { page: '99999999999' } }),
      t.api.post('/api/questionnaires/responses/save_event_responses/', { event_id: 2 ** 40, responses: [] }, { token }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('invalid');
    }
  });

  it('refuses NUL bytes and lone surrogates in any text, naming the field', async () => {
    const login = await t.api.post('/api/users/login/', { email: 'a\u0000@example.test', password: 'x' });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({
      detail: 'Text must not contain NUL characters or invalid Unicode.',
      code: 'invalid',
      errors: { email: ['Text must not contain NUL characters or invalid Unicode.'] },
    });
    const profile = await t.api.patch('/api/users/me/', { profile: { company: 'Acme \ud800' } }, { token });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().errors).toEqual({ 'profile.company': ['Text must not contain NUL characters or invalid Unicode.'] });
    const search = await t.api.get('/api/client/events/', { token, query: { search: 'x\u0000' } });
    expect(search.statusCode).toBe(400);
    // A well-formed emoji (a surrogate pair) is fine.
    expect((await t.api.patch('/api/users/me/', { profile: { company: 'Ma\u00f1ana \ud83c\udf89' } }, { token })).statusCode).toBe(200);
  });

  it('accepts only real calendar dates', async () => {
    const res = await t.api.get('/api/events/public/availability/', { query: { start_date: '2026-02-31', end_date: '2026-03-05' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.start_date).toEqual(['Start date must be a date (YYYY-MM-DD)']);
    const quotes = await t.api.get('/api/sales/client/quotes/', { token, query: { start_date: '2026-04-31' } });
    expect(quotes.statusCode).toBe(400);
  });

  it('answers unreadable multipart with 400: no boundary, truncated, a NUL in the file name', async () => {
    const url = `/api/client/events/${eventId}/upload_file/`;
    const headers = { authorization: `Bearer ${token}` };
    const noBoundary = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'multipart/form-data' },
      payload: multipartBody('a.txt'),
    });
    const full = multipartBody('a.txt');
    const truncated = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: full.subarray(0, full.length - 20),
    });
    const nulName = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartBody('a\u0000b.txt'),
    });
    for (const res of [noBoundary, truncated, nulName]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('invalid');
    }
  });

  it('still answers a stranger 404 for another client event with a valid id', async () => {
    const other = (await registerClient(t, 'stranger@example.test')).tokens.access;
    expect((await t.api.get(`/api/client/events/${eventId}/`, { token: other })).statusCode).toBe(404);
  });
});
