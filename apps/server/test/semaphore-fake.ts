import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of Semaphore's SMS API (https://semaphore.co/docs) the adapter uses, on
 * 127.0.0.1 with a random port: POST /api/v4/messages (a form with apikey, number, message, sendername) answers
 * a list with one Queued message, GET /api/v4/messages/{id}?apikey= answers it with its current status. A wrong
 * key is 401; a number that is not a Philippine mobile number is 422 like Semaphore's validation; `failNext`
 * answers 500 or drops the connection; `setStatus` moves a message (Sent, Failed...) as the network would.
 */
export interface TFakeSms {
  id: number;
  number: string;
  message: string;
  sendername: string | null;
  status: 'Queued' | 'Pending' | 'Sent' | 'Failed' | 'Refunded';
}

export async function startSemaphoreFake(apiKey = 'semaphore-test-key') {
  const messages: TFakeSms[] = [];
  const failures: ('error' | 'drop')[] = [];
  let nextId = 5_000_001;

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const view = (m: TFakeSms) => ({
    message_id: m.id,
    user_id: 99556,
    user: 'events@venue.test',
    account_id: 90290,
    account: 'Venue Portal',
    recipient: m.number,
    message: m.message,
    sender_name: m.sendername ?? 'SEMAPHORE',
    network: 'Globe',
    status: m.status,
    type: 'Single',
    source: 'Api',
    created_at: '2026-11-25 10:00:00',
    updated_at: '2026-11-25 10:00:00',
  });

  const server = createServer((req, res) => {
    void (async () => {
      const failure = failures.shift();
      if (failure === 'drop') return req.socket.destroy();
      if (failure === 'error') return json(res, 500, { error: 'Internal Server Error' });
      const url = new URL(req.url ?? '/', 'http://semaphore.test');
      if (req.method === 'POST' && url.pathname === '/api/v4/messages') {
        const form = new URLSearchParams(await readBody(req));
        if (form.get('apikey') !== apiKey) return json(res, 401, { apikey: ['The apikey is invalid.'] });
        const number = form.get('number') ?? '';
        if (!/^(63|0)9\d{9}$/.test(number)) return json(res, 422, { number: ['The number format is invalid.'] });
        const m: TFakeSms = { id: nextId++, number, message: form.get('message') ?? '', sendername: form.get('sendername'), status: 'Queued' };
        messages.push(m);
        return json(res, 200, [view(m)]);
      }
      const one = /^\/api\/v4\/messages\/(\d+)$/.exec(url.pathname);
      if (req.method === 'GET' && one) {
        if (url.searchParams.get('apikey') !== apiKey) return json(res, 401, { apikey: ['The apikey is invalid.'] });
        const m = messages.find((x) => x.id === Number(one[1]));
        return m ? json(res, 200, [view(m)]) : json(res, 404, { message: 'Not found' });
      }
      json(res, 404, { message: 'Not found' });
    })();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    messages,
    env: { SEMAPHORE_API_KEY: apiKey, SEMAPHORE_API_BASE: base, SEMAPHORE_SENDER_NAME: 'VENUE' },
    failNext: (...kinds: ('error' | 'drop')[]) => void failures.push(...kinds),
    setStatus: (id: number, status: TFakeSms['status']) => {
      const m = messages.find((x) => x.id === id);
      if (m) m.status = status;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
