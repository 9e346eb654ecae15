import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { clientErrorAnswer, requestLineTooLong } from './client-errors';

/**
 * Every error answer is in the catalogue's shape, including those Fastify and Node's HTTP parser give before any
 * route runs. Over a real socket: inject() never goes through Node's parser.
 */
let t: TTestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

const csrf = { cookie: 'csrftoken=a', 'x-csrftoken': 'a' };
function send(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; type: string | undefined; json: unknown }>((resolve, reject) => {
    const req = request({ agent: false, host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, type: res.headers['content-type'], json: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
const shaped = (detail: string | RegExp, code: string) => ({ detail: typeof detail === 'string' ? detail : expect.stringMatching(detail), code });

describe('error answers in the catalogue shape', () => {
  it.each([
    ['an address over 8 KB', 10_000],
    ['an address beyond the parser’s 16 KB head', 20_000],
  ])('414 for %s', async (_, length) => {
    const res = await send('GET', `/api/events/?q=${'a'.repeat(length)}`);
    expect(res.status).toBe(414);
    expect(res.type).toMatch(/^application\/json/);
    expect(res.json).toEqual(shaped('The requested address is too long.', 'invalid'));
  });

  it('414 for a path parameter longer than the router takes, without echoing it', async () => {
    const res = await send('GET', `/api/messages/threads/${'1'.repeat(500)}/`);
    expect(res.status).toBe(414);
    expect(res.json).toEqual(shaped('The requested address is too long.', 'invalid'));
  });

  it('431 for a header too large, 400 for a path that does not decode', async () => {
    const big = await send('GET', '/api/site/', { 'x-big': 'b'.repeat(20_000) });
    expect(big.status).toBe(431);
    expect(big.json).toEqual(shaped('The request headers are too large.', 'invalid'));
    const bad = await send('GET', '/api/%zz/');
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual(shaped('Invalid request. Please check your input and try again.', 'invalid'));
  });

  it('400 unreadable JSON, 413 a body too large, 415 an unknown content type, 404 an unknown route or method', async () => {
    const json = { 'content-type': 'application/json', ...csrf };
    expect(await send('POST', '/api/users/login/', json, '{bad')).toMatchObject({ status: 400, json: shaped(/JSON/, 'invalid') });
    expect(await send('POST', '/api/users/login/', json, `{"a":"${'x'.repeat(1_100_000)}"}`)).toMatchObject({
      status: 413,
      json: shaped(/large/, 'too_large'),
    });
    expect(await send('POST', '/api/users/login/', { 'content-type': 'text/foo', ...csrf }, 'x')).toMatchObject({
      status: 415,
      json: shaped(/Media Type/, 'invalid'),
    });
    expect(await send('GET', '/api/nothing-here/')).toMatchObject({ status: 404, json: shaped('Not found.', 'not_found') });
    expect(await send('DELETE', '/api/users/login/', csrf)).toMatchObject({ status: 404, json: shaped('Not found.', 'not_found') });
  });
});

describe('what the parser refused', () => {
  it.each([
    ['a request line without an end', `GET /${'a'.repeat(70_000)}`, true],
    ['a request line over 8 KB', `GET /${'a'.repeat(9000)} HTTP/1.1\r\nHost: x\r\n`, true],
    ['a short request line with big headers', `GET / HTTP/1.1\r\nX-Big: ${'b'.repeat(20_000)}`, false],
    ['a later chunk of headers', `${'b'.repeat(20_000)}`, false],
  ])('%s', (_, raw, uri) => {
    expect(requestLineTooLong(Buffer.from(raw, 'latin1'))).toBe(uri);
    expect(clientErrorAnswer(Object.assign(new Error('x'), { code: 'HPE_HEADER_OVERFLOW', rawPacket: Buffer.from(raw, 'latin1') })).status).toBe(
      uri ? 414 : 431,
    );
  });

  it('answers a timeout 408 and anything else 400, in the shape', () => {
    expect(JSON.parse(clientErrorAnswer(Object.assign(new Error('x'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' })).body)).toEqual({
      detail: 'The request took too long to arrive. Please try again.',
      code: 'invalid',
    });
    expect(clientErrorAnswer(Object.assign(new Error('x'), { code: 'HPE_INVALID_METHOD' }))).toEqual({
      status: 400,
      body: JSON.stringify({ detail: 'Invalid request. Please check your input and try again.', code: 'invalid' }),
    });
  });
});
