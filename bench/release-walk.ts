import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { connect } from 'node:http2';
import { caddyBinary, freshDatabase, sseEvents, startCluster, type TCluster } from './lib/release-cluster';

/**
 * The release walk, a stage of `npm test` (scripts/test.mjs, after build:release): two release processes behind
 * Caddy (deploy/Caddyfile, internal CA, loopback high ports) on one PostgreSQL database. Through the proxy: the
 * site over HTTP/2 with compressed, long-cached assets; sign-in; a card payment through the test gateway; a live
 * notification on a stream; and a restart of each process in turn while requests go on, none failing.
 * Needs caddy and TEST_DATABASE_URL (a PostgreSQL server where it makes a database of its own), and the builds
 * (npm run build): it writes release/ from them first.
 *   TEST_DATABASE_URL=postgres://... npx tsx bench/release-walk.ts
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!caddyBinary()) {
  console.log('release walk skipped: caddy is not installed (apt-get install caddy; .ci/run installs it)');
  process.exit(0);
}
if (!serverUrl) {
  console.log('release walk skipped: TEST_DATABASE_URL is not set (it needs a PostgreSQL server; .ci/run starts one)');
  process.exit(0);
}

const started = Date.now();
// The release from the current builds (the build stage made them): the walk tests what a server would run.
const built = spawnSync('npm', ['run', '--silent', 'build:release', '--', '--no-build'], { stdio: ['ignore', 'ignore', 'inherit'] });
if (built.status !== 0) {
  console.log('release walk: 0 passed, 1 failed (npm run build:release failed)');
  process.exit(1);
}
console.log(`release walk: release/ written in ${Math.round((Date.now() - started) / 1000)} s`);
const logs: string[] = [];
let passed = 0;
function check(what: string, ok: boolean, detail = '') {
  if (!ok) throw new Error(`${what}${detail ? `: ${detail}` : ''}`);
  passed++;
  console.log(`  ✓ ${what}`);
}
const db = await freshDatabase(serverUrl, `venue_release_walk_${process.pid}`);
let cluster: TCluster | undefined;
try {
  cluster = await startCluster({
    databaseUrl: db.url,
    ports: [3611, 3612],
    httpsPort: 18643,
    httpPort: 18680,
    adminPort: 12619,
    log: (line) => logs.push(line),
  });
  const c = cluster;
  console.log(`release walk: ${c.base}, processes on ${c.processes.map((p) => p.port).join(', ')} (started in ${Date.now() - started} ms)`);

  // The site over HTTP/2: the page, and a hashed asset compressed and cached for a year.
  const page = await c.call('GET', '/');
  check('GET / through Caddy answers the page', page.status === 200 && page.body.includes('<div id="root"'), `${page.status}`);
  // Issue 42: the release's own page renderer (a self-contained bundle) draws each public page with the venue's data.
  const venueName = (JSON.parse((await c.call('GET', '/api/site/venue/')).body) as { name: string }).name;
  for (const path of ['/', '/terms']) {
    const rendered = path === '/' ? page : await c.call('GET', path);
    check(
      `GET ${path} arrives rendered by the server with the venue's name and its data`,
      rendered.status === 200 &&
        /<div id="root"><[a-z]/.test(rendered.body) &&
        rendered.body.includes(`<title>${venueName}</title>`) &&
        rendered.body.includes('id="page-data">{'),
      `${rendered.status}`,
    );
  }
  const asset = /\/assets\/[\w.-]+\.js/.exec(page.body)?.[0];
  check('the page names a hashed script under /assets', Boolean(asset));
  const h2 = await new Promise<{ status: number; encoding?: string; cache?: string }>((resolve, reject) => {
    const session = connect(c.base, { ca: c.caCertificate });
    session.on('error', reject);
    const req = session.request({ ':path': asset!, 'accept-encoding': 'gzip, zstd' });
    req.on('response', (h) => {
      resolve({ status: Number(h[':status']), encoding: h['content-encoding'] as string, cache: h['cache-control'] as string });
      req.close();
      session.close();
    });
    req.on('error', reject);
    req.end();
  });
  check(
    'an asset over HTTP/2, compressed, cached a year (one Cache-Control)',
    h2.status === 200 && /gzip|zstd/.test(h2.encoding ?? '') && h2.cache === 'public, max-age=31536000, immutable',
    JSON.stringify(h2),
  );

  // Sign-in as the browser does it: the CSRF pair, then the login call.
  const signIn = async (email: string, password: string) => {
    const csrf = JSON.parse((await c.call('GET', '/api/users/csrf/')).body).csrf_token as string;
    const res = await c.call('POST', '/api/users/login/', { body: { email, password }, headers: { cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf } });
    if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${res.body}`);
    return JSON.parse(res.body).tokens.access as string;
  };
  const client = await signIn('demo@venue.test', 'DemoClient#2026');
  const staff = await signIn('staff@venue.test', 'DemoStaff#2026');
  check('the demo client and the demo staff sign in through the proxy', Boolean(client && staff));

  // A live notification stream, held by whichever process Caddy picked.
  let streamText = '';
  const ticket = JSON.parse((await c.call('POST', '/api/notifications/stream_ticket/', { token: client })).body).ticket as string;
  const stream = await c.stream(`/api/notifications/stream/?ticket=${ticket}`, (t) => (streamText += t));
  check('the notification stream opens through the proxy', stream.status === 200, `${stream.status}`);

  // A payment: the venue issues an invoice, the client pays it by card through the test gateway.
  const events = JSON.parse((await c.call('GET', '/api/client/events/', { token: client })).body).results as { id: number }[];
  const issued = await c.call('POST', '/api/staff/invoices/', {
    token: staff,
    body: { event_id: events[0]!.id, lines: [{ description: 'Extra hour', quantity: '1', unit_price: '5000.00' }] },
  });
  check('the venue issues an invoice', issued.status === 201, `${issued.status} ${issued.body}`);
  const invoice = JSON.parse(issued.body) as { id: number };
  const card = await c.call('POST', '/api/payments/test-gateway/tokens/', {
    token: client,
    body: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
  });
  const paid = await c.call('POST', `/api/payments/client/invoices/${invoice.id}/pay/`, {
    token: client,
    headers: { 'idempotency-key': randomUUID() },
    body: { gateway_code: 'test', payment_method_token: JSON.parse(card.body).id, payment_type: 'FULL' },
  });
  check('the client pays it by card', paid.status >= 200 && paid.status < 300, `${paid.status} ${paid.body}`);
  const after = JSON.parse((await c.call('GET', `/api/payments/client/invoices/${invoice.id}/`, { token: client })).body);
  check('the invoice is paid in full', Number(after.remaining_amount) === 0, JSON.stringify(after).slice(0, 200));

  // A live notification: the venue answers the client's message, and the stream carries it at once.
  const thread = JSON.parse(
    (await c.call('POST', '/api/messages/threads/', { token: client, body: { subject: 'Parking', body: 'Where do guests park?' } })).body,
  ) as { id: number };
  await c.call('POST', `/api/messages/threads/${thread.id}/messages/`, { token: staff, body: { body: 'Gate B, free of charge.' } });
  const until = Date.now() + 10_000;
  while (!sseEvents(streamText).some((e) => e.event === 'notification' && e.data.includes('Gate B')) && Date.now() < until)
    await new Promise((r) => setTimeout(r, 50));
  check(
    'the live notification arrives on the stream through the proxy',
    sseEvents(streamText).some((e) => e.data.includes('Gate B')),
    streamText.slice(-300),
  );

  // A restart of each process in turn loses nothing: reads go on throughout, and the stream is told to come back.
  let failures = 0;
  let requests = 0;
  let reading = true;
  const reader = (async () => {
    while (reading) {
      const r = await c.call('GET', '/api/client/events/', { token: client }).catch(() => ({ status: 0 }));
      requests++;
      if (r.status !== 200) failures++;
    }
  })();
  for (const i of [0, 1]) await c.restart(i);
  reading = false;
  await reader;
  check(`both processes restarted in turn with no failed request (${requests} reads)`, failures === 0 && requests > 0, `${failures} failed`);
  await Promise.race([stream.ended, new Promise((r) => setTimeout(r, 5000))]);
  check(
    'the stream ended with a retry hint when its process restarted',
    sseEvents(streamText).some((e) => e.retry !== undefined && e.retry <= 1000),
  );
  stream.close();
  console.log(`release walk: ${passed} passed, 0 failed (${Math.round((Date.now() - started) / 1000)} s)`);
} catch (err) {
  console.error(`release walk FAILED: ${err instanceof Error ? err.message : String(err)}`);
  console.error(`Last lines of the processes' and Caddy's logs:\n${logs.slice(-30).join('\n')}`);
  console.log(`release walk: ${passed} passed, 1 failed`);
  process.exitCode = 1;
} finally {
  await cluster?.stop();
  await db.drop();
}
