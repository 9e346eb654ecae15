import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '@venue/shared/dates';
import { EMPTY_HOME_CONTENT } from '@venue/shared/site/home-content';
import { DEMO_HOME_CONTENT } from '../../seed/demo-venue-facts';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { auditOf, signIn } from '../../../test/staff-helpers';
import { DEMO_ADMIN, DEMO_EMAIL, DEMO_PASSWORD, DEMO_STAFF, seedDemoData } from '../../seed/demo-data';

/** Issue 39: the home page's words are the venue's, written by an admin, and a new install claims nothing. */
let t: TTestApp;
let admin: string;
let staff: string;
let client: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoData(tx, venueDay(), t.app.ctx.storage));
  admin = await signIn(t, DEMO_ADMIN.email, DEMO_ADMIN.password);
  staff = await signIn(t, DEMO_STAFF.email, DEMO_STAFF.password);
  client = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD);
});
afterAll(() => t.close());

/** The page's words as anyone reads them, and the version a save sends back. */
const read = async () => (await t.api.get('/api/site/home/')).json() as { version: number } & Record<string, unknown>;
const home = async () => {
  const { version: _version, ...words } = await read();
  return words;
};
const at = async (body: object) => ({ ...body, version: (await read()).version });
const wordsOf = ({ version: _version, ...words }: { version?: number }) => words;
const OWN = {
  hero: { overline: 'Silang, Cavite', title: 'Casa Lumina', subtitle: 'A lakeside hall for eighty guests.' },
  grounds_intro: 'Two gardens by the lake.',
  highlights: ['Pet-friendly'],
  trust: { overline: '', title: 'Kind words', text: '' },
  figures: [{ label: 'Weddings this year', value: '40' }],
  testimonials: [{ quote: 'A lovely day by the lake.', name: 'Ana Reyes', event: 'Birthday, May 2026' }],
  closing: 'See you by the lake.',
  tagline: 'Lakeside celebrations',
  services: [{ title: 'Birthdays', description: 'Parties for every age by the lake.', link: '/services/birthdays' }],
  footer_quote: { text: 'Come as guests, leave as friends.', reference: 'Our motto' },
};

describe('the home page', () => {
  it("is the demo's words on the demo, to anyone", async () => {
    const res = await t.api.get('/api/site/home/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...DEMO_HOME_CONTENT, version: 1 });
    expect(res.headers['cache-control']).toBe('public, no-cache');
  });

  it('is written only by an admin, audited, and each part clears', async () => {
    expect((await t.api.put('/api/admin/home/', OWN)).statusCode).toBe(401);
    expect((await t.api.put('/api/admin/home/', OWN, { token: client })).statusCode).toBe(403);
    expect((await t.api.put('/api/admin/home/', OWN, { token: staff })).statusCode).toBe(403);
    expect(await home()).toEqual(DEMO_HOME_CONTENT);

    const saved = await t.api.put('/api/admin/home/', await at(OWN), { token: admin });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...OWN, version: 2 });
    expect(await home()).toEqual(OWN);
    const audit = (await auditOf(t, 'venue_settings', 1)).at(-1);
    expect(audit).toMatchObject({ action: 'home_page.update', actor_role: 'admin', after: OWN });
    expect(audit!.before).toMatchObject({ grounds_intro: DEMO_HOME_CONTENT.grounds_intro });

    // Venue Details saved meanwhile keep their version: a form open on them still saves.
    const details = (await t.api.get('/api/site/venue/')).json();
    expect(details.version).toBe(1);

    const cleared = await t.api.put('/api/admin/home/', await at({ ...OWN, figures: [], testimonials: [], highlights: [], grounds_intro: '', closing: '' }), {
      token: admin,
    });
    expect(cleared.statusCode).toBe(200);
    expect(await home()).toEqual({ ...OWN, figures: [], testimonials: [], highlights: [], grounds_intro: '', closing: '' });
    // An empty body clears everything.
    expect(wordsOf((await t.api.put('/api/admin/home/', await at({}), { token: admin })).json())).toEqual(EMPTY_HOME_CONTENT);
    expect(await home()).toEqual(EMPTY_HOME_CONTENT);

    expect((await t.api.put('/api/admin/home/', await at(DEMO_HOME_CONTENT), { token: admin })).statusCode).toBe(200);
  });

  it("refuses a save made on a version another admin's save replaced, and keeps that save", async () => {
    const { version } = await read();
    const first = await t.api.put('/api/admin/home/', { ...DEMO_HOME_CONTENT, closing: 'First admin.', version }, { token: admin });
    expect(first.statusCode).toBe(200);
    expect(first.json().version).toBe(version + 1);
    const second = await t.api.put('/api/admin/home/', { ...DEMO_HOME_CONTENT, closing: 'Second admin.', version }, { token: admin });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      detail: 'Someone saved the home page while you were editing. Reload the page to see their changes, then make yours again.',
      code: 'conflict',
    });
    expect((await home()).closing).toBe('First admin.');
    const missing = await t.api.put('/api/admin/home/', DEMO_HOME_CONTENT, { token: admin });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.version).toEqual(['The version is required.']);
    expect((await t.api.put('/api/admin/home/', await at(DEMO_HOME_CONTENT), { token: admin })).statusCode).toBe(200);
  });

  it('refuses what it cannot show, each with its own words', async () => {
    const res = await t.api.put(
      '/api/admin/home/',
      {
        hero: { title: 'x'.repeat(121) },
        highlights: [' '],
        figures: [{ label: 'Events', value: '' }],
        testimonials: [{ quote: '', name: 'Ana' }],
        services: [{ title: 'Weddings', link: 'https://elsewhere.example/' }],
        version: 1,
      },
      { token: admin },
    );
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(errors['hero.title']).toEqual(['The title must be at most 120 characters.']);
    expect(errors['highlights.0']).toEqual(['A highlight is required.']);
    expect(errors['figures.0.value']).toEqual(['The figure\u2019s value is required.']);
    expect(errors['testimonials.0.quote']).toEqual(['The quote is required.']);
    expect(errors['services.0.link']).toEqual(['The link must be a page of this site, starting with / (for example /services/weddings).']);
    const many = await t.api.put(
      '/api/admin/home/',
      { figures: Array.from({ length: 7 }, () => ({ label: 'Events', value: '1' })), version: 1 },
      { token: admin },
    );
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({ detail: 'Show at most 6 figures.', errors: { figures: ['Show at most 6 figures.'] } });
    expect(await home()).toEqual(DEMO_HOME_CONTENT);
  });
});

describe('a new install', () => {
  it('has no home page words: no figures, testimonials or claims', async () => {
    const fresh = await createTestApp({ firstRun: true });
    try {
      const res = await fresh.api.get('/api/site/home/');
      expect(res.statusCode).toBe(200);
      expect(wordsOf(res.json())).toEqual(EMPTY_HOME_CONTENT);
      expect(res.body).not.toMatch(/Havila|Sierra Madre|2,450|98%|DOT-accredited|500\+|Trusted since/);
    } finally {
      await fresh.close();
    }
  });

  it("migrations 0045 and 0048 write the demo's words, and only on the demo", () => {
    const migration = (file: string) => readFileSync(join(import.meta.dirname, '../../db/migrations', file), 'utf8');
    const home = /SET "home" = '(\{.*\})'::jsonb/.exec(migration('0045_home_page_is_the_venues.sql'))![1]!;
    const added = /SET "home" = "home" \|\| '(\{.*\})'::jsonb/.exec(migration('0048_site_words_are_the_venues.sql'))![1]!;
    const parse = (json: string) => JSON.parse(json.replace(/''/g, "'")) as object;
    expect({ ...parse(home), ...parse(added) }).toEqual(DEMO_HOME_CONTENT);
    // 0048 adds to the page 0045 wrote only where the demo still shows it.
    expect(migration('0048_site_words_are_the_venues.sql')).toContain(`AND "home" = '${home}'::jsonb`);
  });
});
