import { addDays } from '@venue/shared/dates';
import { and, eq, inArray } from 'drizzle-orm';
import type { TInquirySource, TInquiryStage } from '@venue/shared/staff/inquiry.schema';
import type { TTx } from '../db/client';
import { events, eventTypes, inquiries, users } from '../db/schema';

interface TDemoInquiry {
  name: string;
  email: string;
  phone: string;
  source: TInquirySource;
  stage: TInquiryStage;
  type: string;
  inDays: number;
  guests: number;
  budget: string | null;
  message: string;
  /** Days from today of the next follow-up; negative is overdue. */
  followUp: number | null;
  daysAgo: number;
  lostReason?: string;
}

/** People who asked about the venue and are on their way (or not) to a booking: the demo's pipeline. */
const DEMO_INQUIRIES: TDemoInquiry[] = [
  {
    name: 'Andrea Cruz',
    email: 'andrea.cruz@example.com',
    phone: '+639171110001',
    source: 'PHONE',
    stage: 'CONTACTED',
    type: 'Wedding',
    inDays: 220,
    guests: 120,
    budget: '350000.00',
    message: 'Called about a garden wedding; wants the chapel and a dinner reception for about 120.',
    followUp: 0,
    daysAgo: 6,
  },
  {
    name: 'Paolo Reyes',
    email: 'paolo.reyes@example.com',
    phone: '+639171110002',
    source: 'WALK_IN',
    stage: 'NEW',
    type: 'Corporate Event',
    inDays: 75,
    guests: 60,
    budget: '150000.00',
    message: 'Dropped by after a site visit of another venue nearby; planning a two-day sales kick-off.',
    followUp: -1,
    daysAgo: 2,
  },
  {
    name: 'Bea Lim',
    email: 'bea.lim@example.com',
    phone: '+639171110003',
    source: 'SOCIAL',
    stage: 'SITE_VISIT',
    type: 'Team Building',
    inDays: 40,
    guests: 45,
    budget: null,
    message: 'Messaged on Facebook: team day with outdoor games for 45; visiting on Saturday with her manager.',
    followUp: 3,
    daysAgo: 12,
  },
  {
    name: 'Jomar Santiago',
    email: 'jomar.santiago@example.com',
    phone: '+639171110004',
    source: 'REFERRAL',
    stage: 'LOST',
    type: 'Camping',
    inDays: 30,
    guests: 25,
    budget: '40000.00',
    message: 'Referred by the Cruz-Lim couple; scout troop camping weekend.',
    followUp: null,
    daysAgo: 35,
    lostReason: 'Chose a campsite nearer Manila',
  },
  {
    name: 'Rica Mendoza',
    email: 'rica.mendoza@example.com',
    phone: '',
    source: 'WEB_FORM',
    stage: 'NEW',
    type: 'Retreat',
    inDays: 150,
    guests: 30,
    budget: null,
    message: 'Asked through the website whether the hostel takes a silent retreat for 30 over a long weekend.',
    followUp: null,
    daysAgo: 1,
  },
];

/**
 * The demo's pipeline: inquiries typed in after calls and visits, and the demo client's own bookings as the
 * wizard's requests they began as (their quotes and payments move them by themselves: the wedding is Won, the
 * retreat's quote is out).
 */
export async function seedInquiries(tx: TTx, demoClient: { id: number; email: string; phone: string }, ownerId: number, today: string) {
  const types = new Map((await tx.select({ id: eventTypes.id, name: eventTypes.name }).from(eventTypes)).map((t) => [t.name, t.id]));
  const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
  await tx.insert(inquiries).values(
    DEMO_INQUIRIES.map((i) => ({
      source: i.source,
      stage: i.stage,
      stageSetAt: ago(Math.max(0, i.daysAgo - 1)),
      lostReason: i.lostReason ?? '',
      name: i.name,
      email: i.email,
      phone: i.phone,
      eventTypeId: types.get(i.type) ?? null,
      wishedDate: addDays(today, i.inDays),
      alternativeDates: i.source === 'PHONE' ? [addDays(today, i.inDays + 7)] : [],
      guestCount: i.guests,
      budget: i.budget,
      message: i.message,
      ownerId: i.source === 'WEB_FORM' ? null : ownerId,
      nextFollowUp: i.followUp === null ? null : addDays(today, i.followUp),
      createdAt: ago(i.daysAgo),
      updatedAt: ago(Math.max(0, i.daysAgo - 1)),
    })),
  );
  const own = await tx
    .select({ id: events.id, typeId: events.eventTypeId, day: events.startDate, guests: events.guestCount })
    .from(events)
    .where(and(eq(events.clientId, demoClient.id), inArray(events.status, ['CONFIRMED', 'DRAFT'])));
  const [client] = await tx.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, demoClient.id));
  await tx.insert(inquiries).values(
    own.map((e) => ({
      source: 'WIZARD' as const,
      name: `${client!.first} ${client!.last}`,
      email: demoClient.email,
      phone: demoClient.phone,
      clientId: demoClient.id,
      eventId: e.id,
      eventTypeId: e.typeId,
      wishedDate: e.day,
      guestCount: e.guests,
      ownerId,
      createdAt: ago(40),
      stageSetAt: ago(40),
      updatedAt: ago(40),
    })),
  );
}
