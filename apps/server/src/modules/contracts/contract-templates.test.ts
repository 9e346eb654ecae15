import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNERS_MESSAGE, TEMPLATE_EMPTY_AFTER_SANITIZING } from '@venue/shared/contracts/contract-template.schema';
import { TEMPLATE_VARIABLES, unknownTemplateVariables } from '@venue/shared/contracts/template-variables';
import { venueDay } from '@venue/shared/dates';
import { createTestApp, queryRows, type TTestApp } from '../../../test/test-app';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_STAFF, seedDemoData } from '../../seed/demo-data';

let t: TTestApp;
let staff: string;
let client: string;
type TT = { id: number; name: string; content: string; variables: string[]; signature_requirements: string[]; is_active: boolean; contracts_count: number };
const ROOT = '/api/staff/contract-templates';
const audits = (id: number) =>
  queryRows<{ action: string; ip: string; before: { content?: string } | null; after: { content?: string } | null }>(
    t,
    sql`select action, ip, before, after from audit_log where object_type = 'contract_template' and object_id = ${String(id)} order by id`,
  );

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
  const login = async (email: string, password: string) => (await t.api.post('/api/users/login/', { email, password })).json().tokens.access as string;
  staff = await login(DEMO_STAFF.email, DEMO_STAFF.password);
  client = await login(DEMO_EMAIL, DEMO_PASSWORD);
});
afterAll(() => t.close());

describe('the templates the venue starts with', () => {
  it('lists the seeded Event Services Agreement, which the demo contracts use, and the demo amendment', async () => {
    const res = await t.api.get(`${ROOT}/`, { token: staff });
    expect(res.statusCode).toBe(200);
    const list = res.json() as TT[];
    expect(list.map((x) => x.name)).toEqual(['Contract Amendment', 'Event Services Agreement']);
    const esa = list[1]!;
    expect(esa).toMatchObject({ signature_requirements: ['CLIENT', 'COMPANY_REP'], is_active: true, contracts_count: 3 });
    expect(esa.variables.sort()).toEqual(TEMPLATE_VARIABLES.map((v) => v.name).sort());
    // Stored as the sanitizer leaves it, with only known variables: exactly what a saved template looks like.
    expect(await sanitizeHtml(esa.content)).toBe(esa.content);
    expect(unknownTemplateVariables(esa.content)).toEqual([]);
    expect(esa.content).toContain('<h3>4. Cancellation</h3>');
    expect((await t.api.get(`${ROOT}/`, { token: staff, query: { active: 'false' } })).json()).toEqual([]);
  });

  it('lists the variables a template may use', async () => {
    const res = await t.api.get(`${ROOT}/variables/`, { token: staff });
    // The venue's name is shown as this venue's own, not a constant of the demo's.
    expect(res.json()).toEqual(TEMPLATE_VARIABLES.map((v) => (v.name === 'venue_name' ? { ...v, example: 'Havila Gardens' } : { ...v })));
    expect(res.json()[0]).toEqual({ name: 'client_name', label: 'Client name', example: 'Maria Santos' });
  });
});

describe('writing templates', () => {
  let created: TT;

  it('creates a template with its HTML sanitized, and audits it', async () => {
    const res = await t.api.post(
      `${ROOT}/`,
      {
        name: 'Camping Waiver',
        description: 'For overnight campers',
        content:
          '<h2 onclick="steal()">Camping Waiver</h2><script>alert(1)</script><p style="color:red">{{ client_name }} camps at {{venue_name}} on {{event_date}}.<a href="javascript:x">x</a><img src=x></p>',
        signature_requirements: ['CLIENT'],
      },
      { token: staff, ip: '203.0.113.30' },
    );
    expect(res.statusCode).toBe(201);
    created = res.json();
    expect(created).toMatchObject({
      name: 'Camping Waiver',
      content: '<h2>Camping Waiver</h2><p>{{ client_name }} camps at {{venue_name}} on {{event_date}}.x</p>',
      variables: ['client_name', 'venue_name', 'event_date'],
      // It names the venue, which makes the venue a party that signs too (signingParties).
      signature_requirements: ['CLIENT', 'COMPANY_REP'],
      is_active: true,
      contracts_count: 0,
    });
    expect(await audits(created.id)).toEqual([
      { action: 'contract_template.create', ip: '203.0.113.30', before: null, after: expect.objectContaining({ content: created.content }) },
    ]);
  });

  it.each([
    [
      { content: '<p>Dear {{clinet_name}}, on {{event_dat}} at {{venue_name}}</p>' },
      'content',
      /^Unknown template variables: \{\{clinet_name\}\}, \{\{event_dat\}\}\. Use only: \{\{client_name\}\}/,
    ],
    [{ content: '<script>alert(1)</script><img src=x>' }, 'content', TEMPLATE_EMPTY_AFTER_SANITIZING],
    [{ content: ' ' }, 'content', 'Content is required'],
    [{ name: 'event services AGREEMENT' }, 'name', 'A template with this name already exists.'],
    [{ signature_requirements: ['COMPANY_REP'] }, 'signature_requirements', SIGNERS_MESSAGE],
    [{ signature_requirements: ['CLIENT', 'WITNESS'] }, 'signature_requirements.1', SIGNERS_MESSAGE],
  ])('refuses %j', async (change, field, message) => {
    const res = await t.api.post(`${ROOT}/`, { name: 'Another', content: '<p>Hello {{client_name}}</p>', ...change }, { token: staff });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body.errors)).toEqual([field]);
    if (typeof message === 'string') expect(body).toMatchObject({ detail: message, errors: { [field]: [message] } });
    else expect(body.detail).toMatch(message);
  });

  it('changes a template, sanitizing and checking again, with before and after in the audit', async () => {
    const res = await t.api.patch(`${ROOT}/${created.id}/`, { content: '<p>{{client_name}} agrees.</p><iframe></iframe>', is_active: false }, { token: staff });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      content: '<p>{{client_name}} agrees.</p>',
      is_active: false,
      name: 'Camping Waiver',
      signature_requirements: ['CLIENT'],
    });
    const bad = await t.api.patch(`${ROOT}/${created.id}/`, { content: '<p>{{nope}}</p>' }, { token: staff });
    expect(bad.json().errors.content[0]).toMatch(/^Unknown template variable: \{\{nope\}\}/);
    const same = await t.api.patch(`${ROOT}/${created.id}/`, { name: 'camping waiver' }, { token: staff });
    expect(same.statusCode).toBe(200);
    const rows = await audits(created.id);
    expect(rows.map((r) => r.action)).toEqual(['contract_template.create', 'contract_template.update', 'contract_template.update']);
    expect(rows[1]!.before!.content).toContain('camps at');
    expect(rows[1]!.after!.content).toBe('<p>{{client_name}} agrees.</p>');
  });

  it('answers 404 for unknown templates and 403 to clients', async () => {
    for (const res of [await t.api.get(`${ROOT}/999999/`, { token: staff }), await t.api.patch(`${ROOT}/999999/`, { name: 'x' }, { token: staff })])
      expect([res.statusCode, res.json()]).toEqual([404, { detail: 'Contract template not found.', code: 'not_found' }]);
    expect((await t.api.get(`${ROOT}/`, { token: client })).statusCode).toBe(403);
    expect((await t.api.post(`${ROOT}/`, { name: 'x', content: '<p>x</p>' }, { token: client })).statusCode).toBe(403);
  });
});
