import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusMessage } from '@venue/shared/errors';
import { registerDatabaseEndpoint } from '../lib/db-errors';
import { CONFLICT_RETRY_AFTER_S, DATABASE_RETRY_AFTER_S, errorHandlerPlugin } from './error-handler';

/**
 * A database that is away (a restart, a failover, a dropped network path, a full pool) is answered 503 with
 * Retry-After in the catalogue's shape, as pg and PGlite raise it, bare or wrapped by Drizzle; so is a
 * transaction that kept deadlocking after transact's own retries. Any other database error stays a 500.
 */
const app = Fastify();
let thrown: unknown;
beforeAll(async () => {
  registerDatabaseEndpoint('postgres://venue@127.0.0.1:54329/venue');
  await app.register(multipart);
  await app.register(errorHandlerPlugin);
  app.get('/throw', async () => {
    throw thrown;
  });
  await app.ready();
});
afterAll(() => app.close());

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('the error handler and a database that is away', () => {
  it.each([
    ['57P01 terminating connection due to administrator command', withCode('57P01', 'terminating connection due to administrator command')],
    ['57P03 the database system is starting up', withCode('57P03')],
    ['08006 connection failure', withCode('08006')],
    ['53300 too many connections', withCode('53300')],
    ['ECONNREFUSED from the database’s port', Object.assign(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:54329'), { port: 54329 })],
    ['ECONNRESET of a query, wrapped by Drizzle', wrapped(withCode('ECONNRESET', 'read ECONNRESET'))],
    ['Connection terminated unexpectedly', new Error('Connection terminated unexpectedly')],
    ['the pool waited too long for a connection', new Error('timeout exceeded when trying to connect')],
    ['a connection already broken', new Error('Client has encountered a connection error and is not queryable')],
    ['57P01 wrapped by Drizzle', wrapped(withCode('57P01'))],
    ['Connection terminated wrapped by Drizzle', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a closed PGlite', new Error('PGlite is closed')],
  ])('503 with Retry-After for %s', async (_, err) => {
    thrown = err;
    const res = await app.inject('/throw');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_S));
    expect(res.json()).toEqual({ detail: statusMessage(503), code: 'unavailable' });
  });

  it.each(['40P01', '40001'])('503 with a short Retry-After for %s left after the retries', async (code) => {
    thrown = wrapped(withCode(code));
    const res = await app.inject('/throw');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(CONFLICT_RETRY_AFTER_S));
    expect(res.json()).toEqual({ detail: statusMessage(503), code: 'unavailable' });
  });

  it.each([
    ['a payment gateway refusing', Object.assign(withCode('ECONNREFUSED', 'connect ECONNREFUSED 10.0.0.9:443'), { port: 443 })],
    ['an SMTP socket reset', withCode('ECONNRESET', 'read ECONNRESET')],
    ['fetch failing on a timeout', Object.assign(new TypeError('fetch failed'), { cause: withCode('ETIMEDOUT') })],
  ])('keeps 500 for %s: another service’s socket error is not a database outage', async (_, err) => {
    thrown = err;
    const res = await app.inject('/throw');
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
  });

  it('keeps 500 for any other database error, without its text', async () => {
    thrown = wrapped(withCode('23505', 'duplicate key value violates unique constraint "users_email_key"'));
    const res = await app.inject('/throw');
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.json()).toEqual({ detail: statusMessage(500), code: 'internal' });
  });
});
