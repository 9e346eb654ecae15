import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { accountWithRole, createTestApp, strongPassword, type TTestApp } from '../test/test-app';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from './seed/demo-data';

/**
 * Hostile input is expected: generated bodies, ids, dates, queries and text with NUL bytes and lone surrogates,
 * sent to every API call as a stranger, a client and staff, and malformed multipart to the uploads. Any 5xx is
 * a bug. Seeded, so a failure replays.
 */
let t: TTestApp;
let staffEmail: string;
const tokens: (string | undefined)[] = [undefined, undefined, undefined];
/** Fresh sign-ins: a fuzzed logout or password change may have ended the previous ones, as it should. */
async function signInAgain() {
  const login = async (email: string, password: string) => (await t.api.post('/api/users/login/', { email, password })).json().tokens.access as string;
  tokens[1] = await login(DEMO_EMAIL, DEMO_PASSWORD);
  tokens[2] = await login(staffEmail, strongPassword);
}
beforeAll(async () => {
  t = await createTestApp({ env: { REGISTER_LIMIT_PER_HOUR: '100000' } });
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
  staffEmail = (await accountWithRole(t, 'staff')).user.email;
  await signInAgain();
});
afterAll(() => t.close());

const nasty = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00',
  '\ud83c\udf89',
  '2026-02-31',
  '0000-00-00',
  '2147483648',
  '-1',
  '1e400',
  'NaN',
  '',
  ' ',
  '%',
  '_',
  '\\',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  'a'.repeat(5000),
);
const text = fc.oneof(fc.string(), fc.string({ unit: 'binary', maxLength: 20 }), nasty);
const id = fc.oneof(fc.integer({ min: 1, max: 30 }).map(String), fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String), fc.double().map(String), nasty);
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.bigInt({ min: 2n ** 31n, max: 2n ** 60n }).map(Number));
const KNOWN_KEYS = [
  'email',
  'password',
  'confirm_password',
  'first_name',
  'last_name',
  'refresh',
  'reason',
  'client_message',
  'event_id',
  'responses',
  'field_id',
  'value',
  'status',
  'overall_rating',
  'comments',
  'categories',
  'preferences',
  'signature_data',
  'signer_name',
  'signer_email',
  'consent_version',
  'content_hash',
  'profile',
  'phone',
  'company',
  'current_password',
  'new_password',
  'completion_notes',
  'remember_me',
  // The staff console's bodies.
  'client_id',
  'event_type_id',
  'name',
  'facility_id',
  'starts_at',
  'ends_at',
  'guest_count',
  'notes',
  'content',
  'is_internal',
  'title',
  'priority',
  'due_date',
  'requires_client_input',
  'can_update',
  'response',
  'role',
  'is_active',
  // The staff sales calls: catalogue, quotes, templates, contracts.
  'sku',
  'base_price',
  'has_excess_hours',
  'category_id',
  'line_items',
  'product_id',
  'options',
  'discount_amount',
  'valid_until',
  'template_id',
  'contract_value',
  'signature_requirements',
  'subject',
  'body',
  'channel',
  'context_data',
  'messages',
  'sms_enabled',
  // The booking wizard: session calls and every step's data.
  'booking_flow',
  'referrer_url',
  'step_id',
  'step_data',
  'mark_completed',
  'completion_type',
  'discount_code',
  'code',
  'acknowledged',
  'start_date',
  'start_time',
  'duration',
  'venue_preference',
  'selected_packages',
  'selected_addons',
  'quantity',
  'uploaded_files',
  'file_id',
  'full_name',
  'create_account',
  'terms_accepted',
  'applied_discount_code',
  'special_requests',
  'payment_type',
  'payment_gateway_id',
  'payment_gateway_code',
  'payment_method_id',
  'payment_method_token',
  'quote_message',
];
const key = fc.oneof(fc.constantFrom(...KNOWN_KEYS), text);
const json: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, scalar, fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(key, tie('value'), { maxKeys: 6 })),
})).value;
const body = fc.oneof(fc.dictionary(key, json, { maxKeys: 8 }), json);
const QUERY_KEYS = [
  'page',
  'page_size',
  'status',
  'event',
  'search',
  'start_date',
  'end_date',
  'event_type_id',
  'event_type',
  'contract',
  'ordering',
  'client',
  'facility',
  'from',
  'to',
  'has_response',
  'object_type',
  'object_id',
  'actor',
  'channel',
  'category',
  'delivery_status',
  'template_name',
  'client_id',
  'days',
  'unread',
  'type',
  'ticket',
  'last_event_id',
  'month',
  'session_id',
  'ids',
  'type',
  'category_id',
  'is_active',
];
const query = fc.dictionary(fc.constantFrom(...QUERY_KEYS), fc.oneof(text, id), { maxKeys: 4 });

/** Percent-encodes a path segment; a lone surrogate goes as its (invalid) UTF-8 bytes, as a raw client could. */
const segment = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return `%ED%A0%80${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}`;
  }
};
const concrete = (url: string, ids: string[]) => {
  let i = 0;
  return url.replace(/:[A-Za-z]+/g, () => segment(ids[i++ % ids.length]!));
};

describe('fuzzing every call', () => {
  it('never answers 5xx to generated JSON, ids, queries and text', async () => {
    const routes = t.app.accessTable().filter((r) => r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(40);
    let seed = 20261124;
    for (const route of routes) {
      await signInAgain();
      await fc.assert(
        fc.asyncProperty(fc.array(id, { minLength: 2, maxLength: 2 }), body, query, fc.constantFrom(...tokens.keys()), async (ids, payload, q, who) => {
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: concrete(route.url, ids),
            query: q as Record<string, string>,
            headers: { ...(tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : { 'x-csrftoken': 'k' }), 'content-type': 'application/json' },
            cookies: { csrftoken: 'k' },
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: JSON.stringify(payload) }),
          });
          if (res.statusCode >= 500) throw new Error(`${route.method} ${route.url} -> ${res.statusCode} ${res.body}`);
        }),
        { numRuns: 60, seed: seed++ },
      );
    }
  }, 180_000);

  it('never answers 5xx to malformed or hostile multipart uploads', async () => {
    await signInAgain();
    const eventId = (await t.api.get('/api/client/events/', { token: tokens[1] })).json().results[0].id as number;
    const urls = [
      '/api/users/me/avatar/',
      `/api/client/events/${eventId}/upload_file/`,
      `/api/staff/events/${eventId}/documents/`,
      '/api/questionnaires/responses/upload/',
    ];
    const part = fc.record({
      field: fc.oneof(fc.constantFrom('file', 'avatar', 'name', 'description', 'category', 'event', 'field'), text),
      filename: fc.option(fc.oneof(text, fc.constantFrom('a.pdf', 'x.png', 'a\u0000.pdf', '../../etc/passwd', '\ud800.png')), { nil: undefined }),
      data: fc.oneof(
        fc.uint8Array({ maxLength: 300 }),
        fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
        fc.constant(new TextEncoder().encode('%PDF-1.4 junk')),
      ),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...urls),
        fc.array(part, { maxLength: 4 }),
        fc.constantFrom('ok', 'no-boundary', 'truncated', 'wrong-boundary'),
        async (url, parts, shape) => {
          const boundary = 'fuzzBoundary42';
          const chunks = parts.map((p) =>
            Buffer.concat([
              Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}\r\nContent-Type: application/octet-stream\r\n\r\n`,
              ),
              Buffer.from(p.data),
              Buffer.from('\r\n'),
            ]),
          );
          let payload = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
          if (shape === 'truncated') payload = payload.subarray(0, Math.max(1, payload.length - 7));
          const type = shape === 'no-boundary' ? 'multipart/form-data' : `multipart/form-data; boundary=${shape === 'wrong-boundary' ? 'other' : boundary}`;
          const res = await t.app.inject({
            method: 'POST',
            url,
            payload,
            headers: { authorization: `Bearer ${tokens[url.startsWith('/api/staff/') ? 2 : 1]}`, 'content-type': type },
          });
          if (res.statusCode >= 500) throw new Error(`${url} (${shape}) -> ${res.statusCode} ${res.body}`);
        },
      ),
      { numRuns: 150, seed: 42 },
    );
  }, 120_000);

  it('never answers 5xx to hostile multipart for the booking questionnaire upload', async () => {
    const flow = ((await t.api.get('/api/bookingflow/public/flows/')).json() as { id: number }[])[0]!;
    const sessionId = (await t.api.post(`/api/bookingflow/public/flows/${flow.id}/start_session/`, {}, { ip: '10.98.0.1' })).json().session_id as string;
    const value = fc.oneof(text, id, fc.constant(sessionId));
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('session_id', 'questionnaire', 'field', 'other'), value, { maxKeys: 4 }),
        fc.option(fc.oneof(text, fc.constantFrom('a.pdf', 'x.png', 'a\u0000.pdf', '../../etc/passwd')), { nil: undefined }),
        fc.oneof(fc.uint8Array({ maxLength: 300 }), fc.constant(new TextEncoder().encode('%PDF-1.4 junk'))),
        async (fields, filename, data) => {
          const boundary = 'fuzzBoundary43';
          const payload = Buffer.concat([
            ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
            Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"${filename === undefined ? '' : `; filename="${filename}"`}\r\n\r\n`),
            Buffer.from(data),
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]);
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/questionnaires/upload/',
            payload,
            remoteAddress: '10.98.0.2',
            headers: { 'x-csrftoken': 'k', 'content-type': `multipart/form-data; boundary=${boundary}` },
            cookies: { csrftoken: 'k' },
          });
          if (res.statusCode >= 500) throw new Error(`upload ${JSON.stringify(fields)} ${filename} -> ${res.statusCode} ${res.body}`);
        },
      ),
      { numRuns: 25, seed: 7 },
    );
  }, 60_000);

  it('never answers 5xx to generated step data for a live booking session', async () => {
    const flows = (await t.api.get('/api/bookingflow/public/flows/')).json() as { id: number; enabled_steps: { id: number }[] }[];
    const flow = flows[0]!;
    const sessionId = (await t.api.post(`/api/bookingflow/public/flows/${flow.id}/start_session/`, {}, { ip: '10.99.0.1' })).json().session_id as string;
    const base = `/api/bookingflow/public/flows/session/${sessionId}`;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...flow.enabled_steps.map((s) => s.id)),
        fc.dictionary(key, json, { maxKeys: 8 }),
        fc.boolean(),
        fc.constantFrom('update', 'validate', 'calculate-pricing', 'go-to-step', 'complete', 'cancel-payment'),
        async (stepId, stepData, markCompleted, call) => {
          const method = call === 'update' || call === 'go-to-step' ? 'PATCH' : 'POST';
          const payload =
            call === 'calculate-pricing'
              ? { discount_code: stepData[Object.keys(stepData)[0] ?? ''] }
              : { step_id: stepId, step_data: stepData, mark_completed: markCompleted };
          const res = await t.app.inject({
            method,
            url: `${base}/${call}/`,
            remoteAddress: '10.99.0.1',
            headers: { 'x-csrftoken': 'k', 'content-type': 'application/json' },
            cookies: { csrftoken: 'k' },
            payload: JSON.stringify(payload),
          });
          if (res.statusCode >= 500) throw new Error(`${call} ${JSON.stringify(payload)} -> ${res.statusCode} ${res.body}`);
        },
      ),
      { numRuns: 300, seed: 13 },
    );
  }, 120_000);
});
