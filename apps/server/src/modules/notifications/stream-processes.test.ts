import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPostgres } from '../../db/client';
import { openSse } from '../../../test/sse-client';
import { accountWithRole, createTestApp, registerClient, type TTestApp } from '../../../test/test-app';
import { testDatabase } from '../../../test/test-database';

/**
 * Two servers on one PostgreSQL database, each with its own pool and LISTEN connection (as two processes behind
 * a proxy): a notification committed through one reaches a stream held by the other, through LISTEN/NOTIFY.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
let a: TTestApp;
let b: TTestApp;

describe.runIf(onPostgres)('notification streams across processes on one PostgreSQL', () => {
  beforeAll(async () => {
    const first = await testDatabase();
    a = await createTestApp({ database: first });
    b = await createTestApp({ database: fromPostgres(first.url!) });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('delivers a notification made on one to a stream open on the other', async () => {
    const client = await registerClient(a, 'two-processes@example.test');
    const staff = (await accountWithRole(a, 'staff')).tokens.access;
    const ticket = (await b.api.post('/api/notifications/stream_ticket/', undefined, { token: client.tokens.access })).json().ticket;
    const port = (b.app.server.address() as { port: number }).port;
    const s = await openSse(`http://127.0.0.1:${port}/api/notifications/stream/?ticket=${ticket}`);
    expect(s.status).toBe(200);

    // Through process a: the client writes, the venue answers; the answer's notification is for the client.
    const thread = (await a.api.post('/api/messages/threads/', { subject: 'Across', body: 'Hello?' }, { token: client.tokens.access })).json();
    expect((await a.api.post(`/api/messages/threads/${thread.id}/messages/`, { body: 'Hello from a.' }, { token: staff })).statusCode).toBe(201);
    const n = JSON.parse((await s.nextEvent('notification')).data);
    expect(n).toMatchObject({ type: 'message', body: 'Hello from a.', link: `/messages/thread/${thread.id}` });
    s.close();
  });
});
