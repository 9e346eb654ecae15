import { randomBytes } from 'node:crypto';
import { normalizePhone } from '@venue/shared/accounts/phone';
import { splitPersonName } from '@venue/shared/accounts/person-name';
import { answerText } from '@venue/shared/booking/questionnaire-answers';
import { bookedEventName } from '@venue/shared/events/event-name';
import { eventItemsFromPricing } from '@venue/shared/events/event-items.schema';
import type { TPricingResult } from '@venue/shared/booking/session.schema';
import type { TBookingSchedule } from '@venue/shared/booking/schedule';
import { scheduleDays } from '@venue/shared/staff/event-schedule';
import { BOOKING_TEXT as T } from '@venue/shared/booking/steps';
import { DEFAULT_TAX_RATE, discountLines } from '@venue/shared/payments/document-totals';
import { toMinor } from '@venue/shared/money';
import { balanceDueDate } from '@venue/shared/contracts/template-variables';
import { venueDay } from '@venue/shared/dates';
import type { TTx } from '../../db/client';
import { readPaymentSettings } from '../../db/payment-settings';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import { createBookingAccount } from '../accounts/accounts.service';
import { insertBookedEvent, lockedClientEventNames } from '../events/booked-events.service';
import { writeInvoice } from '../payments/invoice-issue.service';
import { saveBookingAnswers } from '../questionnaires/questionnaires.service';
import { findAccountByEmail } from './booking-sessions.repo';
import type { TLoadedFlow } from './flows.service';
import { stepOfType } from './flows.service';

/** The writes a completion makes in its first transaction: the account, the event and its selection, the invoice, the answers. */

export interface TContact {
  full_name: string;
  email: string;
  phone: string;
  company: string;
  create_account: boolean;
}

export const contactOf = (loaded: TLoadedFlow, data: Record<string, Record<string, unknown>>): TContact => {
  const step = stepOfType(loaded.flow, 'contact_info');
  const c = (step ? data[String(step.id)] : undefined) ?? {};
  const s = (k: string) => (typeof c[k] === 'string' ? (c[k] as string) : '');
  return { full_name: s('full_name'), email: s('email').toLowerCase(), phone: s('phone'), company: s('company'), create_account: c.create_account === true };
};

/** An unusable password for an account the guest did not ask for (claimed later through "forgot password"). */
export const unusablePasswordHash = () => hashPassword(randomBytes(24).toString('hex'));

export interface TClient {
  id: number;
  name: string;
  email: string;
  created: boolean;
  /**
   * The guest typed the address of an existing account: the booking is that account's, the guest is not signed
   * in, and the account's owner is told (docs/decisions.md, "Completion with an address that has an account").
   */
  byEmail?: boolean;
}

/** The completion result's account_created: for a guest, "the booking is in an account at the contact's address" (never whether it was new). */
export const accountCreatedOf = (c: TClient) => c.created || c.byEmail === true;

const nameOf = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`.trim();

/**
 * The signed-in client; or a new account for the contact's address; or, when the address has an account, that
 * account, without signing anyone in: a guest's booking answers the same whether the address was known or not,
 * so the wizard tells nobody which addresses have accounts.
 */
export async function clientForBooking(
  tx: TTx,
  signedIn: { id: number; first_name: string; last_name: string; email: string; role: string } | null,
  contact: TContact,
  passwordHash: string,
  passwordChosen: boolean,
): Promise<TClient> {
  if (signedIn?.role === 'client') return { id: signedIn.id, name: nameOf(signedIn), email: signedIn.email, created: false };
  const name = splitPersonName(contact.full_name);
  const input = {
    email: contact.email,
    passwordHash,
    firstName: name.firstName || contact.email,
    lastName: name.lastName,
    phone: contact.phone ? normalizePhone(contact.phone) : '',
    company: contact.company,
    // A guest who chose no password has none they know: their e-mails' links let them set one (account-links.ts).
    passwordSet: passwordChosen,
  };
  let user: Awaited<ReturnType<typeof createBookingAccount>> = null;
  try {
    // In a savepoint: a parallel completion making the same address first (unique index) undoes only this insert.
    user = await tx.transaction((sp) => createBookingAccount(sp, input));
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
  if (user) return { id: user.id, name: nameOf(user), email: user.email, created: true };
  const owner = await findAccountByEmail(tx, contact.email);
  if (!owner) throw new AppError(409, T.completionFailed);
  return { id: owner.id, name: `${owner.firstName} ${owner.lastName}`.trim(), email: owner.email, created: false, byEmail: true };
}

export async function writeBookedEvent(
  tx: TTx,
  loaded: TLoadedFlow,
  client: TClient,
  schedule: TBookingSchedule,
  pricing: TPricingResult,
  opts: { bookFacility: boolean; specialRequests: string },
): Promise<number> {
  const days = scheduleDays(schedule.startsAt, schedule.endsAt);
  const taken = await lockedClientEventNames(tx, client.id);
  return insertBookedEvent(tx, {
    clientId: client.id,
    eventTypeId: loaded.flow.event_type,
    name: bookedEventName(loaded.flow.event_type_name, client.name || client.email, days.start_date, taken),
    facilityId: opts.bookFacility ? schedule.facilityId : null,
    startsAt: schedule.startsAt,
    endsAt: schedule.endsAt,
    startDate: days.start_date,
    endDate: days.end_date,
    guestCount: null,
    totalPrice: pricing.total,
    specialRequests: opts.specialRequests,
    items: eventItemsFromPricing(pricing.line_items, (id) => loaded.products.get(id)?.type === 'PACKAGE'),
  });
}

/**
 * The invoice of a booking: a line per product at the price the wizard showed, at the product's tax rate, and the
 * discount as negative lines (one per rate it came off, document-totals.ts), so its total is exactly the pricing's.
 * It is due on the day the wizard and the confirmation gave for the balance (the venue's balance_due_days before
 * the event, or today when that day has passed), so the portal, the PDF and the reminders say the same day.
 */
export async function writeBookingInvoice(
  tx: TTx,
  loaded: TLoadedFlow,
  eventId: number,
  pricing: TPricingResult,
  reference: string,
  schedule: TBookingSchedule,
) {
  const { balanceDueDays } = await readPaymentSettings(tx);
  const dueDate = balanceDueDate(scheduleDays(schedule.startsAt, schedule.endsAt).start_date, balanceDueDays, venueDay());
  const lines = pricing.line_items.map((l) => {
    const excess = l.excess_hours !== '0.00';
    return {
      description: l.name,
      item_type: loaded.products.get(l.product_id)?.type === 'PACKAGE' ? 'PACKAGE' : 'PRODUCT',
      quantity: String(l.quantity),
      unit_price: l.total_unit_price,
      tax_rate: loaded.products.get(l.product_id)?.tax_rate ?? DEFAULT_TAX_RATE,
      ...(excess ? { base_unit_price: l.base_unit_price, excess_hours: l.excess_hours, excess_hour_price: l.excess_hour_price } : {}),
    };
  });
  const label = `Discount ${pricing.discount_details?.code ?? ''}`.trim();
  const discount = discountLines(lines, toMinor(pricing.discount), label);
  return writeInvoice(tx, { event_id: eventId, due_date: dueDate, notes: `Online booking ${reference}`, lines: [...lines, ...discount] });
}

/** The questionnaire step's answers become the event's questionnaire responses. */
export async function writeBookingAnswers(tx: TTx, loaded: TLoadedFlow, data: Record<string, Record<string, unknown>>, eventId: number) {
  const step = stepOfType(loaded.flow, 'questionnaire');
  if (!step) return;
  const responses = (data[String(step.id)]?.responses as Record<string, unknown> | undefined) ?? {};
  // Only the step's own fields: any other key in the data is no answer to anything.
  const items = (step.configuration.questionnaire_items as { id: number }[] | undefined) ?? [];
  const answers = items.map((f) => ({ fieldId: f.id, value: answerText(responses[`field_${f.id}`] as string | undefined) }));
  await saveBookingAnswers(tx, { id: eventId, eventTypeId: loaded.flow.event_type }, answers);
}
