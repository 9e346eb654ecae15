import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readiness } from './health.service';
import { createTestApp, registerClient, type TTestApp } from '../../../test/test-app';

/** Liveness and readiness, and what a restart does to the requests and streams it finds (server.ts's close). */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health/live/ and /api/health/ready/', () => {
  it('answer ok while the process runs and its database answers; the old /api/health/ still does', async () => {
    for (const url of ['/api/health/live/', '/api/health/ready/', '/api/health/']) {
      const res = await t.api.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
    expect((await t.api.get('/api/health/ready/')).headers['cache-control']).toBe('no-store');
  });

  it('readiness fails once the process drains for a restart, liveness and other requests still answer', async () => {
    const own = await createTestApp();
    try {
      own.app.lifecycle.drain();
      const ready = await own.api.get('/api/health/ready/');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'closing' });
      expect((await own.api.get('/api/health/live/')).statusCode).toBe(200);
      expect((await own.api.get('/api/site/settings/')).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });

  it('readiness fails when the database is down (liveness does not: a restart would not bring it back)', async () => {
    const own = await createTestApp();
    await own.database.close();
    try {
      const ready = await own.api.get('/api/health/ready/');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable' });
      expect((await own.api.get('/api/health/live/')).statusCode).toBe(200);
    } finally {
      await own.app.close();
    }
  });
});

describe('closing the server', () => {
  it('fails readiness as soon as close starts, finishes a request in flight, and ends live streams with a retry hint', async () => {
    const own = await createTestApp();
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (own.app.server.address() as { port: number }).port;
    const base = `http://127.0.0.1:${port}`;
    const { tokens } = await registerClient(own, 'restart@example.test');
    // The bus's first LISTEN ends the streams opened before it (they may have missed a notification): wait for it.
    await own.app.ctx.bus.listening;
    const ticket = (await own.api.post('/api/notifications/stream_ticket/', undefined, { token: tokens.access })).json().ticket as string;
    const stream = await fetch(`${base}/api/notifications/stream/?ticket=${ticket}`, { headers: { accept: 'text/event-stream' } });
    expect(stream.status).toBe(200);
    const streamText = new Response(stream.body).text();

    // A request whose body is still arriving when the close starts: in flight, it must get its real answer.
    const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/users/login/', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write('{"email":"restart@example.test",');
      setTimeout(() => req.end('"password":"not-the-password"}'), 300);
    });
    await new Promise((r) => setTimeout(r, 100));

    const closed = own.app.close();
    const text = await streamText;
    expect(text).toMatch(/retry: 500\n\n$/);
    // The streams end in preClose, after readiness has begun to fail.
    expect(await readiness(own.database.db, own.app.lifecycle)).toEqual({ ready: false, reason: 'closing' });
    const answer = await inFlight;
    expect(answer.status).not.toBe(503);
    expect(JSON.parse(answer.body)).toHaveProperty('detail');
    await closed;
    await own.database.close();
  });
});
