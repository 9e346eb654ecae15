import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESIGN_CONSENT } from '@venue/shared/contracts/consent';
import { venueDay } from '@venue/shared/dates';
import { createTestApp, queryRows, registerClient, type TTestApp } from '../../../test/test-app';
import { signIn } from '../../../test/staff-helpers';
import { drawPng, pngDataUrl, scribble } from '../../lib/png';
import { sha256 } from '../../lib/secure-token';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_STAFF, seedDemoData } from '../../seed/demo-data';
import { SEALED_PDF_AREA } from './sealed-pdf';

let t: TTestApp;
let token: string;
let other: string;
type TC = {
  id: number;
  status: string;
  is_amendment: boolean;
  template_name: string;
  content_hash: string;
  can_client_sign: boolean;
  final_document_hash: string | null;
  event: { title: string };
  signature_progress: { signed_count: number; total_required: number; percentage: number };
};
let contracts: TC[];
const byStatus = (status: string, amendment = false) => contracts.find((c) => c.status === status && c.is_amendment === amendment)!;
const signature = pngDataUrl(drawPng(500, 200, scribble(7)));
const submission = (c: TC, over: Record<string, unknown> = {}) => ({
  signature_data: signature,
  signer_name: 'Maria Santos',
  signer_title: '',
  signer_email: 'demo@venue.test',
  verification_method: 'electronic_signature',
  device_fingerprint: 'test-device',
  signature_timestamp: new Date().toISOString(),
  screen_resolution: '1280x800',
  legal_disclosure_accepted: true,
  signature_intent_confirmed: true,
  consent_version: ESIGN_CONSENT.version,
  content_hash: c.content_hash,
  ...over,
});
const sign = (c: TC, over: Record<string, unknown> = {}, as = token) =>
  t.api.post(`/api/contracts/client/contracts/${c.id}/sign/`, submission(c, over), {
    token: as,
    headers: { 'user-agent': 'VitestBrowser/1.0' },
    ip: '198.51.100.7',
  });

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
  token = (await t.api.post('/api/users/login/', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).json().tokens.access;
  other = (await registerClient(t, 'other@example.test')).tokens.access;
  contracts = (await t.api.get('/api/contracts/client/contracts/', { token })).json().results;
});
afterAll(() => t.close());

describe('contract lists', () => {
  it('lists the client contracts with progress, and the pending ones', async () => {
    expect(contracts.map((c) => c.status).sort()).toEqual(['PARTIALLY_SIGNED', 'SENT', 'SENT', 'SIGNED']);
    expect(byStatus('PARTIALLY_SIGNED')).toMatchObject({ can_client_sign: false, signature_progress: { signed_count: 1, total_required: 2, percentage: 50 } });
    const pending = (await t.api.get('/api/contracts/client/contracts/pending_signatures/', { token })).json();
    expect(pending.count).toBe(2);
    expect(pending.contracts.every((c: TC) => c.can_client_sign)).toBe(true);
  });

  it('logs every view in the audit trail, with IP and browser', async () => {
    const c = byStatus('SENT');
    await t.api.get(`/api/contracts/client/contracts/${c.id}/`, { token, headers: { 'user-agent': 'AuditBrowser/2.0' }, ip: '198.51.100.9' });
    const history = (await t.api.get(`/api/contracts/client/contracts/${c.id}/history/`, { token })).json();
    expect(history.map((e: { event_type: string }) => e.event_type)).toEqual(['created', 'sent', 'viewed']);
    expect(history[2]).toMatchObject({ ip_address: '198.51.100.9', user_agent: 'AuditBrowser/2.0', actor_name: 'Maria Santos' });
  });

  it('logs a view once per person per day, however often the contract is opened', async () => {
    const c = byStatus('SENT');
    await Promise.all(Array.from({ length: 20 }, () => t.api.get(`/api/contracts/client/contracts/${c.id}/`, { token })));
    const history = (await t.api.get(`/api/contracts/client/contracts/${c.id}/history/`, { token })).json();
    expect(history.filter((e: { event_type: string }) => e.event_type === 'viewed').length).toBeLessThanOrEqual(2);
  });
});

describe('signing', () => {
  it.each([
    [{ legal_disclosure_accepted: false }, 400, 'You must accept the legal disclosure to sign.'],
    [{ signature_intent_confirmed: false }, 400, 'You must confirm your intent to sign.'],
    [{ signature_data: 'data:image/png;base64,AAAA' }, 400, 'Signature quality is insufficient. Please provide a clearer signature.'],
    [{ signature_data: 'x'.repeat(80) }, 400, 'Signature quality is insufficient. Please provide a clearer signature.'],
    [
      {
        signature_data: `data:image/png;base64,${Buffer.from('plain text pretending to be a signature image, long enough to pass'.repeat(3)).toString('base64')}`,
      },
      400,
      'Signature quality is insufficient. Please provide a clearer signature.',
    ],
    [{ signature_data: signature.slice(0, -40) }, 400, 'Signature quality is insufficient. Please provide a clearer signature.'],
    [{ signer_name: '  ' }, 400, 'Full name is required'],
    [{ signer_email: 'maria@' }, 400, 'Please enter a valid email address'],
    [{ consent_version: '2020-01-01' }, 400, 'The electronic signature disclosure has been updated. Please review it again before signing.'],
    [{ content_hash: 'a'.repeat(64) }, 409, 'The contract has changed since you opened it. Please review it again before signing.'],
  ])('refuses %j', async (over, status, detail) => {
    const res = await sign(byStatus('SENT'), over);
    expect(res.statusCode).toBe(status);
    expect(res.json().detail).toBe(detail);
    expect(await queryRows(t, sql`select id from contract_signatures where contract_id = ${byStatus('SENT').id}`)).toEqual([]);
  });

  it('stores the client signature with its evidence and waits for the venue', async () => {
    const c = byStatus('SENT');
    const res = await sign(c);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'PARTIALLY_SIGNED',
      can_client_sign: false,
      is_fully_signed: false,
      signature_progress: { signed_count: 1, total_required: 2 },
    });
    const [row] = await queryRows<Record<string, string>>(
      t,
      sql`select content_hash, consent_version, ip_address, user_agent, signer_email from contract_signatures where contract_id = ${c.id}`,
    );
    expect(row).toEqual({
      content_hash: c.content_hash,
      consent_version: ESIGN_CONSENT.version,
      ip_address: '198.51.100.7',
      user_agent: 'VitestBrowser/1.0',
      signer_email: 'demo@venue.test',
    });
    const again = await sign(c);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('You have already signed this contract.');
    const pdf = await t.api.get(`/api/contracts/client/contracts/${c.id}/download_pdf/`, { token });
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json()).toEqual({ detail: 'The signed PDF is available once every party has signed.', code: 'conflict' });
  });

  it('completes a contract whose last required role is the client, seals it and lets anyone verify it', async () => {
    const c = byStatus('SENT', true);
    // The demo amendment names the venue, so the venue signs it too: here its template is one for the client alone.
    await queryRows(
      t,
      sql`update contract_templates set content = '<p>{{client_name}}</p>', signature_requirements = '["CLIENT"]'::jsonb
          where id = (select template_id from contracts where id = ${c.id})`,
    );
    const res = await sign(c);
    expect(res.json()).toMatchObject({
      status: 'SIGNED',
      is_fully_signed: true,
      fully_signed_at: expect.any(String),
      final_document_hash: expect.stringMatching(/^[a-f0-9]{64}$/),
    });
    const history = (await t.api.get(`/api/contracts/client/contracts/${c.id}/history/`, { token })).json();
    expect(history.slice(-2).map((e: { event_type: string }) => e.event_type)).toEqual(['signed', 'fully_signed']);
    const verify = await t.api.get(`/api/contracts/verify/${res.json().final_document_hash}/`);
    expect(verify.json()).toMatchObject({ valid: true, status: 'SIGNED', signed_roles: [{ role: 'CLIENT', role_display: 'Client Signature' }] });
    expect(verify.body).not.toContain('Maria');
    expect(verify.body).not.toContain('demo@venue.test');
    expect((await t.api.get(`/api/contracts/verify/${'0'.repeat(64)}/`)).json()).toMatchObject({ valid: false });
    expect((await t.api.get('/api/contracts/verify/not-a-hash/')).statusCode).toBe(400);
    const pending = (await t.api.get('/api/contracts/client/contracts/pending_signatures/', { token })).json();
    expect(pending.count).toBe(0);
    // The PDF was sealed when the last signature committed: the download is that file, and its own hash verifies.
    const [sealed] = await queryRows<{ sha: string | null }>(t, sql`select sealed_pdf_sha256 as sha from contracts where id = ${c.id}`);
    expect(sealed?.sha).toMatch(/^[a-f0-9]{64}$/);
    const pdf = await t.api.get(`/api/contracts/client/contracts/${c.id}/download_pdf/`, { token });
    expect(sha256(pdf.rawPayload)).toBe(sealed!.sha);
  });

  it('stores one signature when two sign calls race', async () => {
    await t.database.db.execute(sql`delete from contract_signatures where contract_id = ${byStatus('SENT').id}`);
    await t.database.db.execute(sql`update contracts set status = 'SENT' where id = ${byStatus('SENT').id}`);
    const c = byStatus('SENT');
    const [a, b] = await Promise.all([sign(c), sign(c)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await queryRows(t, sql`select count(*)::int as n from contract_signatures where contract_id = ${c.id}`)).toEqual([{ n: 1 }]);
  });

  it('keeps the audit log append-only', async () => {
    await expect(t.database.db.execute(sql`update contract_events set description = 'edited'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from contract_events`)).rejects.toThrow();
  });
});

describe('signed PDF, signatures and authorization', () => {
  it('downloads the signed contract as a PDF', async () => {
    const c = byStatus('SIGNED');
    const res = await t.api.get(`/api/contracts/client/contracts/${c.id}/download_pdf/`, { token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`Contract_${c.id}_Maria_Paolo_Wedding.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('still renders the PDF of a contract whose stored signature image cannot be read', async () => {
    const c = byStatus('SIGNED');
    // Rendered anew: as if it had never been sealed.
    await t.database.db.execute(sql`update contracts set sealed_pdf_key = null, sealed_pdf_sha256 = null where id = ${c.id}`);
    await t.database.db.execute(
      sql`update contract_signatures set signature_data = ${`data:image/png;base64,${Buffer.from('garbage'.repeat(40)).toString('base64')}`} where contract_id = ${c.id}`,
    );
    const res = await t.api.get(`/api/contracts/client/contracts/${c.id}/download_pdf/`, { token });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lists signatures of a contract and my own', async () => {
    const c = byStatus('SIGNED');
    const sigs = (await t.api.get('/api/contracts/client/signatures/', { token, query: { contract: String(c.id) } })).json();
    expect(sigs.map((s: { role: string }) => s.role).sort()).toEqual(['CLIENT', 'COMPANY_REP']);
    const mine = (await t.api.get('/api/contracts/client/signatures/my_signatures/', { token })).json();
    expect(mine.every((s: { signer_email: string }) => s.signer_email === 'demo@venue.test')).toBe(true);
  });

  it('answers 404 to another client on every contract call', async () => {
    const c = byStatus('PARTIALLY_SIGNED');
    const calls = await Promise.all([
      t.api.get(`/api/contracts/client/contracts/${c.id}/`, { token: other }),
      t.api.get(`/api/contracts/client/contracts/${c.id}/status/`, { token: other }),
      t.api.get(`/api/contracts/client/contracts/${c.id}/history/`, { token: other }),
      t.api.get(`/api/contracts/client/contracts/${c.id}/download_pdf/`, { token: other }),
      t.api.get('/api/contracts/client/signatures/', { token: other, query: { contract: String(c.id) } }),
      sign(c, {}, other),
    ]);
    for (const res of calls) expect(res.statusCode, res.body).toBe(404);
    expect((await t.api.get('/api/contracts/client/contracts/pending_signatures/', { token: other })).json()).toEqual({ count: 0, contracts: [] });
  });
});

describe('a signed PDF sealed once', () => {
  const download = (id: number, as: string, root = '/api/contracts/client') => t.api.get(`${root}/contracts/${id}/download_pdf/`, { token: as });
  const sealedRow = async (id: number) =>
    (
      await queryRows<{ key: string | null; sha: string | null }>(
        t,
        sql`select sealed_pdf_key as key, sealed_pdf_sha256 as sha from contracts where id = ${id}`,
      )
    )[0]!;

  it('is served byte for byte to the client and the venue, and sha256 of the downloaded file verifies', async () => {
    const c = byStatus('SIGNED');
    // A contract signed before sealing existed is sealed at its first download.
    await t.database.db.execute(sql`update contracts set sealed_pdf_key = null, sealed_pdf_sha256 = null where id = ${c.id}`);
    const first = await download(c.id, token);
    expect(first.statusCode).toBe(200);
    // A day's view and more log rows later, the file is still the one sealed.
    await t.database.db.execute(
      sql`insert into contract_events (contract_id, event_type, description, actor_name) values (${c.id}, 'viewed', 'Viewed by someone', 'Someone')`,
    );
    const second = await download(c.id, token);
    const staff = await download(c.id, await signIn(t, DEMO_STAFF.email, DEMO_STAFF.password), '/api/staff');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(staff.rawPayload.equals(first.rawPayload)).toBe(true);
    const fileHash = sha256(first.rawPayload);
    expect((await sealedRow(c.id)).sha).toBe(fileHash);
    const verify = await t.api.get(`/api/contracts/verify/${fileHash}/`);
    expect(verify.json()).toMatchObject({ valid: true, status: 'SIGNED', contract_reference: `C-${String(c.id).padStart(6, '0')}` });
    // The record fingerprint printed on the certificate page verifies too.
    const printed = (await t.api.get(`/api/contracts/client/contracts/${c.id}/`, { token })).json().final_document_hash;
    expect(first.rawPayload.toString('latin1')).toContain(printed.slice(0, 16));
    expect((await t.api.get(`/api/contracts/verify/${printed}/`)).json()).toMatchObject({ valid: true });
  });

  it('is sealed once when two first downloads race, and the loser keeps no file', async () => {
    const c = byStatus('SIGNED');
    await t.database.db.execute(sql`update contracts set sealed_pdf_key = null, sealed_pdf_sha256 = null where id = ${c.id}`);
    const before = (await t.app.ctx.storage.list()).filter((f) => f.area === SEALED_PDF_AREA).length;
    const [a, b] = await Promise.all([download(c.id, token), download(c.id, token)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    const row = await sealedRow(c.id);
    expect(row.sha).toBe(sha256(a.rawPayload));
    // The earlier seal's file is not referenced any more (the orphan sweep takes it); exactly one new file.
    expect((await t.app.ctx.storage.list()).filter((f) => f.area === SEALED_PDF_AREA).length).toBe(before + 1);
  });

  it('is sealed again when storage lost its file', async () => {
    const c = byStatus('SIGNED');
    const { key } = await sealedRow(c.id);
    await t.app.ctx.storage.remove(SEALED_PDF_AREA, key!);
    const res = await download(c.id, token);
    expect(res.statusCode).toBe(200);
    const row = await sealedRow(c.id);
    expect(row.key).not.toBe(key);
    expect(row.sha).toBe(sha256(res.rawPayload));
  });
});
