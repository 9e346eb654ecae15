import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TStaffFlow } from '@venue/shared/staff/booking-flows.schema';
import type { TUpdateVenueDetailsRequest } from '@venue/shared/site/venue-details.schema';
import type { TUpdateHomeRequest } from '@venue/shared/site/home.schema';
import type { TPageUpdateRequest } from '@venue/shared/site/pages.schema';
import { repoRoot, startServer, type TStarted } from './processes';
import { csrfPair } from './session';

/**
 * A venue set up from an empty install (issue 42): SEED_DEMO=false on its own embedded database, the admin that
 * `create-admin` makes, its password set through the printed link, then the venue set up through the admin API as
 * the console's screens would: its details, home page, pages, a space, an event type, a package and a booking flow.
 * None of it is the demo's, so the public pages are measured with another venue's data (and sizes of it).
 */
export const NEW_VENUE_ADMIN = { email: 'owner@new.test', name: 'Rosa Lim', password: 'Lakeview-Owner-2026!' };

type TCall = (method: string, path: string, body?: unknown, status?: number) => Promise<unknown>;

function caller(base: string, headers: Record<string, string>): TCall {
  return async (method, path, body, status = 200) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== status) throw new Error(`new venue setup: ${method} ${path} answered ${res.status}: ${text}`);
    return text ? JSON.parse(text) : null;
  };
}

/** The admin's first password, through the link create-admin printed (as the e2e's cli-admin setup does). */
async function adminToken(base: string, printed: string): Promise<string> {
  const token = printed.match(/\/reset-password\/(\S+)/)?.[1];
  if (!token) throw new Error(`create-admin printed no link:\n${printed}`);
  const csrf = await csrfPair(base);
  const guest = caller(base, { cookie: csrf.cookie, 'x-csrftoken': csrf.token });
  const pw = NEW_VENUE_ADMIN.password;
  await guest('POST', `/api/users/password-reset/confirm/${token}/`, { password: pw, confirm_password: pw });
  const login = (await guest('POST', '/api/users/login/', { email: NEW_VENUE_ADMIN.email, password: pw })) as { tokens: { access: string } };
  return login.tokens.access;
}

const VENUE: Omit<TUpdateVenueDetailsRequest, 'version'> = {
  name: 'Lakeview Events Place',
  legal_name: 'Lakeview Events Place Corp.',
  address_line_1: '88 Tagaytay-Taal Road, Brgy. Buco',
  address_line_2: 'Taal, Batangas 4208',
  map_url: 'https://maps.google.com/?q=Lakeview+Events+Place+Taal+Batangas',
  phone: '+63 918 555 0142',
  landline: '(043) 555 0142',
  email: 'hello@lakeviewevents.ph',
  support_hours: '9AM-6PM, Tuesday to Sunday',
  facebook_url: 'https://www.facebook.com/lakeviewevents.ph',
  instagram_url: 'https://www.instagram.com/lakeviewevents.ph',
  youtube_url: '',
  brand_color: '#1F4E79',
  email_sender_name: 'Lakeview Events Place',
  document_business_name: 'Lakeview Events Place Corp.',
  document_address: '88 Tagaytay-Taal Road, Brgy. Buco, Taal, Batangas 4208, Philippines',
  tin: '123-456-789-000',
  vat_registered: false,
  document_footer: 'Thank you for celebrating with us by Taal Lake.',
};

const HOME: Omit<TUpdateHomeRequest, 'version'> = {
  hero: {
    overline: 'Taal, Batangas',
    title: 'Celebrations by the lake',
    subtitle: 'A heritage-town venue with a lakeside lawn and a glass hall for birthdays, debuts, reunions and company days.',
  },
  grounds_intro: 'Two spaces a short walk from the Basilica: the Lakeside Lawn for open-air parties and the Capiz Hall for up to 120 guests.',
  highlights: ['Lakeside lawn', 'Air-conditioned hall', 'Parking for 60 cars', 'Local Batangas caterers'],
  trust: { overline: 'Since 2021', title: 'Family-run in Taal', text: 'We plan each celebration with you, from the first visit to the last song.' },
  figures: [
    { value: '300', label: 'Parties hosted' },
    { value: '2', label: 'Spaces to choose' },
  ],
  testimonials: [{ quote: 'Our lola’s 90th by the lake was perfect, and the hall stayed cool all afternoon.', name: 'Carmela D.', event: '90th birthday' }],
  closing: 'Come see the lake before you book: site visits every Saturday.',
  tagline: 'Taal’s lakeside venue',
  services: [
    { title: 'Birthdays and debuts', description: 'From first birthdays to eighteenth roses, on the lawn or in the hall.', link: '/booking' },
    { title: 'Reunions', description: 'Family and class reunions with room for the whole clan.', link: '/contact' },
  ],
  footer_quote: { text: 'Every gathering deserves a view.', reference: 'The Lakeview family' },
};

const md = (...paragraphs: string[]) => paragraphs.join('\n\n');
const PAGES: Record<string, TPageUpdateRequest> = {
  about: {
    title: 'About Lakeview Events Place',
    summary: 'A family-run venue by Taal Lake.',
    body: md(
      '## Our story',
      'Lakeview Events Place opened in 2021 on the old Buco orchard above Taal Lake. The Lim family runs it and plans every party with its hosts.',
      '## Our spaces',
      'The Lakeside Lawn seats 250 under the acacias; the Capiz Hall seats 120 with air-conditioning and a stage.',
    ),
  },
  terms: {
    title: 'Terms of Service',
    summary: 'How bookings at Lakeview Events Place work.',
    body: md(
      '## Bookings',
      'A booking is confirmed once the 30% deposit is received.',
      '## Payments',
      'The balance is due 14 days before the event, by bank transfer or at our office in Taal.',
      '## Changes and cancellations',
      'A date can be moved once, free of charge, with 30 days’ notice. Deposits are refunded in full up to 60 days before the event.',
      '## Use of the venue',
      'Music ends at 10 PM. Outside caterers are welcome with a ₱3,000 corkage fee.',
      '## Contact',
      'Write to hello@lakeviewevents.ph or call +63 918 555 0142.',
    ),
  },
  privacy: {
    title: 'Privacy Policy',
    summary: 'What Lakeview Events Place keeps about you, and why.',
    body: md(
      '## What we collect',
      'Your name, e-mail, phone, the event’s details and your payments.',
      '## Why',
      'To take your booking, prepare your event and keep the records the BIR requires.',
      '## How long',
      'Invoices and receipts for ten years; everything else two years after your event.',
      '## Your rights',
      'Under the Data Privacy Act of 2012 you may see, correct or delete your information: write to privacy@lakeviewevents.ph.',
      '## Data protection officer',
      'Rosa Lim, privacy@lakeviewevents.ph, +63 918 555 0142.',
    ),
  },
  help: {
    title: 'Help & Support',
    summary: 'Answers for hosts and guests.',
    body: md(
      '## Booking',
      'Choose your event type on the booking page, pick a date and a package, and pay the deposit to hold the date.',
      '## Payments',
      'Your invoices and receipts are under Payments once you sign in.',
      '## Contact us',
      'Call +63 918 555 0142, Tuesday to Sunday 9AM-6PM; we answer e-mails within a day.',
    ),
  },
};

async function setUpVenue(call: TCall): Promise<void> {
  const venue = (await call('GET', '/api/site/venue/')) as { version: number };
  await call('PUT', '/api/admin/venue/', { ...VENUE, version: venue.version });
  const home = (await call('GET', '/api/site/home/')) as { version: number };
  await call('PUT', '/api/admin/home/', { ...HOME, version: home.version });

  // A page's first text: a draft started from its name, then its words (About and Help go live when saved; Terms
  // and Privacy are published, as the checklist asks).
  for (const [slug, page] of Object.entries(PAGES)) {
    const draft = (await call('POST', `/api/admin/page-versions/${slug}/`, undefined, 201)) as { id: number };
    await call('PUT', `/api/admin/pages/${draft.id}/`, page);
    if (slug === 'terms' || slug === 'privacy') await call('POST', `/api/admin/pages/${draft.id}/publish/`);
  }

  const space = (description: string, name: string, capacity: number) => ({
    name,
    description,
    capacity,
    buffer_before_minutes: 60,
    buffer_after_minutes: 60,
  });
  const lawn = (await call('POST', '/api/admin/facilities/', space('An open lawn under acacias, above the lake.', 'Lakeside Lawn', 250), 201)) as {
    id: number;
  };
  const hall = (await call('POST', '/api/admin/facilities/', space('An air-conditioned hall with capiz windows and a stage.', 'Capiz Hall', 120), 201)) as {
    id: number;
  };
  const type = (await call(
    'POST',
    '/api/admin/event-types/',
    { name: 'Birthday Party', description: 'Birthdays and debuts by Taal Lake.', facility_ids: [lawn.id, hall.id] },
    201,
  )) as { id: number };
  const pkg = (await call(
    'POST',
    '/api/staff/products/',
    { sku: 'PKG-LAKE-BDAY', name: 'Lakeside Birthday Package', type: 'PACKAGE', base_price: '38000.00', description: 'Five hours, tables, sound system.' },
    201,
  )) as { id: number };

  // Its booking flow: the standard steps the editor starts from, offering the package, made active.
  const created = (await call('POST', '/api/admin/booking-flows/', { event_type: type.id }, 201)) as TStaffFlow;
  const steps = created.steps.map(({ id: _id, ...step }) =>
    step.step_type === 'package_selection' ? { ...step, configuration: { ...step.configuration, available_packages: [pkg.id] } } : step,
  );
  await call('PUT', `/api/admin/booking-flows/${created.id}/`, {
    name: created.name,
    description: created.description,
    is_active: true,
    expected_version: created.version,
    steps,
  });

  await call('PATCH', '/api/admin/payment-settings/', {
    bank_transfer_instructions: 'BPI Taal branch, account 1234-5678-90, Lakeview Events Place Corp. Send the slip to hello@lakeviewevents.ph.',
    refund_policy_text: 'Deposits are refunded in full up to 60 days before the event, and half up to 30 days before.',
  });

  const setup = (await call('GET', '/api/staff/setup/')) as { booking_open: boolean; items: { key: string; done: boolean }[] };
  if (!setup.booking_open) throw new Error(`new venue setup: booking is not open: ${JSON.stringify(setup.items)}`);
  // /booking then offers the wizard (its first step, the event types), not the "opens soon" notice.
  const offered = (await call('GET', '/api/bookingflow/public/flows/')) as unknown[];
  if (!offered.length) throw new Error('new venue setup: the public booking offers no flow');
}

/** Starts the new venue's server on `port` (an empty install, then set up); stop() ends it. */
export async function startNewVenue(port: number): Promise<TStarted & { base: string }> {
  const dataDir = join(tmpdir(), `venue-bench-web-new-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const base = `http://127.0.0.1:${port}`;
  const env = { DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '', SEED_DEMO: 'false', PUBLIC_URL: base };
  // create-admin before the server, as the README says for the embedded database (one process opens it at a time).
  const printed = execFileSync(process.execPath, ['apps/server/dist/create-admin.js', '--email', NEW_VENUE_ADMIN.email, '--name', NEW_VENUE_ADMIN.name], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  }).toString();
  const server = await startServer(env);
  try {
    const token = await adminToken(base, printed);
    await setUpVenue(caller(base, { authorization: `Bearer ${token}` }));
  } catch (err) {
    await server.stop();
    throw err;
  }
  return { ...server, base };
}
