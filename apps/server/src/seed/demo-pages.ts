import { DEMO_VENUE_VALUES, VENUE_CONTACT as V } from './demo-venue-facts';
import type { TPageSlug } from '@venue/shared/site/pages.schema';
import type { TTx } from '../db/client';
import { sitePages } from '../db/schema';

const ADDRESS = V.address.join(', ');

/**
 * The demo venue's pages (issue 27, point 2), published as version 1. The refund words match the payment
 * settings' defaults (migration 0009: 50% of what was paid, at least 30 days before the event), and the deposit
 * matches the default deposit (30%, balance due 30 days before the event).
 */
// Help is the demo venue's own, written like its other pages (issue 39, point 5); a new install's /help shows the
// venue's contacts until its admin writes one (pages.test.ts, first-run-setup.spec.ts).
export const DEMO_PAGES: Record<TPageSlug, { title: string; summary: string; body: string }> = {
  help: {
    title: 'Help & Support',
    summary: 'Answers to what our guests ask most about booking, paying and preparing their event, and how to reach us.',
    body: `## Booking and your account
- Choose a date on our [calendar](/booking): the booking wizard holds your space while you fill in the details, and you pay the deposit or ask for a quote at the end.
- Booking creates your client portal account, or adds the booking to the account you already have. Sign in with your e-mail address; if you forgot your password, choose "Forgot password?" on the sign-in page and we e-mail you a link.
- Your bookings are under My Events in your portal, each with its schedule, tasks, documents and messages.

## Payments
- A deposit of 30% confirms your date; the balance is due 30 days before your event. Under Payments & Invoices you see every invoice, what is paid and what is left.
- Pay by card or e-wallet online, or by bank transfer: a transfer is confirmed once the money reaches our account, and you are e-mailed when it is.
- An invoice can be split into installments. The ones due in the next 30 days are listed under Payments & Invoices, any overdue one first, each with its Pay Now button.
- Every payment has its receipt in your portal, ready to download.

## Your event
- Answer your event's questionnaire in the portal, under My Events: guest count, dietary needs and the details of your day.
- Your contract is signed online under Contracts; a signed copy stays in your portal.
- Your coordinator writes to you through Messages; you can write to us there at any time.

## Contact us
Call ${V.phone.display} or ${V.landline.display}, or write to [${V.email}](mailto:${V.email}), ${DEMO_VENUE_VALUES.support_hours}. You can also send us a message through our [contact page](/contact).`,
  },
  about: {
    title: 'About Havila Gardens',
    summary: 'A garden venue in the hills of Tanay, Rizal, about an hour from Metro Manila.',
    body: `## Our story
${V.name} began as a family farm on the foothills of the Sierra Madre. Over the years we planted gardens, built a chapel and a pavilion, and opened our grounds to couples, parishes, schools and companies who wanted to gather somewhere green and quiet.

## What we offer
- A garden chapel (the Sanctuary) and two open lawns for ceremonies and receptions
- A covered Pavilion for programs and conferences, rain or shine
- Cabanas for families and preparations, and the Havila hostel for overnight stays
- One events coordinator who stays with you from your first visit to the last guest's goodbye

## Visit us
We are at ${ADDRESS}. Ocular visits are welcome every day by appointment: call ${V.phone.display} or write to [${V.email}](mailto:${V.email}).`,
  },
  services: {
    title: 'Our Services',
    summary: 'Weddings, corporate events, retreats, team building and camping, planned with one dedicated coordinator.',
    body: `Every event at ${V.name} comes with the grounds you book, tables and chairs for your guest count, and a coordinator who plans the day with you.

- [Weddings](/services/weddings): chapel or garden ceremonies with receptions for up to 200 guests
- [Corporate events](/services/corporate): planning sessions, year-end parties and conferences
- [Retreats](/services/retreats): recollections and multi-day retreats with overnight lodging
- [Team building](/services/team-building): facilitated programs and open-field games
- [Camping](/services/camping): tent grounds, campfire circles and hostel beds

See our [rates and packages](/rates), or [check a date](/booking) on our calendar.`,
  },
  weddings: {
    title: 'Weddings',
    summary: 'Say "I do" in the Sanctuary or on the Angelic Field, and celebrate under the Pavilion lights.',
    body: `## Your ceremony
Exchange vows in the Sanctuary, our light-filled garden chapel, or outdoors on the Angelic Field with the Sierra Madre behind you. Catholic and Christian ceremonies are welcome; we coordinate with your parish or officiant.

## Your reception
Receptions are held in the Pavilion or on the Open-Field for up to 200 guests. Bring your own caterer and stylist or choose from our partner list.

## What is included
- Exclusive use of your ceremony and reception spaces for the day
- A bridal cabana for preparations
- Tables, chairs and basic lighting
- A coordinator from your first ocular visit to your send-off

[Check your date](/booking) or [ask us a question](/contact).`,
  },
  corporate: {
    title: 'Corporate Events',
    summary: 'Planning sessions, year-end parties and conferences for 20 to 200 people, an hour from Metro Manila.',
    body: `Take your team out of the office without a long trip. The Pavilion seats up to 200 for conferences and parties, and breakout groups can use the cabanas and gardens.

- Projector, sound system and Wi-Fi in the Pavilion
- Overnight stays for multi-day planning at the Havila hostel
- Official receipts for every payment, in your company's name

[Request a quote](/booking) or [write to us](/contact).`,
  },
  retreats: {
    title: 'Retreats',
    summary: 'Recollections and multi-day retreats with chapel access, quiet gardens and overnight lodging at Havila.',
    body: `Parishes, schools and families come to ${V.name} for its quiet. Retreat groups have the Sanctuary for Mass and prayer, gardens for reflection walks, and simple dormitory rooms at the Havila hostel.

- Day recollections or stays of two to four days
- Chapel access at your schedule
- Quiet hours kept across the grounds from 10PM

[Check available dates](/booking).`,
  },
  'team-building': {
    title: 'Team Building',
    summary: 'Facilitated programs and open-field games designed around your team goals.',
    body: `Our Open-Field fits sports fests, relay games and workshops for up to 150 people. Our partner facilitators can design a program around your goals, or bring your own.

- Half-day and whole-day programs
- Covered space in the Pavilion in case of rain
- Meals by your caterer or ours

[Book a day](/booking).`,
  },
  camping: {
    title: 'Camping',
    summary: 'Tent grounds, campfire circles and hostel beds for scouts, youth ministries and families.',
    body: `Pitch your tents on the Angelic Field or stay indoors at the Havila hostel. Campfire circles, clean shared bathrooms and a first-aid station are on site.

- Overnight and weekend camps
- Campfire permitted in the marked circles until 10PM
- An adult leader for every 10 minors, please

[Check a weekend](/booking).`,
  },
  partner: {
    title: 'Partner With Us',
    summary: 'Caterers, stylists, photographers and suppliers: join our list of trusted partners.',
    body: `Couples and companies often ask us whom to call. If you are a caterer, stylist, photographer, sound and lights provider or facilitator who has worked at our grounds, we would be glad to recommend you.

## What we ask
- A business permit and, for caterers, a sanitary permit
- Two events at ${V.name} or a similar garden venue, with a client's reference
- That you follow our house rules on ingress, noise and clean-up

## How to apply
Write to [${V.email}](mailto:${V.email}) with your company's name, what you offer, and a link to your portfolio, or use our [contact form](/contact). We answer every application within two weeks.`,
  },
  gallery: {
    title: 'Gallery',
    summary: 'Moments from weddings, retreats and gatherings on our grounds.',
    body: `## The Sanctuary
A light-filled garden chapel with a centre aisle made for processionals, vows and quiet worship.

## The Angelic Field
A secluded lawn framed by old acacias and the Sierra Madre, loved for sunset weddings.

## The Pavilion
Our covered function hall for receptions, conferences and programs, rain or shine.

## The Open-Field and the Havila hostel
Rolling lawns for games and socials, and simple dormitory lodging for retreats and camps.

Photos of recent events are shared on request: write to [${V.email}](mailto:${V.email}), or see every space for yourself on an [ocular visit](/contact).`,
  },
  terms: {
    title: 'Terms of Service',
    summary: 'The terms that apply to bookings, payments, cancellations and use of the Client Portal.',
    body: `These terms apply to every booking with ${V.name} (${ADDRESS}) and to your use of our website and Client Portal. By booking, or by creating an account, you accept them.

## 1. Bookings
A booking is a request until it is confirmed. A date is held for you while you complete the booking wizard; it is confirmed once your deposit is received, or once we accept your quote request and you pay the deposit. We may decline a booking that our facilities cannot safely serve.

## 2. Deposits and payments
- A deposit of 30% of the event total confirms your date, unless your contract says otherwise.
- The balance is due 30 days before your event. A booking made less than 30 days before the event is paid in full.
- Prices are in Philippine pesos and include VAT where it applies. Every payment is acknowledged with an official receipt.
- Card and e-wallet payments are handled by our payment processors; bank transfers are confirmed once the money reaches our account.

## 3. Changes and cancellations
- You may ask to move your event to another available date. We move it once without charge if you ask at least 30 days before the event.
- To cancel, write to us or use the Client Portal. A cancellation takes effect on the day we receive it.

## 4. Refunds
- If you cancel at least 30 days before your event, 50% of what you paid is refunded.
- Later cancellations are not refunded.
- If we must cancel (for example, a typhoon signal or a government order closes the venue), you may move your event to a new date or receive a full refund of what you paid.
- Refunds are paid to the account or card you paid with, within 30 days.

## 5. Conduct on the grounds
- Guests follow the coordinator's instructions on safety, parking and ingress and egress times.
- Amplified music ends at 10PM. Fireworks, sky lanterns and open flames outside the marked campfire circles are not allowed.
- The client is responsible for their guests and suppliers, and for damage they cause to the facilities.
- Smoking is allowed only in marked areas. Illegal drugs and weapons are not allowed anywhere on the grounds.

## 6. Liability
We keep the facilities safe and in good repair. We are not liable for loss of or damage to personal belongings, for injuries caused by a guest's own negligence, or for events outside our control (force majeure). Nothing in these terms limits a right you have under Philippine law, including the Consumer Act (Republic Act No. 7394).

## 7. Your account
Keep your password private; you are responsible for what is done with your account. We may suspend an account used to abuse the booking system.

## 8. Changes to these terms
We may update these terms. Each version is dated; a booking keeps the version accepted when it was made.

Questions? Write to [${V.email}](mailto:${V.email}) or call ${V.phone.display}.`,
  },
  privacy: {
    title: 'Privacy Policy',
    summary: 'How we collect, use and protect your personal information under the Data Privacy Act of 2012.',
    body: `${V.name} ("we") respects your privacy. This notice explains how we process your personal information in line with the Data Privacy Act of 2012 (Republic Act No. 10173), its implementing rules and the issuances of the National Privacy Commission (NPC).

## What we collect
- Your name, e-mail address, phone number and, if you give it, your company
- Your event's details: dates, guest count, the spaces and packages you choose, and your answers to our questionnaires
- Payment records: amounts, dates and references. Card numbers are entered on our payment processors' pages and never reach us.
- Messages you send us, and technical records of your visits (IP address, browser) kept for security

## Why we collect it, and our legal basis
- To take, confirm and run your booking, and to send you its documents: needed for our contract with you
- To receive payments and issue official receipts: needed for the contract, and required by tax law
- To answer your messages and questions: your request, and our legitimate interest in serving you
- To keep our systems secure and prevent abuse: our legitimate interest
- To send you news and offers: only with your consent, which you may withdraw at any time in your notification settings

## How long we keep it
- Booking, contract and payment records: ten years after your event, as the tax laws require
- Your account: until you ask us to close it; after closing, only the records above are kept
- Contact form messages: two years
- Security logs: one year

## Who we share it with
- Payment processors (such as PayMongo, PayPal and Stripe), only what they need to process your payment
- Our e-mail and SMS providers, to deliver the messages about your booking
- Suppliers you ask us to coordinate with (your caterer or stylist), only with your instruction
- Government authorities, when the law requires
We never sell your personal information.

## Your rights as a data subject
You have the right to be informed, to access your data, to object, to erasure or blocking, to rectification, to data portability, and to be indemnified for damages. You may also withdraw consent you gave. To use any of these rights, write to our Data Protection Officer.

## Our Data Protection Officer
Data Protection Officer, ${V.name}, ${ADDRESS}. E-mail: [${V.email}](mailto:${V.email}), phone ${V.landline.display}. We answer within 15 working days.

## Complaints
If you believe we have mishandled your personal information, please tell us first so we can make it right. You may also file a complaint with the National Privacy Commission ([privacy.gov.ph](https://privacy.gov.ph), complaints@privacy.gov.ph).

## Changes to this notice
Each version of this notice is dated. We tell account holders by e-mail when it changes in a way that matters.`,
  },
};

/** Publishes every page as version 1 (the demo seed; a real install's admin writes their own). */
export async function seedPages(tx: TTx, publishedAt = new Date()): Promise<void> {
  await tx
    .insert(sitePages)
    .values(Object.entries(DEMO_PAGES).map(([slug, p]) => ({ slug, version: 1, title: p.title, summary: p.summary, body: p.body, publishedAt })));
}
