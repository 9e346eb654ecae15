import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAGE_DRAFT_EXISTS,
  PAGE_NOT_FOUND,
  PAGE_NOT_VERSIONED,
  PAGE_PUBLISHED_LOCKED,
  PAGE_TITLES,
  PRIVACY_OUTDATED,
  TERMS_OUTDATED,
} from '@venue/shared/site/pages.schema';
import { accountWithRole, createTestApp, queryRows, strongPassword, type TTestApp } from '../../../test/test-app';
import { auditOf } from '../../../test/staff-helpers';
import { seedPages } from '../../seed/demo-pages';

let t: TTestApp;
let admin: string;
let staff: string;
let client: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  // Before the seed: a fresh install has no pages, and no consent to ask for.
  expect((await t.api.get('/api/site/pages/about/')).statusCode).toBe(404);
  expect((await t.api.get('/api/site/consent/')).statusCode).toBe(404);
  await t.database.db.transaction((tx) => seedPages(tx, new Date('2026-11-20T02:00:00Z')));
  const a = await accountWithRole(t, 'admin');
  admin = a.tokens.access;
  adminId = a.user.id;
  staff = (await accountWithRole(t, 'staff')).tokens.access;
  client = (await accountWithRole(t, 'client')).tokens.access;
});
afterAll(() => t.close());

const pageId = async (slug: string) =>
  ((await t.api.get('/api/admin/pages/', { token: admin })).json() as { slug: string; current: { id: number } }[]).find((p) => p.slug === slug)!.current.id;
const edit = { title: 'About Havila Gardens', summary: 'A garden venue in Tanay.', body: '## Our story\nA family farm that became a garden venue.' };

describe('public pages', () => {
  it('reads a page by its slug, and 404s an unknown one', async () => {
    const res = await t.api.get('/api/site/pages/privacy/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: 'privacy', version: 1, title: 'Privacy Policy', published_at: '2026-11-20T02:00:00.000Z' });
    expect(res.json().body).toContain('Data Privacy Act of 2012');
    expect((await t.api.get('/api/site/pages/nowhere/')).json()).toMatchObject({ detail: PAGE_NOT_FOUND, code: 'not_found' });
    // Which pages the header and footer may link to: the seeded ones, each once.
    const published = (await t.api.get('/api/site/pages/')).json().published as string[];
    expect(published).toEqual(expect.arrayContaining(['about', 'privacy', 'terms']));
    expect(new Set(published).size).toBe(published.length);
  });
});

describe('editing pages', () => {
  it('lets an admin edit a page, live at once and audited; staff and clients may not, strangers must sign in', async () => {
    const id = await pageId('about');
    expect((await t.api.put(`/api/admin/pages/${id}/`, edit, { token: staff })).json()).toMatchObject({ code: 'forbidden' });
    expect((await t.api.put(`/api/admin/pages/${id}/`, edit, { token: client })).statusCode).toBe(403);
    expect((await t.api.get('/api/admin/pages/', { token: staff })).statusCode).toBe(403);
    expect((await t.api.put(`/api/admin/pages/${id}/`, edit)).statusCode).toBe(401);

    const res = await t.api.put(`/api/admin/pages/${id}/`, edit, { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, slug: 'about', version: 1, versioned: false, summary: 'A garden venue in Tanay.' });
    expect((await t.api.get('/api/site/pages/about/')).json()).toMatchObject({ body: edit.body, summary: edit.summary });
    const audit = await auditOf(t, 'page', id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'page.update',
        actor_user_id: adminId,
        actor_role: 'admin',
        after: expect.objectContaining({ slug: 'about', body: edit.body }),
        before: expect.objectContaining({ summary: expect.stringContaining('Tanay, Rizal') }),
      }),
    ]);
  });

  it('says what is wrong with an edit, field by field', async () => {
    const id = await pageId('about');
    const empty = await t.api.put(`/api/admin/pages/${id}/`, { title: ' ', summary: '', body: '' }, { token: admin });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errors: { title: ['Title is required'], body: ['Body is required'] } });
    const long = await t.api.put(`/api/admin/pages/${id}/`, { ...edit, title: 'x'.repeat(121) }, { token: admin });
    expect(long.json()).toMatchObject({ detail: 'Title must be at most 120 characters long' });
    expect((await t.api.put('/api/admin/pages/999999/', edit, { token: admin })).json()).toMatchObject({ detail: PAGE_NOT_FOUND });
  });

  it('keeps a published Terms version as it is, and publishes a new version that becomes the current one', async () => {
    const v1 = await pageId('terms');
    const locked = await t.api.put(`/api/admin/pages/${v1}/`, edit, { token: admin });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ detail: PAGE_PUBLISHED_LOCKED });
    // The database keeps it so too.
    await expect(t.database.db.execute(sql`update site_pages set body = 'changed' where id = ${v1}`)).rejects.toThrow();

    expect((await t.api.post('/api/admin/page-versions/about/', undefined, { token: admin })).json()).toMatchObject({ detail: PAGE_NOT_VERSIONED });
    const draft = await t.api.post('/api/admin/page-versions/terms/', undefined, { token: admin });
    expect(draft.statusCode).toBe(201);
    expect(draft.json()).toMatchObject({ slug: 'terms', version: 2, published_at: null, title: 'Terms of Service' });
    expect((await t.api.post('/api/admin/page-versions/terms/', undefined, { token: admin })).json()).toMatchObject({ detail: PAGE_DRAFT_EXISTS });

    const draftId = draft.json().id as number;
    const body = `${draft.json().body as string}\n\n## 9. Pets\nPets on a leash are welcome on the lawns.`;
    expect((await t.api.put(`/api/admin/pages/${draftId}/`, { title: 'Terms of Service', summary: '', body }, { token: admin })).statusCode).toBe(200);
    // Not live until published.
    expect((await t.api.get('/api/site/pages/terms/')).json().version).toBe(1);
    const consentBefore = (await t.api.get('/api/site/consent/')).json();

    const published = await t.api.post(`/api/admin/pages/${draftId}/publish/`, undefined, { token: admin });
    expect(published.statusCode).toBe(200);
    expect((await t.api.get('/api/site/pages/terms/')).json()).toMatchObject({ version: 2, body });
    expect((await t.api.post(`/api/admin/pages/${draftId}/publish/`, undefined, { token: admin })).statusCode).toBe(409);
    expect((await auditOf(t, 'page', draftId)).map((a) => a.action)).toEqual(['page.version_create', 'page.update', 'page.publish']);

    // A visitor who opened the form before the new version is asked to accept it.
    const stale = await t.api.post('/api/users/register/', {
      first_name: 'Liza',
      last_name: 'Reyes',
      email: 'stale@example.test',
      password: strongPassword,
      confirm_password: strongPassword,
      terms_version_id: consentBefore.terms.id,
      privacy_version_id: consentBefore.privacy.id,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ detail: TERMS_OUTDATED, code: 'conflict', errors: { terms_version_id: [TERMS_OUTDATED] } });
    expect(PRIVACY_OUTDATED).toContain('Privacy Policy');
  });
});

describe('consent', () => {
  it('names the current versions, and stores the ones a new account accepted', async () => {
    const consent = (await t.api.get('/api/site/consent/')).json();
    expect(consent).toMatchObject({
      terms: { title: 'Terms of Service', path: '/terms', label: expect.stringMatching(/^Terms of Service, version of \w+ \d+, \d{4}$/) },
      privacy: { title: 'Privacy Policy', path: '/privacy', label: 'Privacy Policy, version of November 20, 2026' },
    });
    const res = await t.api.post('/api/users/register/', {
      first_name: 'Liza',
      last_name: 'Reyes',
      email: 'liza@example.test',
      password: strongPassword,
      confirm_password: strongPassword,
      terms_version_id: consent.terms.id,
      privacy_version_id: consent.privacy.id,
    });
    expect(res.statusCode).toBe(201);
    const rows = await queryRows<{ context: string; terms_page_id: number; privacy_page_id: number; accepted_at: Date }>(
      t,
      sql`select context, terms_page_id, privacy_page_id, accepted_at from consents where user_id = ${res.json().user.id}`,
    );
    expect(rows).toEqual([{ context: 'registration', terms_page_id: consent.terms.id, privacy_page_id: consent.privacy.id, accepted_at: expect.anything() }]);
  });
});

describe('a new install, before any page is written', () => {
  it('lists every page by its name, starts each one, and a page without versions goes live with its first save', async () => {
    const fresh = await createTestApp();
    try {
      const token = (await accountWithRole(fresh, 'admin')).tokens.access;
      // Nothing published: the public site links to none of the venue's pages.
      expect((await fresh.api.get('/api/site/pages/')).json()).toEqual({ published: [] });
      const list = (await fresh.api.get('/api/admin/pages/', { token })).json() as { slug: string; title: string; current: null; draft: null }[];
      expect(list.find((p) => p.slug === 'about')).toMatchObject({ title: PAGE_TITLES.about, current: null, draft: null });
      expect(list.find((p) => p.slug === 'team-building')!.title).toBe('Team Building');

      const about = await fresh.api.post('/api/admin/page-versions/about/', undefined, { token });
      expect(about.statusCode).toBe(201);
      expect(about.json()).toMatchObject({ slug: 'about', version: 1, title: 'About Us', body: '', published_at: null });
      const saved = await fresh.api.put(`/api/admin/pages/${about.json().id}/`, { title: 'About Casa Lumina', summary: '', body: 'A lake garden.' }, { token });
      expect(saved.json().published_at).not.toBeNull();
      expect((await fresh.api.get('/api/site/pages/about/')).json()).toMatchObject({ title: 'About Casa Lumina', body: 'A lake garden.' });
      expect((await fresh.api.get('/api/site/pages/')).json()).toEqual({ published: ['about'] });
      // Written once, it changes in place from then on.
      expect((await fresh.api.post('/api/admin/page-versions/about/', undefined, { token })).json()).toMatchObject({ detail: PAGE_NOT_VERSIONED });

      // Privacy starts from the headings a Data Privacy Act notice needs; nothing is live until it is published.
      const privacy = (await fresh.api.post('/api/admin/page-versions/privacy/', undefined, { token })).json();
      expect(privacy).toMatchObject({ title: 'Privacy Policy', version: 1, published_at: null });
      expect(privacy.body).toContain('## Data protection officer');
      expect(privacy.body).toContain('Republic Act No. 10173');
      expect((await fresh.api.get('/api/site/pages/privacy/')).statusCode).toBe(404);

      // Help (the spec's placeholder) is a page the venue writes too: 404 until written, starting from its headings.
      expect((await fresh.api.get('/api/site/pages/help/')).json()).toMatchObject({ detail: PAGE_NOT_FOUND });
      expect(list.find((p) => p.slug === 'help')).toMatchObject({ title: 'Help & Support', current: null, draft: null });
      const client = (await accountWithRole(fresh, 'client')).tokens.access;
      expect((await fresh.api.post('/api/admin/page-versions/help/', undefined, { token: client })).statusCode).toBe(403);
      const help = (await fresh.api.post('/api/admin/page-versions/help/', undefined, { token })).json();
      expect(help).toMatchObject({ slug: 'help', title: 'Help & Support', versioned: false, published_at: null });
      expect(help.body).toContain('## Contact us');
      await fresh.api.put(`/api/admin/pages/${help.id}/`, { title: help.title, summary: '', body: `${help.body}\n\nCall us.` }, { token });
      expect((await fresh.api.get('/api/site/pages/help/')).json()).toMatchObject({ slug: 'help', title: 'Help & Support' });
    } finally {
      await fresh.close();
    }
  });
});
