import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESIGN_CONSENT } from '@venue/shared/contracts/consent';
import { CONTRACT_MESSAGES, VOID_REASON_REQUIRED } from '@venue/shared/contracts/staff-contract.schema';
import { addDays, venueDay } from '@venue/shared/dates';
import { newestNotification } from '../../../test/notifications-helpers';
import { createTestApp, queryRows, type TTestApp } from '../../../test/test-app';
import { pdfPages } from '../../lib/pdf/pdf-text';
import { drawPng, pngDataUrl, scribble } from '../../lib/png';
import { sha256 } from '../../lib/secure-token';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_STAFF, seedDemoData } from '../../seed/demo-data';

let t: TTestApp;
let staff: string;
let client: string;
const today = venueDay();
type TSC = {
  id: number;
  status: string;
  content: string;
  content_hash: string;
  can_client_sign: boolean;
  can_send: boolean;
  can_countersign: boolean;
  can_void: boolean;
  is_fully_signed: boolean;
  final_document_hash: string | null;
  client: { name: string; email: string };
  template: { id: number; signature_requirements: string[] };
  signatures: { role: string; signer_name: string }[];
  signature_progress: { signed_count: number; total_required: number };
  history: { event_type: string; actor_name: string; ip_address: string | null; user_agent: string | null; description: string }[];
  void_reason: string | null;
};
const events: Record<string, number> = {};
const templates: Record<string, number> = {};
const signature = (seed: number) => pngDataUrl(drawPng(500, 200, scribble(seed)));
const evidence = (c: { content_hash: string }, who: { name: string; email: string }, over: Record<string, unknown> = {}) => ({
  signature_data: signature(11),
  signer_name: who.name,
  signer_title: who.name === 'Maria Santos' ? '' : 'Events Manager',
  signer_email: who.email,
  device_fingerprint: 'test-device',
  screen_resolution: '1440x900',
  legal_disclosure_accepted: true,
  signature_intent_confirmed: true,
  consent_version: ESIGN_CONSENT.version,
  content_hash: c.content_hash,
  ...over,
});
const VENUE_REP = { name: 'Lorenzo Dela Cruz', email: DEMO_STAFF.email };
const CLIENT = { name: 'Maria Santos', email: DEMO_EMAIL };
const countersign = (c: TSC, over: Record<string, unknown> = {}) =>
  t.api.post(`/api/staff/contracts/${c.id}/countersign/`, evidence(c, VENUE_REP, over), {
    token: staff,
    ip: '203.0.113.40',
    headers: { 'user-agent': 'VenueConsole/1.0' },
  });
const clientSign = (c: TSC) =>
  t.api.post(`/api/contracts/client/contracts/${c.id}/sign/`, evidence(c, CLIENT), {
    token: client,
    ip: '198.51.100.7',
    headers: { 'user-agent': 'ClientBrowser/2.0' },
  });
const generate = (event: string, over: Record<string, unknown> = {}) =>
  t.api.post(
    `/api/staff/events/${events[event]}/contracts/`,
    {
      template_id: templates['Event Services Agreement'],
      contract_value: '385000.00',
      valid_until: addDays(today, 14),
      payment_schedule_reference: '30% on signing, balance 30 days before',
      ...over,
    },
    { token: staff, ip: '203.0.113.41', headers: { 'user-agent': 'VenueConsole/1.0' } },
  );
const send = (c: TSC) => t.api.post(`/api/staff/contracts/${c.id}/send/`, undefined, { token: staff });
const audits = (id: number) =>
  queryRows<{ action: string; ip: string }>(t, sql`select action, ip from audit_log where object_type = 'contract' and object_id = ${String(id)} order by id`);

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, today, t.app.ctx.storage));
  const login = async (email: string, password: string) => (await t.api.post('/api/users/login/', { email, password })).json().tokens.access as string;
  staff = await login(DEMO_STAFF.email, DEMO_STAFF.password);
  client = await login(DEMO_EMAIL, DEMO_PASSWORD);
  for (const e of await queryRows<{ id: number; name: string }>(t, sql`select id, name from events`)) events[e.name] = e.id;
  for (const x of await queryRows<{ id: number; name: string }>(t, sql`select id, name from contract_templates`)) templates[x.name] = x.id;
});
afterAll(() => t.close());

const WEDDING = 'Maria & Paolo Wedding';

describe('generating a contract', () => {
  it('renders the template for the event as a sanitized DRAFT with its content hash, logged and audited', async () => {
    const res = await generate(WEDDING);
    expect(res.statusCode).toBe(201);
    const c = res.json() as TSC;
    expect(c).toMatchObject({
      status: 'DRAFT',
      client: { name: 'Maria Santos', email: DEMO_EMAIL },
      template: { id: templates['Event Services Agreement'], signature_requirements: ['CLIENT', 'COMPANY_REP'] },
      can_send: true,
      can_countersign: false,
      can_void: true,
      contract_value: '385000.00',
      valid_until: addDays(today, 14),
    });
    expect(c.content_hash).toBe(sha256(c.content));
    expect(c.content).toContain('<strong>Maria Santos</strong> (“the Client”)');
    expect(c.content).toContain('<strong>Maria &amp; Paolo Wedding</strong>');
    expect(c.content).toContain('The contract value is <strong>₱385,000.00</strong>');
    expect(c.content).toContain('A reservation deposit of <strong>₱115,500.00</strong>');
    expect(c.content).toContain('<strong>Havila Gardens</strong>');
    expect(c.content).not.toContain('{{');
    expect(c.history).toEqual([
      expect.objectContaining({ event_type: 'created', actor_name: 'Lorenzo Dela Cruz', ip_address: '203.0.113.41', user_agent: 'VenueConsole/1.0' }),
    ]);
    expect(await audits(c.id)).toEqual([{ action: 'contract.create', ip: '203.0.113.41' }]);
    expect((await t.api.get(`/api/contracts/client/contracts/${c.id}/`, { token: client })).statusCode).toBe(404);
  });

  it('escapes a hostile client name instead of letting it into the contract as HTML', async () => {
    await t.database.db.execute(sql`update users set first_name = 'Ana <img src=x onerror=alert(1)>' where email = 'ana.reyes@example.test'`);
    const c = (await generate('Reyes-Villanueva Wedding')).json() as TSC;
    expect(c.content).toContain('<strong>Ana &lt;img src=x onerror=alert(1)&gt; Reyes</strong>');
    expect(c.content).not.toContain('<img');
  });

  it.each([
    [{ template_id: 999999 }, 'template_id', 'Contract template not found.'],
    [{ contract_value: '-5' }, 'contract_value', 'The contract value must be an amount with at most 2 decimals'],
    [{ valid_until: today }, 'valid_until', CONTRACT_MESSAGES.validUntilPast],
    [{ valid_until: '2026-13-01' }, 'valid_until', 'valid_until must be a date (YYYY-MM-DD)'],
  ])('refuses %j', async (over, field, message) => {
    const res = await generate(WEDDING, over);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: message, errors: { [field]: [message] } });
  });

  it('refuses inactive templates, unknown and cancelled events', async () => {
    const inactive = (
      await t.api.post('/api/staff/contract-templates/', { name: 'Old Terms', content: '<p>{{client_name}}</p>', is_active: false }, { token: staff })
    ).json();
    const res = await generate(WEDDING, { template_id: inactive.id });
    expect(res.json()).toMatchObject({ detail: CONTRACT_MESSAGES.templateInactive, errors: { template_id: [CONTRACT_MESSAGES.templateInactive] } });
    const missing = await t.api.post('/api/staff/events/999999/contracts/', { template_id: 1, contract_value: '1.00' }, { token: staff });
    expect([missing.statusCode, missing.json().detail]).toEqual([404, 'Event not found.']);
    const cancelled = await generate('Youth Camp Weekend');
    expect([cancelled.statusCode, cancelled.json().detail]).toEqual([409, CONTRACT_MESSAGES.eventCancelled]);
  });
});

describe('the client signs first, the venue countersigns', () => {
  let c: TSC;

  it('sends the draft: status, e-mail with the link, log, timeline and audit', async () => {
    c = (await generate(WEDDING)).json();
    const before = (await t.drainMail()).length;
    const res = await send(c);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'SENT', sent_at: expect.any(String), can_send: false, can_countersign: true });
    const mails = (await t.drainMail()).slice(before);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[DEMO_EMAIL, `Please sign: Event Services Agreement for ${WEDDING}`]]);
    expect(mails[0]!.text).toContain(`http://portal.test/contracts/${c.id}`);
    expect(mails[0]!.text).toContain('₱385,000.00');
    expect(res.json().history.map((e: { event_type: string }) => e.event_type)).toEqual(['created', 'sent']);
    const [timeline] = await queryRows(
      t,
      sql`select action_type, description from event_timeline where event_id = ${events[WEDDING]} order by id desc limit 1`,
    );
    expect(timeline).toEqual({ action_type: 'contract_sent', description: 'Contract "Event Services Agreement" sent for signature' });
    expect((await audits(c.id)).map((a) => a.action)).toEqual(['contract.create', 'contract.send']);
    expect(await newestNotification(t, client)).toMatchObject({
      type: 'event',
      priority: 'high',
      title: 'A contract is ready for your signature',
      body: `“Event Services Agreement” for ${WEDDING}. Read it and sign it online.`,
      link: `/contracts/${c.id}`,
    });
    const again = await send(c);
    expect([again.statusCode, again.json().detail]).toEqual([409, CONTRACT_MESSAGES.notDraftSend]);
  });

  it('lets the client read and sign it through the client calls', async () => {
    const seen = (await t.api.get(`/api/contracts/client/contracts/${c.id}/`, { token: client })).json();
    expect(seen).toMatchObject({ status: 'SENT', can_client_sign: true, content_hash: c.content_hash });
    const res = await clientSign(c);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'PARTIALLY_SIGNED', signature_progress: { signed_count: 1, total_required: 2 } });
    expect(await newestNotification(t, staff)).toMatchObject({
      priority: 'high',
      title: 'Maria Santos signed a contract',
      body: `“Event Services Agreement” for ${WEDDING}. It waits for the venue’s countersignature.`,
      link: `/staff/contracts/${c.id}`,
    });
  });

  it.each([
    [{ signature_data: 'data:image/png;base64,AAAA' }, 400, 'Signature quality is insufficient. Please provide a clearer signature.'],
    [{ legal_disclosure_accepted: false }, 400, 'You must accept the legal disclosure to sign.'],
    [{ consent_version: '2020-01-01' }, 400, 'The electronic signature disclosure has been updated. Please review it again before signing.'],
    [{ content_hash: 'b'.repeat(64) }, 409, 'The contract has changed since you opened it. Please review it again before signing.'],
  ])('checks the venue signature like the client one: %j', async (over, status, detail) => {
    const res = await countersign(c, over);
    expect([res.statusCode, res.json().detail]).toEqual([status, detail]);
  });

  it('seals the contract when the venue countersigns, and tells the client', async () => {
    const before = (await t.drainMail()).length;
    const res = await countersign(c);
    expect(res.statusCode).toBe(200);
    const signed = res.json() as TSC;
    expect(signed).toMatchObject({
      status: 'SIGNED',
      is_fully_signed: true,
      final_document_hash: expect.stringMatching(/^[a-f0-9]{64}$/),
      can_countersign: false,
    });
    expect(signed.signatures.map((s) => [s.role, s.signer_name])).toEqual([
      ['CLIENT', 'Maria Santos'],
      ['COMPANY_REP', 'Lorenzo Dela Cruz'],
    ]);
    const [evidenceRow] = await queryRows(
      t,
      sql`select content_hash, consent_version, ip_address, user_agent, signer_email from contract_signatures where contract_id = ${c.id} and role = 'COMPANY_REP'`,
    );
    expect(evidenceRow).toEqual({
      content_hash: c.content_hash,
      consent_version: ESIGN_CONSENT.version,
      ip_address: '203.0.113.40',
      user_agent: 'VenueConsole/1.0',
      signer_email: DEMO_STAFF.email,
    });
    const mails = (await t.drainMail()).slice(before);
    expect(mails.map((m) => m.subject)).toEqual([`Fully signed: Event Services Agreement for ${WEDDING}`]);
    expect(await newestNotification(t, client)).toMatchObject({ title: 'Your contract is fully signed', link: `/contracts/${c.id}` });
    expect((await audits(c.id)).map((a) => [a.action, a.ip])).toEqual([
      ['contract.create', '203.0.113.41'],
      ['contract.send', '127.0.0.1'],
      ['contract.countersign', '203.0.113.40'],
    ]);
    const again = await countersign(c);
    expect([again.statusCode, again.json().detail]).toEqual([409, CONTRACT_MESSAGES.alreadyCountersigned]);
  });

  it('shows the client a signed contract, both signatures in its history, and a certificate naming both', async () => {
    const seen = (await t.api.get(`/api/contracts/client/contracts/${c.id}/`, { token: client })).json();
    expect(seen).toMatchObject({
      status: 'SIGNED',
      is_fully_signed: true,
      can_client_sign: false,
      signature_progress: { signed_count: 2, total_required: 2, percentage: 100 },
    });
    const history = (await t.api.get(`/api/contracts/client/contracts/${c.id}/history/`, { token: client })).json() as TSC['history'];
    const signedEntries = history.filter((e) => e.event_type === 'signed');
    expect(signedEntries.map((e) => [e.actor_name, e.ip_address])).toEqual([
      ['Maria Santos', '198.51.100.7'],
      ['Lorenzo Dela Cruz', '203.0.113.40'],
    ]);
    expect(signedEntries[1]!.description).toMatch(/^Signed as Company Representative by Lorenzo Dela Cruz/);
    expect(history.at(-1)!.event_type).toBe('fully_signed');
    const pdf = await t.api.get(`/api/contracts/client/contracts/${c.id}/download_pdf/`, { token: client });
    expect(pdf.statusCode).toBe(200);
    const pages = pdfPages(pdf.rawPayload);
    const certificate = pages.find((p) => p.includes('Certificate of Completion'))!.replace(/\s+/g, ' ');
    expect(certificate).toContain('Maria Santos (Client Signature), Lorenzo Dela Cruz (Company Representative)');
    expect(certificate).toContain(seen.final_document_hash);
    expect(pages.join('\n')).toContain('Events Manager');
    const staffPdf = await t.api.get(`/api/staff/contracts/${c.id}/download_pdf/`, { token: staff });
    expect(staffPdf.statusCode).toBe(200);
    const verify = (await t.api.get(`/api/contracts/verify/${seen.final_document_hash}/`)).json();
    expect(verify).toMatchObject({ valid: true, signed_roles: [{ role: 'CLIENT' }, { role: 'COMPANY_REP' }] });
  });
});

describe('the venue countersigns first', () => {
  it('leaves the contract partially signed for the client, who then completes it', async () => {
    const c = (await generate('Santos Design Studio Year-End Planning', { contract_value: '142500.00' })).json() as TSC;
    const draft = await countersign(c);
    expect([draft.statusCode, draft.json().detail]).toEqual([409, CONTRACT_MESSAGES.cannotCountersign]);
    await send(c);
    const first = (await countersign(c)).json() as TSC;
    expect(first).toMatchObject({ status: 'PARTIALLY_SIGNED', final_document_hash: null, can_client_sign: true });
    const seen = (await t.api.get(`/api/contracts/client/contracts/${c.id}/`, { token: client })).json();
    expect(seen).toMatchObject({ status: 'PARTIALLY_SIGNED', can_client_sign: true });
    const res = await clientSign(c);
    expect(res.json()).toMatchObject({ status: 'SIGNED', is_fully_signed: true, final_document_hash: expect.stringMatching(/^[a-f0-9]{64}$/) });
    const staffView = (await t.api.get(`/api/staff/contracts/${c.id}/`, { token: staff })).json() as TSC;
    expect(staffView.history.map((e) => e.event_type)).toEqual(['created', 'sent', 'signed', 'viewed', 'signed', 'fully_signed']);
  });

  it('refuses to countersign a contract that neither asks for the venue nor names it', async () => {
    const [release] = await queryRows<{ id: number }>(
      t,
      sql`insert into contract_templates (name, content, signature_requirements)
          values ('Photo Release', '<p>{{client_name}} allows photos of {{event_name}}.</p>', '["CLIENT"]'::jsonb) returning id`,
    );
    const c = (await generate(WEDDING, { template_id: release!.id })).json() as TSC;
    await send(c);
    const res = await countersign(c);
    expect([res.statusCode, res.json().detail]).toEqual([409, CONTRACT_MESSAGES.notRequired]);
    expect((await t.api.get(`/api/staff/contracts/${c.id}/`, { token: staff })).json().can_countersign).toBe(false);
  });

  it('is not fully signed on the client alone when it names the venue as a party, whatever its template asks', async () => {
    // An amendment "between {{venue_name}} and {{client_name}}" whose template asks only for the client (issue 39).
    await queryRows(t, sql`update contract_templates set signature_requirements = '["CLIENT"]'::jsonb where id = ${templates['Contract Amendment']!}`);
    const amendment = (await generate(WEDDING, { template_id: templates['Contract Amendment'], contract_value: '412000.00' })).json() as TSC;
    await send(amendment);
    const signed = (await clientSign(amendment)).json();
    expect(signed).toMatchObject({
      status: 'PARTIALLY_SIGNED',
      status_display: 'Partially Signed',
      is_fully_signed: false,
      signature_progress: { signed_count: 1, total_required: 2 },
      template: { signature_requirements: ['CLIENT', 'COMPANY_REP'] },
    });
    expect((await t.api.get(`/api/staff/contracts/${amendment.id}/`, { token: staff })).json().can_countersign).toBe(true);
    const done = (await countersign(amendment)).json();
    expect(done).toMatchObject({ status: 'SIGNED', is_fully_signed: true, signature_progress: { signed_count: 2, total_required: 2 } });
    // One signed before this rule, on the client's signature alone, reads partially signed and awaits the venue.
    const [old] = await queryRows<{ id: number }>(
      t,
      sql`select c.id from contracts c join contract_templates t on t.id = c.template_id where t.name = 'Contract Amendment' and c.status = 'SENT' order by c.id limit 1`,
    );
    await queryRows(t, sql`update contracts set status = 'SIGNED' where id = ${old!.id}`);
    await queryRows(
      t,
      sql`insert into contract_signatures (contract_id, role, signer_name, signer_email, signature_data, verification_method, content_hash, consent_version)
          select id, 'CLIENT', 'Maria Santos', ${DEMO_EMAIL}, 'data:image/png;base64,AAAA', 'EMAIL', content_hash, 'v1' from contracts where id = ${old!.id}`,
    );
    const legacy = (await t.api.get(`/api/staff/contracts/${old!.id}/`, { token: staff })).json();
    expect(legacy).toMatchObject({
      status: 'PARTIALLY_SIGNED',
      is_fully_signed: false,
      can_countersign: true,
      signature_progress: { signed_count: 1, total_required: 2 },
    });
  });
});

describe('voiding', () => {
  it('voids a sent contract with a reason: the client sees it void and is told', async () => {
    const c = (await generate('Family Lenten Retreat', { contract_value: '96000.00' })).json() as TSC;
    await send(c);
    const before = (await t.drainMail()).length;
    const res = await t.api.post(`/api/staff/contracts/${c.id}/void/`, { reason: 'Replaced by the corrected guest count' }, { token: staff });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'VOID',
      void_reason: 'Replaced by the corrected guest count',
      voided_at: expect.any(String),
      can_void: false,
      can_countersign: false,
    });
    expect(res.json().history.at(-1)).toMatchObject({ event_type: 'voided', description: 'Voided: Replaced by the corrected guest count' });
    expect((await t.drainMail()).slice(before).map((m) => m.subject)).toEqual(['Voided: Event Services Agreement for Family Lenten Retreat']);
    expect((await t.api.get(`/api/contracts/client/contracts/${c.id}/`, { token: client })).json()).toMatchObject({ status: 'VOID', can_client_sign: false });
    const again = await t.api.post(`/api/staff/contracts/${c.id}/void/`, { reason: 'again' }, { token: staff });
    expect([again.statusCode, again.json().detail]).toEqual([409, CONTRACT_MESSAGES.alreadyVoid]);
    const noReason = await t.api.post(`/api/staff/contracts/${c.id}/void/`, { reason: ' ' }, { token: staff });
    expect(noReason.json()).toMatchObject({ detail: VOID_REASON_REQUIRED, errors: { reason: [VOID_REASON_REQUIRED] } });
    expect((await audits(c.id)).map((a) => a.action)).toEqual(['contract.create', 'contract.send', 'contract.void']);
  });

  it('voids a signed contract, which stays on record and no longer verifies as standing', async () => {
    const signed = (await t.api.get('/api/staff/contracts/', { token: staff, query: { status: 'SIGNED', event: String(events[WEDDING]) } })).json()
      .results[0] as TSC;
    const res = await t.api.post(`/api/staff/contracts/${signed.id}/void/`, { reason: 'The couple moved the wedding to another venue' }, { token: staff });
    expect(res.json()).toMatchObject({
      status: 'VOID',
      final_document_hash: signed.final_document_hash,
      signatures: [{ role: 'CLIENT' }, { role: 'COMPANY_REP' }],
    });
    const verify = (await t.api.get(`/api/contracts/verify/${signed.final_document_hash}/`)).json();
    expect(verify).toMatchObject({ valid: false, status: 'VOID', detail: 'This document was signed electronically but has since been voided by the venue.' });
  });

  it('keeps a draft voided before sending out of the client portal', async () => {
    const c = (await generate(WEDDING)).json() as TSC;
    await t.api.post(`/api/staff/contracts/${c.id}/void/`, { reason: 'Wrong value' }, { token: staff });
    expect((await t.api.get(`/api/contracts/client/contracts/${c.id}/`, { token: client })).statusCode).toBe(404);
    const list = (await t.api.get('/api/contracts/client/contracts/', { token: client, query: { page_size: '100' } })).json();
    expect(list.results.map((x: TSC) => x.id)).not.toContain(c.id);
  });
});

describe('lists, templates changing, 404 and 403', () => {
  it('lists every contract with filters, drafts included', async () => {
    const all = (await t.api.get('/api/staff/contracts/', { token: staff, query: { page_size: '100' } })).json();
    expect(all.count).toBeGreaterThanOrEqual(10);
    expect(all.results.every((c: TSC) => Array.isArray(c.history) && c.client.email)).toBe(true);
    const drafts = (await t.api.get('/api/staff/contracts/', { token: staff, query: { status: 'DRAFT' } })).json();
    expect(drafts.results.every((c: TSC) => c.status === 'DRAFT')).toBe(true);
    const paged = (await t.api.get('/api/staff/contracts/', { token: staff, query: { page_size: '2', event: String(events[WEDDING]) } })).json();
    expect(paged.next).toContain('page=2');
  });

  it('keeps a generated contract as it was when its template changes', async () => {
    const c = (await generate(WEDDING)).json() as TSC;
    await t.api.patch(
      `/api/staff/contract-templates/${templates['Event Services Agreement']}/`,
      { content: '<p>New terms for {{client_name}}</p>' },
      { token: staff },
    );
    const after = (await t.api.get(`/api/staff/contracts/${c.id}/`, { token: staff })).json();
    expect([after.content, after.content_hash]).toEqual([c.content, c.content_hash]);
  });

  it('answers 404 for unknown contracts on every call, and 403 to clients', async () => {
    const c = { id: 999999, content_hash: 'a'.repeat(64) } as TSC;
    for (const res of [
      await t.api.get('/api/staff/contracts/999999/', { token: staff }),
      await send(c),
      await countersign(c),
      await t.api.post('/api/staff/contracts/999999/void/', { reason: 'x' }, { token: staff }),
      await t.api.get('/api/staff/contracts/999999/download_pdf/', { token: staff }),
    ])
      expect([res.statusCode, res.json()]).toEqual([404, { detail: 'Contract not found.', code: 'not_found' }]);
    expect((await t.api.get('/api/staff/contracts/', { token: client })).statusCode).toBe(403);
    expect((await t.api.post(`/api/staff/events/${events[WEDDING]}/contracts/`, {}, { token: client })).statusCode).toBe(403);
  });
});
