import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { LOGO_NOT_IMAGE, STARTER_VENUE_DETAILS } from '@venue/shared/site/venue-details.schema';
import { DEMO_VENUE_DETAILS } from '../../seed/demo-venue-facts';
import { createTestApp, fileUpload, TINY_PNG, type TTestApp } from '../../../test/test-app';
import { auditOf, signIn } from '../../../test/staff-helpers';
import { testDatabase } from '../../../test/test-database';
import { fromPostgres } from '../../db/client';
import { createMailer } from '../../lib/mailer';
import { pdfPages } from '../../lib/pdf/pdf-text';
import { DEMO_ADMIN, DEMO_EMAIL, DEMO_PASSWORD, DEMO_STAFF, seedDemoData } from '../../seed/demo-data';

let t: TTestApp;
let admin: string;
let staff: string;
let client: string;
const mailDir = mkdtempSync(join(tmpdir(), 'venue-mail-'));

beforeAll(async () => {
  // The real mailer, writing .eml files: what a client receives, sender and footer included.
  t = await createTestApp({ mailer: createMailer({ from: 'no-reply@venue.test', dataDir: mailDir }) });
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
  admin = await signIn(t, DEMO_ADMIN.email, DEMO_ADMIN.password);
  staff = await signIn(t, DEMO_STAFF.email, DEMO_STAFF.password);
  client = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD);
});
afterAll(async () => {
  await t.close();
  rmSync(mailDir, { recursive: true, force: true });
});

const { version: _v, logo_url: _l, updated_at: _u, ...demoFields } = DEMO_VENUE_DETAILS;
const current = async () => (await t.api.get('/api/site/venue/')).json();
const save = async (change: Record<string, unknown>, token = admin) => {
  const { version, logo_url: _logo, updated_at: _at, ...fields } = await current();
  return t.api.put('/api/admin/venue/', { ...fields, version, ...change }, { token });
};

describe('venue details', () => {
  it("are today's Havila Gardens values on the demo, to anyone, revalidated by ETag", async () => {
    const res = await t.api.get('/api/site/venue/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...demoFields, version: 1, logo_url: null });
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const again = await t.api.get('/api/site/venue/', { headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('are read by staff and changed only by an admin', async () => {
    expect((await t.api.get('/api/staff/venue/')).statusCode).toBe(401);
    expect((await t.api.get('/api/staff/venue/', { token: client })).statusCode).toBe(403);
    expect((await t.api.get('/api/staff/venue/', { token: staff })).statusCode).toBe(200);
    expect((await t.api.get('/api/staff/venue/', { token: admin })).statusCode).toBe(200);
    expect((await t.api.put('/api/admin/venue/', {})).statusCode).toBe(401);
    expect((await save({ phone: '0917 000 0000' }, client)).statusCode).toBe(403);
    expect((await save({ phone: '0917 000 0000' }, staff)).statusCode).toBe(403);
    const logo = fileUpload(staff, { field: 'logo', filename: 'logo.png', data: TINY_PNG });
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/venue/logo/', ...logo })).statusCode).toBe(403);
    expect((await current()).phone).toBe(demoFields.phone);
  });

  it('refuse what a document or the theme cannot use, each with its own words', async () => {
    const res = await save({ brand_color: '#B8912A', tin: '12345', email: 'events', map_url: 'maps.google.com', name: ' ' });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    expect(errors.brand_color).toEqual([
      'This colour is too light: white text on it has a contrast of 2.94:1, and at least 4.5:1 is needed to be readable. Choose a darker shade.',
    ]);
    expect(errors.tin).toEqual(['Enter the TIN as 000-000-000-000.']);
    expect(errors.email).toEqual(['Enter a valid e-mail address, for example events@yourvenue.ph.']);
    expect(errors.map_url).toEqual(['The map link must be a full address starting with https://.']);
    expect(errors.name).toEqual(['The venue name is required.']);
    expect((await save({ brand_color: 'green' })).json().errors.brand_color).toEqual([
      'Enter the colour as # and six hexadecimal digits, for example #2E5E3E.',
    ]);
  });

  it('refuse line breaks and control characters in one-line fields, and keep them in the footer note', async () => {
    const message = 'This field cannot contain line breaks or control characters.';
    const res = await save({
      name: 'Havila\r\nGardens',
      phone: '0917\n842 5561',
      support_hours: '9AM-5PM\u0085daily',
      document_footer: 'Thank you.\nSee you soon.',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ name: [message], phone: [message], support_hours: [message] });
    const saved = await save({ document_footer: 'Thank you.\nSee you soon.' });
    expect(saved.statusCode).toBe(200);
    expect((await current()).document_footer).toBe('Thank you.\nSee you soon.');
    expect((await save({ document_footer: demoFields.document_footer })).statusCode).toBe(200);
  });

  it('are saved by an admin with an audit entry, and a save from an older version is refused', async () => {
    const before = await current();
    const res = await save({ phone: '+63 917 555 0101', brand_color: '#1F4D7A' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: '+63 917 555 0101', brand_color: '#1F4D7A', version: before.version + 1 });
    const audit = (await auditOf(t, 'venue_settings', 1)).at(-1)!;
    expect(audit).toMatchObject({ action: 'venue_details.update', actor_role: 'admin' });
    expect(audit.before).toMatchObject({ phone: before.phone, brand_color: before.brand_color });
    expect(audit.after).toMatchObject({ phone: '+63 917 555 0101', brand_color: '#1F4D7A' });

    const stale = await t.api.put('/api/admin/venue/', { ...demoFields, version: before.version }, { token: admin });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe('Someone saved the venue details while you were editing. Reload the page to see their changes, then make yours again.');
  });

  it('take a logo re-encoded like every user image, and refuse what is not an image', async () => {
    const bad = fileUpload(admin, { field: 'logo', filename: 'logo.png', data: Buffer.from('not an image') });
    const refused = await t.app.inject({ method: 'POST', url: '/api/admin/venue/logo/', ...bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.logo).toEqual([LOGO_NOT_IMAGE]);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/admin/venue/logo/',
      ...fileUpload(admin, { field: 'logo', filename: 'logo.png', data: TINY_PNG }),
    });
    expect(up.statusCode).toBe(200);
    const logo = await t.api.get(up.json().logo_url);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect((await auditOf(t, 'venue_settings', 1)).at(-1)).toMatchObject({ action: 'venue_details.logo' });
  });

  it('print the new name on an invoice and in an e-mail', async () => {
    expect(
      (await save({ document_business_name: 'Casa Lumina Events Inc.', tin: '123-456-789-000', email_sender_name: 'Casa Lumina', name: 'Casa Lumina' }))
        .statusCode,
    ).toBe(200);
    const invoice = (await t.api.get('/api/payments/client/invoices/', { token: client })).json().results[0];
    const pdf = await t.api.get(`/api/payments/client/invoices/${invoice.id}/download_pdf/`, { token: client });
    expect(pdf.statusCode).toBe(200);
    const text = pdfPages(pdf.rawPayload).join(' ');
    expect(text).toContain('Casa Lumina Events Inc.');
    expect(text).not.toContain('Havila Gardens');
    // The logo uploaded above is embedded at the letterhead.
    expect(pdf.rawPayload.toString('latin1')).toContain('/Subtype /Image');

    const invited = await t.api.post(
      '/api/admin/staff-invitations/',
      { email: 'mika@venue.test', first_name: 'Mika', last_name: 'Cruz', role: 'staff' },
      { token: admin },
    );
    expect(invited.statusCode).toBe(201);
    await t.drainMail();
    const file = readdirSync(join(mailDir, 'mail')).find((f) => f.includes('staff-invitation'))!;
    const eml = readFileSync(join(mailDir, 'mail', file), 'utf8');
    expect(eml).toMatch(/^From: Casa Lumina <no-reply@venue\.test>$/m);
    expect(eml).toContain('+63 917 555 0101');
    expect(eml).not.toContain('<!--venue-footer-->');
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('venue details on two processes of one PostgreSQL', () => {
  let a: TTestApp;
  let b: TTestApp;
  beforeAll(async () => {
    const first = await testDatabase();
    a = await createTestApp({ database: first });
    b = await createTestApp({ database: fromPostgres(first.url!) });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a change saved through one is what the other answers at its next request', async () => {
    await a.database.db.transaction((tx) => seedDemoData(tx, venueDay(), a.app.ctx.storage));
    const token = await signIn(a, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const seen = await b.api.get('/api/site/venue/');
    expect(seen.json().phone).toBe(demoFields.phone);
    const { logo_url: _logo, updated_at: _at, ...fields } = seen.json();
    expect((await a.api.put('/api/admin/venue/', { ...fields, phone: '+63 917 555 0202' }, { token })).statusCode).toBe(200);
    const next = await b.api.get('/api/site/venue/', { headers: { 'if-none-match': seen.headers.etag as string } });
    expect(next.statusCode).toBe(200);
    expect(next.json().phone).toBe('+63 917 555 0202');
  });
});

describe('a new install', () => {
  it("starts with words that ask to be replaced, never the demo venue's details", async () => {
    // Migration 0038 writes the same values as the first-run test app (vat_registered, added later, reads as true).
    const sql = readFileSync(join(import.meta.dirname, '../../db/migrations/0038_venue_details_starter.sql'), 'utf8');
    expect({ vat_registered: true, ...JSON.parse(/'(\{.*\})'::jsonb/.exec(sql)![1]!) }).toEqual(STARTER_VENUE_DETAILS);
    const fresh = await createTestApp({ firstRun: true });
    try {
      const res = await fresh.api.get('/api/site/venue/');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ ...STARTER_VENUE_DETAILS, version: 1, logo_url: null });
      expect(res.body).not.toContain('Havila');
    } finally {
      await fresh.close();
    }
  });
});
