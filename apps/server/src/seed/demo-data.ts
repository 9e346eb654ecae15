import { addDays, venueDay, venueInstant } from '@venue/shared/dates';
import type { TEventStatus, TPaymentStatus } from '@venue/shared/enums';
import { eq } from 'drizzle-orm';
import type { TTx } from '../db/client';
import { events, eventTypes, facilities, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import type { TStorage } from '../lib/storage';
import { insertUser } from '../modules/accounts/users.repo';
import { markSetupComplete } from '../modules/setup/setup.repo';
import { seedAnswers } from './demo-answers';
import { seedEventSheet } from './demo-event-sheet';
import { seedEventTabs, seedQuestionnaires } from './demo-event-tabs';
import { seedHistory } from './demo-history';
import { seedPayments } from './demo-payments';
import { seedPages } from './demo-pages';
import { seedDemoCatalogue } from './demo-catalogue';
import { seedSetupByAdmin } from './demo-setup';
import { seedVenueDetails } from './demo-venue';
import { DEMO_TOTALS } from './demo-prices';
import { seedInquiries } from './demo-inquiries';
import { seedSales } from './demo-sales';

export const DEMO_EMAIL = 'demo@venue.test';
export const DEMO_PASSWORD = 'DemoClient#2026';
/** The venue's side of the demo: a staff member and an administrator (README). */
export const DEMO_STAFF = { email: 'staff@venue.test', password: 'DemoStaff#2026', first: 'Lorenzo', last: 'Dela Cruz', role: 'staff' } as const;
export const DEMO_ADMIN = { email: 'admin@venue.test', password: 'DemoAdmin#2026', first: 'Carmela', last: 'Bautista', role: 'admin' } as const;

interface TSeedEvent {
  type: string;
  name: string;
  status: TEventStatus;
  payment: TPaymentStatus;
  inDays: number;
  lengthDays?: number;
  guests: number;
  price: string;
}

/**
 * The facility each demo event books, by event type: the dates below never overlap on one facility (the
 * exclusion constraint would refuse the seed). Multi-day corporate events and retreats stay at the hostel.
 */
const FACILITY_OF_TYPE: Record<string, string> = {
  Wedding: 'Sanctuary Chapel',
  'Corporate Event': 'Havila Hostel',
  Retreat: 'Havila Hostel',
  'Team Building': 'Open-Field',
  Camping: 'Angelic Field',
};

/** The demo client's events, one in each status, spread over the coming months; their totals are their documents' (demo-prices.ts). */
const demoEvents: TSeedEvent[] = [
  { type: 'Wedding', name: 'Maria & Paolo Wedding', status: 'CONFIRMED', payment: 'PARTIAL', inDays: 45, guests: 150, price: DEMO_TOTALS.wedding },
  {
    type: 'Corporate Event',
    name: 'Santos Design Studio Year-End Planning',
    status: 'IN_PROGRESS',
    payment: 'PENDING',
    inDays: 20,
    lengthDays: 2,
    guests: 60,
    price: DEMO_TOTALS.corporate,
  },
  { type: 'Retreat', name: 'Family Lenten Retreat', status: 'DRAFT', payment: 'PENDING', inDays: 110, lengthDays: 3, guests: 35, price: DEMO_TOTALS.retreat },
  { type: 'Team Building', name: 'Studio Team Building Day', status: 'COMPLETED', payment: 'PAID', inDays: -40, guests: 40, price: DEMO_TOTALS.teamDay },
  { type: 'Camping', name: 'Youth Camp Weekend', status: 'CANCELLED', payment: 'PENDING', inDays: 70, lengthDays: 2, guests: 25, price: '42000.00' },
];

/** Other clients' bookings, so the public calendar shows fully booked days and days that have events. */
const otherClients = [
  { email: 'ana.reyes@example.test', first: 'Ana', last: 'Reyes' },
  { email: 'jose.cruz@example.test', first: 'Jose', last: 'Cruz' },
];
const otherEvents: (TSeedEvent & { client: number })[] = [
  { client: 0, type: 'Wedding', name: 'Reyes-Villanueva Wedding', status: 'CONFIRMED', payment: 'PAID', inDays: 10, guests: 180, price: '420000.00' },
  {
    client: 1,
    type: 'Corporate Event',
    name: 'Cruz Holdings Summit',
    status: 'CONFIRMED',
    payment: 'PARTIAL',
    inDays: 16,
    lengthDays: 2,
    guests: 120,
    price: '210000.00',
  },
  { client: 0, type: 'Retreat', name: 'Parish Youth Retreat', status: 'DRAFT', payment: 'PENDING', inDays: 12, guests: 50, price: '88000.00' },
  { client: 1, type: 'Team Building', name: 'Cruz Holdings Team Day', status: 'CONFIRMED', payment: 'PAID', inDays: 30, guests: 70, price: '99000.00' },
  {
    client: 0,
    type: 'Camping',
    name: 'Scouts Overnight Camp',
    status: 'IN_PROGRESS',
    payment: 'PENDING',
    inDays: 38,
    lengthDays: 2,
    guests: 45,
    price: '52000.00',
  },
  { client: 1, type: 'Wedding', name: 'Cruz-Lim Wedding', status: 'CONFIRMED', payment: 'PARTIAL', inDays: 58, guests: 200, price: '455000.00' },
];

async function insertEvents(tx: TTx, clientId: number, list: TSeedEvent[], today: string) {
  const types = new Map((await tx.select({ id: eventTypes.id, name: eventTypes.name }).from(eventTypes)).map((t) => [t.name, t.id]));
  const places = new Map((await tx.select({ id: facilities.id, name: facilities.name }).from(facilities)).map((f) => [f.name, f.id]));
  for (const e of list) {
    const start = addDays(today, e.inDays);
    const end = addDays(start, (e.lengthDays ?? 1) - 1);
    await tx.insert(events).values({
      clientId,
      eventTypeId: types.get(e.type)!,
      name: e.name,
      status: e.status,
      paymentStatus: e.payment,
      startDate: start,
      endDate: end,
      facilityId: places.get(FACILITY_OF_TYPE[e.type]!) ?? null,
      startsAt: venueInstant(start, '10:00'),
      endsAt: venueInstant(end, '22:00'),
      guestCount: e.guests,
      totalPrice: e.price,
    });
  }
}

/** Loads the demo data set in one transaction; the caller decides whether the database is empty. */
export async function seedDemoData(tx: TTx, today = venueDay(), storage?: TStorage, publicUrl = 'http://localhost:3000'): Promise<void> {
  await seedDemoCatalogue(tx);
  const demo = await insertUser(tx, {
    email: DEMO_EMAIL,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: 'Maria',
    lastName: 'Santos',
    phone: '+639171234567',
    company: 'Santos Design Studio',
  });
  await insertEvents(tx, demo.id, demoEvents, today);
  await seedEventTabs(tx, demo.id, today, storage);
  await seedQuestionnaires(tx);
  await seedSales(tx, demo.id, 'Maria Santos', DEMO_EMAIL, today);
  await seedPayments(tx, demo.id, today);
  for (const [i, c] of otherClients.entries()) {
    const user = await insertUser(tx, {
      email: c.email,
      passwordHash: await hashPassword(`${c.first}Client#2026`),
      firstName: c.first,
      lastName: c.last,
    });
    await insertEvents(
      tx,
      user.id,
      otherEvents.filter((e) => e.client === i),
      today,
    );
  }
  let admin: { id: number; name: string } | null = null;
  let staffId = 0;
  for (const person of [DEMO_STAFF, DEMO_ADMIN]) {
    const user = await insertUser(tx, {
      email: person.email,
      passwordHash: await hashPassword(person.password),
      firstName: person.first,
      lastName: person.last,
    });
    await tx.update(users).set({ role: person.role }).where(eq(users.id, user.id));
    if (person.role === 'admin') admin = { id: user.id, name: `${person.first} ${person.last}` };
    else staffId = user.id;
  }
  await seedInquiries(tx, { id: demo.id, email: DEMO_EMAIL, phone: '+639171234567' }, staffId, today);
  await seedAnswers(tx);
  await seedEventSheet(tx, staffId);
  await seedHistory(tx, { id: demo.id, email: DEMO_EMAIL, firstName: 'Maria' }, today.slice(0, 4), publicUrl);
  await seedPages(tx);
  await seedVenueDetails(tx);
  // The demo venue is set up by its admin: the checklist is done, and its public booking is open (modules/setup).
  await seedSetupByAdmin(tx, admin!);
  await markSetupComplete(tx);
}

export async function demoUserExists(tx: TTx): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
  return Boolean(row);
}
