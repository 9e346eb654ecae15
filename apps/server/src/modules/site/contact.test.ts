import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_SENT, TOO_MANY_CONTACTS } from '@venue/shared/site/pages.schema';
import { VENUE_CONTACT } from '../../seed/demo-venue-facts';
import { accountWithRole, createTestApp, queryRows, type TTestApp } from '../../../test/test-app';

let t: TTestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await accountWithRole(t, 'staff')).tokens.access;
});
afterAll(() => t.close());

const message = (over: Record<string, unknown> = {}) => ({
  name: 'Joy Ramos',
  email: 'joy@example.test',
  phone: '0917 555 0101',
  subject: 'Ocular visit',
  message: 'May we visit on a Saturday morning to see the Sanctuary?',
  ...over,
});

describe('the contact form', () => {
  it('reaches the venue: a notification for staff and an e-mail to the inbox', async () => {
    const res = await t.api.post('/api/site/contact/', message(), { ip: '10.9.0.1' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ detail: CONTACT_SENT });
    const panel = (await t.api.get('/api/notifications/', { token: staff })).json().results;
    expect(panel[0]).toMatchObject({
      title: 'Website message from Joy Ramos: Ocular visit',
      body: expect.stringContaining('Reply to: joy@example.test, +639175550101'),
    });
    const mails = await t.drainMail();
    expect(mails.at(-1)).toMatchObject({ to: VENUE_CONTACT.email, subject: 'Website message: Ocular visit' });
    expect(mails.at(-1)!.text).toContain('May we visit on a Saturday morning');
  });

  it("goes to the inbox the venue's own details name, not the demo's", async () => {
    await t.database.db.execute(sql`update venue_settings set details = jsonb_set(details, '{email}', '"hello@casalumina.test"')`);
    try {
      await t.drainMail();
      const res = await t.api.post('/api/site/contact/', message({ email: 'ben@example.test' }), { ip: '10.9.0.3' });
      expect(res.statusCode).toBe(201);
      expect((await t.drainMail()).at(-1)).toMatchObject({ to: 'hello@casalumina.test', subject: 'Website message: Ocular visit' });
    } finally {
      await t.database.db.execute(sql`update venue_settings set details = jsonb_set(details, '{email}', ${JSON.stringify(VENUE_CONTACT.email)}::jsonb)`);
    }
  });

  it('says what is missing, field by field', async () => {
    const res = await t.api.post('/api/site/contact/', { name: '', email: 'nope', subject: '', message: 'short' }, { ip: '10.9.0.2' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      name: ['Name is required'],
      email: ['Please enter a valid email address'],
      subject: ['Subject is required'],
      message: ['Message must be at least 10 characters long'],
    });
  });

  it('answers a robot that filled the hidden field like anyone, and keeps nothing', async () => {
    const before = await queryRows<{ n: number }>(t, sql`select count(*)::int as n from contact_messages`);
    const res = await t.api.post('/api/site/contact/', message({ website: 'http://spam.test' }), { ip: '10.9.0.3' });
    expect(res.statusCode).toBe(201);
    expect(await queryRows<{ n: number }>(t, sql`select count(*)::int as n from contact_messages`)).toEqual(before);
  });

  it('limits messages per e-mail and per address, as the quote requests are', async () => {
    for (let i = 0; i < 3; i++)
      expect((await t.api.post('/api/site/contact/', message({ email: 'many@example.test' }), { ip: `10.9.1.${i}` })).statusCode).toBe(201);
    const byEmail = await t.api.post('/api/site/contact/', message({ email: 'many@example.test' }), { ip: '10.9.1.9' });
    expect(byEmail.statusCode).toBe(429);
    expect(byEmail.json()).toMatchObject({ detail: TOO_MANY_CONTACTS });
    expect(byEmail.headers['retry-after']).toBeDefined();
    for (let i = 0; i < 5; i++)
      expect((await t.api.post('/api/site/contact/', message({ email: `p${i}@example.test` }), { ip: '10.9.2.1' })).statusCode).toBe(201);
    expect((await t.api.post('/api/site/contact/', message({ email: 'p9@example.test' }), { ip: '10.9.2.1' })).statusCode).toBe(429);
  });
});
