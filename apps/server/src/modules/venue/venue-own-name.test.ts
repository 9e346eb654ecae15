import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithRole, createTestApp, queryRows, registerClient, type TTestApp } from '../../../test/test-app';
import { OWN_VENUE_WORDS } from '../../../test/staff-helpers';
import { defaultSender, loadConfig } from '../../config';
import { createMailer } from '../../lib/mailer';
import { DEMO_BANK_TRANSFER_INSTRUCTIONS, seedVenueDetails } from '../../seed/demo-venue';
import { queueMail } from '../outbox/outbox.service';

/**
 * Issue 39, point 1: a new install's messages come from its venue. The sender is Venue Details' sender name at
 * the site's own host (no MAIL_FROM here), and every text a person reads names the venue, not the product.
 */
const PUBLIC_URL = 'https://www.casalumina.ph';
const DEMO_FACTS = /Havila|havilagardens|Tanay|Venue Portal/;
let t: TTestApp;
let admin: string;
const dataDir = mkdtempSync(join(tmpdir(), 'venue-own-name-'));

beforeAll(async () => {
  const from = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL }).mailFrom;
  t = await createTestApp({ firstRun: true, env: { PUBLIC_URL }, mailer: createMailer({ from, dataDir }) });
  admin = (await accountWithRole(t, 'admin', 'owner@casalumina.ph')).tokens.access;
  const { logo_url: _logo, updated_at: _at, ...fields } = (await t.api.get('/api/staff/venue/', { token: admin })).json();
  const saved = await t.api.put('/api/admin/venue/', { ...fields, ...OWN_VENUE_WORDS }, { token: admin });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const emlOf = (slug: string) => {
  const file = readdirSync(join(dataDir, 'mail')).find((f) => f.includes(slug));
  expect(file, `an e-mail named ${slug}`).toBeTruthy();
  return readFileSync(join(dataDir, 'mail', file!), 'utf8').replace(/=\r?\n/g, '');
};

describe('the default sender', () => {
  it('is no-reply at the host of the public address', () => {
    expect(defaultSender('https://www.casalumina.ph')).toBe('no-reply@casalumina.ph');
    expect(defaultSender('https://book.casalumina.ph/')).toBe('no-reply@book.casalumina.ph');
    expect(defaultSender('http://localhost:3000')).toBe('no-reply@localhost');
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL, MAIL_FROM: 'Events <events@mail.casalumina.ph>' }).mailFrom).toBe('Events <events@mail.casalumina.ph>');
    expect(loadConfig({ DATA_DIR: dataDir }).mailFrom).not.toContain('havila');
  });
});

describe("a new install's e-mails", () => {
  it("come from the venue's name at the site's host and name the venue, never the demo or the product", async () => {
    await registerClient(t, 'liza@example.test');
    await t.api.post('/api/users/password-reset/request/', { email: 'liza@example.test' });
    await t.drainMail();
    const eml = emlOf('reset-your-casa-lumina-gardens-password');
    expect(eml).toMatch(/^From: Casa Lumina Gardens <no-reply@casalumina\.ph>$/m);
    expect(eml).toMatch(/^Subject: Reset your Casa Lumina Gardens password$/m);
    expect(eml).toContain('the password of your Casa Lumina Gardens account');
    expect(eml).not.toMatch(DEMO_FACTS);
  });

  it("invite staff to the venue's console by its name, and record the venue as the sender", async () => {
    const invited = await t.api.post(
      '/api/admin/staff-invitations/',
      { email: 'mika@casalumina.ph', first_name: 'Mika', last_name: 'Cruz', role: 'staff' },
      { token: admin },
    );
    expect(invited.statusCode).toBe(201);
    await t.drainMail();
    const eml = emlOf('gardens-staff-invit');
    expect(eml).toMatch(/^Subject: Your Casa Lumina Gardens staff invitation$/m);
    expect(eml).toContain('You are invited to the Casa Lumina Gardens staff console');
    expect(eml).not.toMatch(DEMO_FACTS);
    const rows = await queryRows<{ sent_by_name: string; subject: string }>(t, sql`select sent_by_name, subject from outbox_messages order by id`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.sent_by_name).toBe('Casa Lumina Gardens');
      expect(row.subject).not.toMatch(DEMO_FACTS);
    }
  });

  it("keep the venue's name in the templates an admin edits, previews and sends", async () => {
    const list = (await t.api.get('/api/communications/templates/?page_size=100', { token: admin })).json() as {
      results: { id: number; name: string; subject: string; body: string; variables: { name: string; example: string }[] }[];
    };
    for (const template of list.results) {
      expect(`${template.subject} ${template.body}`, template.name).not.toMatch(DEMO_FACTS);
      // The preview fills each variable with its example: none may be the demo's place, bank account or initials.
      // (The sender's example is the venue's name here only because this install began from the demo's snapshot.)
      expect(template.variables.map((v) => v.example).join(' | '), template.name).not.toMatch(/Tanay|Sanctuary|BPI|1234-5678-90|HG-2026/);
      expect(template.variables.map((v) => v.name)).toContain('venue_name');
    }
    const reset = list.results.find((x) => x.name === 'password_reset')!;
    expect(reset.subject).toBe('Reset your {{venue_name}} password');
    const preview = await t.api.post(
      `/api/communications/templates/${reset.id}/preview/`,
      { context_data: { first_name: 'Liza', link: 'https://x.test' } },
      { token: admin },
    );
    expect(preview.json()).toMatchObject({ subject: 'Reset your Casa Lumina Gardens password', missing_variables: [] });

    const edited = await t.api.put(
      `/api/admin/communications/templates/${reset.id}/`,
      {
        subject: 'A new password for {{venue_name}}',
        body: '<p>Hello {{first_name}}, choose a new password for {{venue_name}}: <a href="{{link}}">here</a>.</p>',
      },
      { token: admin },
    );
    expect(edited.statusCode).toBe(200);
    // A builder that gives the template its values (the automatic messages do) goes out in the admin's words.
    await t.database.db.transaction((tx) =>
      queueMail(tx, { to: 'liza@example.test', subject: 'x', text: 'x', template: 'password_reset', values: { first_name: 'Liza', link: `${PUBLIC_URL}/x` } }),
    );
    await t.drainMail();
    const eml = emlOf('a-new-password-for-casa-lumina-gardens');
    expect(eml).toContain('choose a new password for Casa Lumina Gardens');
  });
});

describe('a password set from a link', () => {
  it("says where the account signs in: the console for the venue's team, the portal for a client", async () => {
    const tokenFor = async (email: string) => {
      await t.api.post('/api/users/password-reset/request/', { email });
      await t.drainMail();
      const [row] = await queryRows<{ text_body: string }>(t, sql`select text_body from outbox_messages where to_address = ${email} order by id desc limit 1`);
      return /\/reset-password\/([A-Za-z0-9_-]+)/.exec(row!.text_body)![1]!;
    };
    const staffToken = await tokenFor('owner@casalumina.ph');
    expect((await t.api.get(`/api/users/password-reset/validate/${staffToken}/`)).json()).toMatchObject({ valid: true, home: '/staff' });
    const clientToken = await tokenFor('liza@example.test');
    expect((await t.api.get(`/api/users/password-reset/validate/${clientToken}/`)).json()).toMatchObject({ valid: true, home: '/dashboard' });
  });
});

describe('bank transfer on a new install (issue 39, point 2)', () => {
  const gatewayCodes = async () => ((await t.api.get('/api/payments/public/gateways/')).json() as { code: string }[]).map((g) => g.code);
  const settings = async () => (await t.api.get('/api/staff/payment-settings/', { token: admin })).json() as Record<string, unknown>;

  it("is not offered, and has no text, until the admin writes the venue's own account", async () => {
    expect((await settings()).bank_transfer_instructions).toBe('');
    expect(await gatewayCodes()).not.toContain('bank_transfer');
    // The settings save with it empty (the checklist's Payments step does not need it).
    expect((await t.api.patch('/api/admin/payment-settings/', { deposit_percentage: '40', bank_transfer_instructions: '' }, { token: admin })).statusCode).toBe(
      200,
    );
    expect(await gatewayCodes()).not.toContain('bank_transfer');

    const text = 'Transfer to Casa Lumina Gardens Corp., Metrobank Savings 555-0-12345-6. Send the slip to billing@casalumina.ph.';
    expect((await t.api.patch('/api/admin/payment-settings/', { bank_transfer_instructions: text }, { token: admin })).statusCode).toBe(200);
    expect(await gatewayCodes()).toContain('bank_transfer');
    const bank = ((await t.api.get('/api/payments/public/gateways/')).json() as { code: string; description: string }[]).find(
      (g) => g.code === 'bank_transfer',
    )!;
    expect(JSON.stringify(bank)).not.toMatch(/Havila|BPI|1234-5678-90/);
  });

  it("clears the demo's account on an install that is not the demo, and keeps an admin's own text and the demo's", async () => {
    const migration = readFileSync(fileURLToPath(new URL('../../db/migrations/0044_bank_text_is_the_venues.sql', import.meta.url)), 'utf8').split(
      '--> statement-breakpoint',
    )[1]!;
    const bankText = async () => (await queryRows<{ b: string }>(t, sql`select bank_transfer_instructions as b from payment_settings`))[0]!.b;
    const run = () => t.database.db.execute(sql.raw(migration));

    await t.database.db.execute(sql`update payment_settings set bank_transfer_instructions = ${DEMO_BANK_TRANSFER_INSTRUCTIONS}`);
    await run(); // this install is Casa Lumina Gardens
    expect(await bankText()).toBe('');

    await t.database.db.execute(sql`update payment_settings set bank_transfer_instructions = 'Our own BDO account 0000-1111'`);
    await run();
    expect(await bankText()).toBe('Our own BDO account 0000-1111');

    await seedVenueDetails(t.database.db); // the demo: its details and its bank text
    await run();
    expect(await bankText()).toBe(DEMO_BANK_TRANSFER_INSTRUCTIONS);
  });
});
