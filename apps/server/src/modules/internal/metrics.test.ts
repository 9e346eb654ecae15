import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithRole, createTestApp, type TTestApp } from '../../../test/test-app';

/** Issue 28, point 6: GET /metrics in Prometheus's format behind the admin token, and a request id on every answer. */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const scrape = async () => {
  const res = await t.api.get('/metrics', { token: t.config.adminToken });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
};
/** A series' value in the scrape ("name{labels} value"), or null when absent. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('answers 401 without the admin token, 403 to staff, and the series with it', async () => {
    const guest = await t.api.get('/metrics');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ code: 'unauthenticated' });
    const staff = (await accountWithRole(t, 'staff')).tokens.access;
    expect((await t.api.get('/metrics', { token: staff })).statusCode).toBe(403);
    const client = (await accountWithRole(t, 'client')).tokens.access;
    expect((await t.api.get('/metrics', { token: client })).statusCode).toBe(403);
    // An admin signed in reads them as the scraper does.
    const admin = (await accountWithRole(t, 'admin')).tokens.access;
    expect((await t.api.get('/metrics', { token: admin })).statusCode).toBe(200);

    await t.api.get('/api/events/event-types/');
    const text = await scrape();
    // Requests by route pattern and status, with their latency.
    expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/api/events/event-types/",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/events/event-types/",status="200"}');
    // Never the raw URL: a refused guest counts under its route's pattern.
    expect(text).toContain('route="/metrics",status="401"');
    // Gauges read at the scrape: the pool, the outbox backlog, open streams; and the job counter.
    expect(valueOf(text, 'db_pool_connections{state="max"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'outbox_backlog_messages')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'outbox_oldest_message_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'notification_streams_open')).toBe(0);
    expect(text).toContain('# TYPE jobs_total counter');
  });

  it('counts the messages waiting in the outbox and the oldest one’s age', async () => {
    await t.drainMail();
    expect(valueOf(await scrape(), 'outbox_backlog_messages')).toBe(0);
    // A message the channel has not taken for a minute and a half (its retry is not due yet).
    await t.database.db.execute(
      sql`insert into outbox_messages (to_address, subject, text_body, status, next_attempt_at, created_at)
          values ('late@example.test', 'Waiting', 'Body', 'PENDING', now() + interval '1 hour', now() - interval '90 seconds')`,
    );
    const text = await scrape();
    expect(valueOf(text, 'outbox_backlog_messages')).toBe(1);
    expect(valueOf(text, 'outbox_oldest_message_age_seconds')).toBeGreaterThanOrEqual(90);
  });
});

describe('request ids', () => {
  it('gives every answer one, errors included', async () => {
    const ok = await t.api.get('/api/events/event-types/');
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await t.api.get('/api/staff/events/999999/');
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(missing.headers['x-request-id']).not.toBe(ok.headers['x-request-id']);

    // Not behind a trusted proxy, a caller's own id is not taken.
    const browser = await t.api.get('/api/events/event-types/', { headers: { 'x-request-id': 'caddy-7f3a.42' } });
    expect(browser.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('behind a trusted proxy, passes its plain id on and replaces anything else', async () => {
    const before = process.env.TRUST_PROXY;
    process.env.TRUST_PROXY = 'true'; // read when the app is built
    const proxied = await createTestApp().finally(() => {
      if (before === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = before;
    });
    try {
      const passed = await proxied.api.get('/api/events/event-types/', { headers: { 'x-request-id': 'caddy-7f3a.42' } });
      expect(passed.headers['x-request-id']).toBe('caddy-7f3a.42');
      const hostile = await proxied.api.get('/api/events/event-types/', { headers: { 'x-request-id': 'bad id {"level":60}' } });
      expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await proxied.close();
    }
  });
});

describe('GET /metrics on a process that serves the site (issue 38, point 3)', () => {
  it('is answered by the metrics route before the site catch-all: the series with the token, 401 without', async () => {
    const web = mkdtempSync(join(tmpdir(), 'venue-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>shell</title>');
    const site = await createTestApp({ env: { SERVE_WEB: 'true', WEB_DIST_DIR: web } });
    try {
      const scraped = await site.api.get('/metrics', { token: site.config.adminToken });
      expect(scraped.statusCode).toBe(200);
      expect(scraped.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(scraped.body).toContain('# TYPE http_request_duration_seconds histogram');
      const guest = await site.api.get('/metrics');
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toMatchObject({ code: 'unauthenticated' });
      // The site's pages still come from the catch-all.
      const page = await site.api.get('/booking');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>shell</title>');
    } finally {
      await site.close();
      rmSync(web, { recursive: true, force: true });
    }
  });
});
