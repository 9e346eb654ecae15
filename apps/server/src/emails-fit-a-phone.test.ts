import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import type { TCompletionResult, TPricingResult } from '@venue/shared/booking/session.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailFrame, withVenueFooter } from './lib/email-layout';
import { invitationMail, passwordChangedMail, passwordResetMail, staffInvitationMail } from './modules/accounts/emails';
import { bookingConfirmationMail, bookingWithYourAddressMail } from './modules/booking/booking-emails';
import { contractCompletedMail, contractSentMail, contractVoidedMail } from './modules/contracts/contract-emails';
import { newMessageMail } from './modules/messages/message-emails';
import { invoiceIssuedMail, offlinePaymentMail, paymentReceivedMail, paymentRejectedMail, refundMail } from './modules/payments/payment-emails';
import { deletionCompletedMail, deletionDeclinedMail, deletionRequestedMail } from './modules/privacy/privacy-emails';
import { quoteSentMail } from './modules/quotes/quote-emails';

/**
 * Issue 26, point 4: every e-mail the product sends, rendered in Chromium on a 375 px phone, fits its width. The
 * samples carry what stretches a layout: a long unbroken link, a long event name, a long word typed by a person.
 */
const LINK = 'https://portal.havilagardens.ph/events/1234/quotes/5678?token=9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const EVENT = 'Santos–Reyes Wedding Celebration and Overnight Stay at the Sanctuary Chapel and Garden Pavilion';
const WORD = 'Supercalifragilisticexpialidocious-and-then-some-more-unbroken-text-typed-by-a-client';

const VENUE_FOOTER = {
  name: 'Havila Gardens Events and Retreat Center',
  address: ['Sitio Maligaya, Brgy. Sampaloc', 'Tanay, Rizal 1980, Philippines'],
  phone: '+63 917 842 5561',
  email: 'events-and-reservations@havilagardens.ph',
  supportHours: '8AM-8PM daily',
  senderName: 'Havila Gardens',
  brandColor: '#2E5E3E',
};

const booking = (type: 'booking' | 'quote') =>
  ({
    completion_type: type,
    booking_reference: 'HG-2026-000123',
    total_price: '385000.00',
    payment: type === 'booking' ? { amount: '115500.00', payment_number: 'PAY-2026-000045' } : null,
  }) as unknown as TCompletionResult;

/** One sample per builder, by the builder's name (the guard below keeps the list whole). */
const SAMPLES: Record<string, { html?: string | undefined }> = {
  passwordResetMail: passwordResetMail('ana@example.test', 'Ana', LINK),
  invitationMail: invitationMail('ana@example.test', 'Ana Santos', LINK),
  passwordChangedMail: passwordChangedMail('ana@example.test', 'Ana', LINK),
  staffInvitationMail: staffInvitationMail('joy@example.test', 'Joy Ramos', 'staff', LINK),
  bookingConfirmationMail: bookingConfirmationMail(
    'ana@example.test',
    {
      firstName: 'Ana',
      eventTypeName: 'Wedding',
      when: 'Saturday, March 6, 2027, 3:00 PM to 11:00 PM',
      facility: 'Sanctuary Chapel',
      result: booking('booking'),
      calendarUrl: LINK,
      pricing: {
        subtotal: '343750.00',
        tax: '41250.00',
        discount: '0.00',
        total: '385000.00',
        line_items: [
          { name: EVENT, quantity: 1, line_total: '250000.00' },
          { name: WORD, quantity: 150, line_total: '93750.00' },
        ],
        discount_details: null,
      } as unknown as TPricingResult,
      balanceDue: 'due by Monday, February 15, 2027',
    },
    LINK,
  ),
  bookingConfirmationMailQuote: bookingConfirmationMail(
    'ana@example.test',
    { firstName: 'Ana', eventTypeName: 'Wedding', when: 'Saturday, March 6, 2027', facility: 'Sanctuary Chapel', result: booking('quote'), calendarUrl: null },
    LINK,
  ),
  bookingWithYourAddressMail: bookingWithYourAddressMail(
    'ana@example.test',
    { firstName: 'Ana', eventTypeName: 'Wedding', reference: 'HG-2026-000123', quote: false },
    LINK,
  ),
  contractSentMail: contractSentMail(
    'ana@example.test',
    { firstName: 'Ana', eventName: EVENT, templateName: 'Wedding Services Agreement', value: '412000.00', validUntil: '2027-01-15' },
    LINK,
  ),
  contractCompletedMail: contractCompletedMail('ana@example.test', { firstName: 'Ana', eventName: EVENT, templateName: 'Wedding Services Agreement' }, LINK),
  contractVoidedMail: contractVoidedMail(
    'ana@example.test',
    { firstName: 'Ana', eventName: EVENT, templateName: 'Wedding Services Agreement', reason: WORD },
    LINK,
  ),
  newMessageMail: newMessageMail(
    { email: 'ana@example.test', firstName: 'Ana', id: 7 },
    { senderName: 'Carmela Bautista', threadSubject: EVENT, text: WORD },
    LINK,
  ),
  paymentReceivedMail: paymentReceivedMail(
    'ana@example.test',
    {
      firstName: 'Ana',
      amount: '115500.00',
      currency: 'PHP',
      number: 'PAY-2026-000045',
      receipt: 'OR-2026-000045',
      invoice: 'INV-2026-000012',
      isTest: true,
      balance: { amount: '269500.00', dueDate: '2027-02-15' },
    },
    LINK,
  ),
  offlinePaymentMail: offlinePaymentMail(
    'ana@example.test',
    { firstName: 'Ana', amount: '115500.00', currency: 'PHP', number: 'PAY-2026-000045', instructions: `Bank transfer to BPI account 1234-5678-90. ${WORD}` },
    LINK,
  ),
  invoiceIssuedMail: invoiceIssuedMail(
    'ana@example.test',
    { firstName: 'Ana', number: 'INV-2026-000012', amount: '115500.00', currency: 'PHP', dueDate: '2027-02-14' },
    LINK,
  ),
  paymentRejectedMail: paymentRejectedMail(
    'ana@example.test',
    { firstName: 'Ana', amount: '115500.00', currency: 'PHP', number: 'PAY-2026-000045', reason: `No transfer reached our account. ${WORD}` },
    LINK,
  ),
  refundMail: refundMail(
    'ana@example.test',
    {
      firstName: 'Ana',
      amount: '1200.00',
      currency: 'PHP',
      paymentNumber: 'PAY-2026-000045',
      refundNumber: 'RF-2026-000003',
      reason: `The band was cancelled. ${WORD}`,
      byHand: true,
    },
    LINK,
  ),
  quoteSentMail: quoteSentMail(
    'ana@example.test',
    { firstName: 'Ana', eventName: EVENT, version: 2, total: '424944.00', validUntil: '2027-01-15', message: WORD },
    LINK,
  ),
  deletionRequestedMail: deletionRequestedMail('ana@example.test', 'Ana', LINK),
  deletionCompletedMail: deletionCompletedMail('ana@example.test', 'Ana', LINK),
  deletionDeclinedMail: deletionDeclinedMail('ana@example.test', 'Ana', `An invoice is still being settled. ${WORD}`, LINK),
  // A message staff write by hand goes out in the same frame, its body sanitized before (manual.service.ts).
  emailFrame: { html: emailFrame(EVENT, `<p>Hello Ana,</p><p>${WORD}</p><p><a href="${LINK}">${LINK}</a></p><table><tr><td>${WORD}</td></tr></table>`) },
};

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
});
afterAll(async () => {
  await browser?.close();
});

describe('e-mails on a 375 px phone', () => {
  it('has a sample of every e-mail a module builds', () => {
    const modules = join(import.meta.dirname, 'modules');
    const builders = readdirSync(modules, { recursive: true, encoding: 'utf8' })
      .filter((f) => /(^|\/)(\w+-)?emails\.ts$/.test(f))
      .flatMap((f) => [...readFileSync(join(modules, f), 'utf8').matchAll(/export (?:function|const) (\w+Mail)\b/g)].map((m) => m[1]));
    expect(builders.length).toBeGreaterThan(10);
    expect(builders.filter((name) => !(name! in SAMPLES))).toEqual([]);
  });

  it.each(Object.keys(SAMPLES))('%s fits the width, with no element past the edge', async (name) => {
    // As it leaves: with the venue's footer (lib/mailer.ts), whose address is the longest line it has.
    const sample = SAMPLES[name]!.html;
    const html = sample ? withVenueFooter(sample, VENUE_FOOTER) : sample;
    expect(html, `${name} has an HTML part`).toBeTruthy();
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    try {
      await page.setContent(html!);
      const { scrollWidth, past } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        past: Array.from(document.querySelectorAll('body *'))
          .filter((e) => e.getBoundingClientRect().right > 376)
          .map((e) => `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 30)}"`),
      }));
      expect(past).toEqual([]);
      expect(scrollWidth).toBeLessThanOrEqual(375);
    } finally {
      await page.close();
    }
  });
});
