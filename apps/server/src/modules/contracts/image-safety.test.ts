import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_NOT_IMAGE } from '@venue/shared/accounts/user.schema';
import { ESIGN_CONSENT } from '@venue/shared/contracts/consent';
import { SIGNATURE_INSUFFICIENT } from '@venue/shared/contracts/signature-data';
import { addDays, venueDay } from '@venue/shared/dates';
import { badImages, goodSignaturePng, poisonPng } from '../../../test/bad-images';
import { createTestApp, fileUpload, queryRows, type TTestApp } from '../../../test/test-app';
import { pdfPages } from '../../lib/pdf/pdf-text';
import { pngDataUrl } from '../../lib/png';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_STAFF, seedDemoData } from '../../seed/demo-data';

/**
 * The HIGH finding: a PNG whose chunks and CRCs hold but whose pixels do not inflate passed every byte check,
 * was stored, and then ended the process inside pdfkit's async zlib callback at every download of its PDF.
 * Every signature and avatar is now decoded and re-encoded before it is stored, and the PDF embeds only images
 * it decoded itself; each malformed image is refused with the spec's text or stored re-encoded, and every PDF
 * downloads.
 */
let t: TTestApp;
let staff: string;
let client: string;
let images: Record<string, Buffer>;
const today = venueDay();
let eventId: number;
let templateId: number;

type TC = { id: number; status: string; content_hash: string };
const evidence = (c: TC, who: { name: string; email: string }, data: string) => ({
  signature_data: data,
  signer_name: who.name,
  signer_title: '',
  signer_email: who.email,
  legal_disclosure_accepted: true,
  signature_intent_confirmed: true,
  consent_version: ESIGN_CONSENT.version,
  content_hash: c.content_hash,
});
const CLIENT = { name: 'Maria Santos', email: DEMO_EMAIL };
const VENUE_REP = { name: 'Lorenzo Dela Cruz', email: DEMO_STAFF.email };
const GOOD = pngDataUrl(goodSignaturePng());

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, today, t.app.ctx.storage));
  const login = async (email: string, password: string) => (await t.api.post('/api/users/login/', { email, password })).json().tokens.access as string;
  staff = await login(DEMO_STAFF.email, DEMO_STAFF.password);
  client = await login(DEMO_EMAIL, DEMO_PASSWORD);
  eventId = (await queryRows<{ id: number }>(t, sql`select id from events where name = 'Maria & Paolo Wedding'`))[0]!.id;
  templateId = (await queryRows<{ id: number }>(t, sql`select id from contract_templates where name = 'Event Services Agreement'`))[0]!.id;
  images = await badImages();
}, 120_000);
afterAll(() => t.close());

async function sentContract(): Promise<TC> {
  const made = await t.api.post(
    `/api/staff/events/${eventId}/contracts/`,
    { template_id: templateId, contract_value: '100000.00', valid_until: addDays(today, 14) },
    { token: staff },
  );
  expect(made.statusCode, made.body).toBe(201);
  const sent = await t.api.post(`/api/staff/contracts/${made.json().id}/send/`, undefined, { token: staff });
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json();
}

/** A stored signature is an 8-bit RGBA, non-interlaced PNG that decodes. */
async function expectReencoded(contractId: number, role: string) {
  const [row] = await queryRows<{ data: string; checked: unknown }>(
    t,
    sql`select signature_data as data, image_checked_at as checked from contract_signatures where contract_id = ${contractId} and role = ${role}`,
  );
  const png = Buffer.from(row!.data.slice(row!.data.indexOf(',') + 1), 'base64');
  expect([png[24], png[25], png[28]]).toEqual([8, 6, 0]); // bit depth, colour type RGBA, no interlace
  expect((await sharp(png, { failOn: 'error' }).metadata()).format).toBe('png');
  expect(row!.checked).not.toBeNull();
}

/** Refused with the spec's text, or accepted and stored re-encoded; answers whether it was accepted. */
async function signOrRefuse(res: Awaited<ReturnType<TTestApp['api']['post']>>, contractId: number, role: string): Promise<boolean> {
  if (res.statusCode === 400) {
    expect(res.json()).toMatchObject({ detail: SIGNATURE_INSUFFICIENT, errors: { signature_data: [SIGNATURE_INSUFFICIENT] } });
    return false;
  }
  expect(res.statusCode, res.body).toBe(200);
  await expectReencoded(contractId, role);
  return true;
}

async function expectPdfs(contractId: number) {
  for (const [url, token] of [
    [`/api/contracts/client/contracts/${contractId}/download_pdf/`, client],
    [`/api/staff/contracts/${contractId}/download_pdf/`, staff],
  ] as const) {
    const pdf = await t.api.get(url, { token });
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  }
}

const MUST_REFUSE = [
  'corrupt IDAT (colour type 6)',
  'truncated',
  'huge dimensions (100000x100000)',
  'palette without PLTE',
  'JPEG inside a PNG data URL',
  'not an image',
];

describe('signatures: client sign and venue countersign', () => {
  it.each([
    'corrupt IDAT (colour type 6)',
    'truncated',
    'huge dimensions (100000x100000)',
    'interlaced',
    '16-bit',
    'palette without PLTE',
    'JPEG inside a PNG data URL',
    'not an image',
  ])('%s: refused with the spec text or stored re-encoded, and the PDF downloads', async (name) => {
    const data = `data:image/png;base64,${images[name]!.toString('base64')}`;
    const c = await sentContract();
    const signUrl = `/api/contracts/client/contracts/${c.id}/sign/`;
    const accepted = await signOrRefuse(await t.api.post(signUrl, evidence(c, CLIENT, data), { token: client }), c.id, 'CLIENT');
    expect(accepted).toBe(!MUST_REFUSE.includes(name));
    if (!accepted) expect((await t.api.post(signUrl, evidence(c, CLIENT, GOOD), { token: client })).statusCode).toBe(200);

    const counterUrl = `/api/staff/contracts/${c.id}/countersign/`;
    const countered = await signOrRefuse(await t.api.post(counterUrl, evidence(c, VENUE_REP, data), { token: staff }), c.id, 'COMPANY_REP');
    expect(countered).toBe(accepted);
    if (!countered) expect((await t.api.post(counterUrl, evidence(c, VENUE_REP, GOOD), { token: staff })).statusCode).toBe(200);

    expect((await t.api.get(`/api/contracts/client/contracts/${c.id}/`, { token: client })).json().status).toBe('SIGNED');
    await expectPdfs(c.id);
  });

  it('renders the PDF of a signature stored before the fix (poisoned row written straight to the database), with a note', async () => {
    const c = await sentContract();
    await t.api.post(`/api/contracts/client/contracts/${c.id}/sign/`, evidence(c, CLIENT, GOOD), { token: client });
    await t.api.post(`/api/staff/contracts/${c.id}/countersign/`, evidence(c, VENUE_REP, GOOD), { token: staff });
    await t.database.db.execute(
      sql`update contract_signatures set signature_data = ${pngDataUrl(poisonPng())}, image_checked_at = null where contract_id = ${c.id} and role = 'CLIENT'`,
    );
    // Signed before PDFs were sealed (migration 0041): no sealed file yet, so the first download renders this row.
    await t.database.db.execute(sql`update contracts set sealed_pdf_key = null, sealed_pdf_sha256 = null where id = ${c.id}`);
    await expectPdfs(c.id);
    const pdf = await t.api.get(`/api/contracts/client/contracts/${c.id}/download_pdf/`, { token: client });
    const text = pdfPages(pdf.rawPayload).join('\n');
    expect(text).toContain('Signature image could not be read');
    expect(text).toContain('Maria Santos');
  });
});

describe('avatars', () => {
  const upload = (name: string, data: Buffer) =>
    t.app.inject({ method: 'POST', url: '/api/users/me/avatar/', ...fileUpload(client, { field: 'avatar', filename: `${name}.png`, data }) });

  it.each([
    'corrupt IDAT (colour type 6)',
    'truncated',
    'huge dimensions (100000x100000)',
    'interlaced',
    '16-bit',
    'palette without PLTE',
    'JPEG inside a PNG data URL',
    'not an image',
  ])('%s: refused or stored re-encoded', async (name) => {
    const res = await upload(name, images[name]!);
    if (MUST_REFUSE.includes(name) && name !== 'JPEG inside a PNG data URL') {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ detail: AVATAR_NOT_IMAGE, errors: { avatar: [AVATAR_NOT_IMAGE] } });
      return;
    }
    // A JPEG is a fine avatar whatever its file name says: it is stored as the JPEG it is.
    expect(res.statusCode, res.body).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: res.json().avatar_url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload, { failOn: 'error' }).metadata();
    expect(meta.format).toBe(name === 'JPEG inside a PNG data URL' ? 'jpeg' : 'png');
    expect(meta.isProgressive ?? false).toBe(false);
    expect(meta.depth).toBe('uchar');
  });
});
