import { addDays, venueDay, venueInstant } from '@venue/shared/dates';
import { REMINDER_PREVIEW_DAYS, type TReminderTypeSetting, type TUpcomingReminder, type TUpcomingReminders } from '@venue/shared/reminders/reminder.schema';
import {
  CONTRACT_WAIT_DAYS,
  EVENT_COMING_DAYS,
  PAYMENT_DUE_DAYS,
  QUESTIONNAIRE_DAYS,
  QUOTE_EXPIRY_DAYS,
  REMINDER_TYPE_LABELS,
  REMINDER_TYPES,
  remindersDueOn,
  type TReminderItem,
  type TReminderType,
} from '@venue/shared/reminders/reminder-types';
import type { TDeliveryChannel } from '@venue/shared/notifications/settings.schema';
import type { TContext } from '../../context';
import type { TDb, TTx } from '../../db/client';
import { readsTogether } from '../../db/reads-together';
import type { TActor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { notify } from '../notifications/notifications.service';
import { deliveryAllowed } from '../notifications/settings.service';
import { queueMail, queueSms } from '../outbox/outbox.service';
import { draftReminder, reminderMail, reminderSms, type TReminderDraft, type TReminderSubject } from './reminder-messages';
import {
  claimJob,
  confirmedEventsStarting,
  contractsAwaitingClient,
  invoicesOwing,
  quotesAwaitingClient,
  recordChannels,
  saveTypeSetting,
  sentKeys,
  typeSettings,
} from './reminders.repo';
import { accountPageLink } from '../accounts/account-links';

/** How often every process looks for reminders due (and once at start). */
export const REMINDER_TICK_MS = 10 * 60_000;

/** Each type's switch: on unless the venue switched it off. */
export async function reminderTypes(db: TDb | TTx): Promise<TReminderTypeSetting[]> {
  const stored = new Map((await typeSettings(db)).map((s) => [s.type, s.enabled]));
  return REMINDER_TYPES.map((type) => ({ type, enabled: stored.get(type) ?? true }));
}

/** What could have a reminder due on a day within [from, to], and the item the shared rule reads for it. */
async function subjectsFor(db: TDb | TTx, from: string, to: string): Promise<{ subject: TReminderSubject; item: TReminderItem }[]> {
  const lastPaymentDay = Math.max(...PAYMENT_DUE_DAYS);
  const lastEventDay = Math.max(QUESTIONNAIRE_DAYS, ...EVENT_COMING_DAYS);
  const [owing, contracts, quotes, events] = await readsTogether(db, [
    () => invoicesOwing(db, { dueBy: addDays(to, lastPaymentDay) }),
    () => contractsAwaitingClient(db, venueInstant(addDays(from, -CONTRACT_WAIT_DAYS)), venueInstant(addDays(to, 1 - CONTRACT_WAIT_DAYS))),
    () => quotesAwaitingClient(db, addDays(from, QUOTE_EXPIRY_DAYS), addDays(to, QUOTE_EXPIRY_DAYS)),
    () => confirmedEventsStarting(db, addDays(from, 1), addDays(to, lastEventDay)),
  ]);
  const balances = await invoicesOwing(db, { eventIds: events.map((e) => e.eventId) });
  return [
    ...owing.map((row) => ({ subject: { kind: 'invoice', row } as const, item: { kind: 'invoice', dueDate: row.dueDate, balanceOwed: true } as const })),
    ...contracts.map((row) => {
      const sentDay = venueDay(row.sentAt!);
      return { subject: { kind: 'contract', row, sentDay } as const, item: { kind: 'contract', sentDay, awaitingClient: true } as const };
    }),
    ...quotes.map((row) => ({ subject: { kind: 'quote', row } as const, item: { kind: 'quote', validUntil: row.validUntil, awaitingClient: true } as const })),
    ...events.map((row) => ({
      subject: {
        kind: 'event',
        row,
        balances: balances.filter((b) => b.eventId === row.eventId).map((b) => ({ amount: b.balance, currency: b.currency })),
      } as const,
      item: { kind: 'event', startDate: row.startDate, active: true, questionnaireIncomplete: row.missingAnswers > 0 } as const,
    })),
  ];
}

/** Every reminder due on each day of [from, to] of a type switched on, with its words. */
async function dueBetween(db: TDb | TTx, from: string, to: string): Promise<{ day: string; draft: TReminderDraft }[]> {
  const on = new Set((await reminderTypes(db)).filter((t) => t.enabled).map((t) => t.type));
  const subjects = await subjectsFor(db, from, to);
  const due: { day: string; draft: TReminderDraft }[] = [];
  for (let day = from; day <= to; day = addDays(day, 1))
    for (const { subject, item } of subjects)
      for (const reminder of remindersDueOn(day, item)) if (on.has(reminder.type)) due.push({ day, draft: draftReminder(reminder, subject) });
  return due;
}

/**
 * One tick of the scheduler: each reminder due today is sent by the process whose job insert wins its key (type,
 * subject, recipient, day), in one transaction with its messages; the others skip it. Answers how many it sent.
 */
export async function sendDueReminders(ctx: TContext, now: Date = new Date()): Promise<number> {
  const today = venueDay(now);
  let sent = 0;
  for (const { draft } of await dueBetween(ctx.db, today, today)) {
    const won = await ctx.transact(async (tx, effects) => {
      const id = await claimJob(tx, { type: draft.type, subject: draft.key, recipientId: draft.client.clientId, forDay: today });
      if (id === null) return false;
      const channels: TDeliveryChannel[] = [];
      // A guest who booked without a password is let in through a set-password link (account-links.ts).
      const link = (await accountPageLink(ctx, tx, draft.client.clientId, draft.path)).href;
      if (await queueMail(tx, reminderMail(draft, link))) channels.push('email');
      if (draft.client.phone && (await queueSms(tx, reminderSms(draft, ctx.config.publicUrl)))) channels.push('sms');
      const notified = await notify(tx, effects, {
        userId: draft.client.clientId,
        type: draft.notificationType,
        priority: draft.priority,
        title: draft.title,
        body: draft.summary,
        link: draft.path,
        kind: 'event_reminders',
      });
      if (notified !== null) channels.push('in_app');
      await recordChannels(tx, id, channels);
      if (channels.includes('email') || channels.includes('sms')) effects.after(ctx.mailQueued);
      return true;
    });
    if (won) sent += 1;
  }
  return sent;
}

/** The channels a reminder reaches this client by, as their settings stand now. */
async function channelsOf(db: TDb, client: { clientId: number; phone: string }): Promise<TDeliveryChannel[]> {
  const allowed = async (channel: TDeliveryChannel) => deliveryAllowed(db, client.clientId, 'event_reminders', channel);
  const channels: TDeliveryChannel[] = [];
  if (await allowed('email')) channels.push('email');
  if (client.phone && (await allowed('sms'))) channels.push('sms');
  if (await allowed('in_app')) channels.push('in_app');
  return channels;
}

/** The staff screen: the coming week's reminders of the types switched on (today's marked when sent), and the switches. */
export async function upcomingReminders(ctx: TContext, now: Date = new Date()): Promise<TUpcomingReminders> {
  const from = venueDay(now);
  const to = addDays(from, REMINDER_PREVIEW_DAYS - 1);
  const [due, sent, types] = await Promise.all([dueBetween(ctx.db, from, to), sentKeys(ctx.db, from, to), reminderTypes(ctx.db)]);
  const channels = new Map<number, TDeliveryChannel[]>();
  const reminders: TUpcomingReminder[] = [];
  for (const { day, draft } of due) {
    const id = draft.client.clientId;
    if (!channels.has(id)) channels.set(id, await channelsOf(ctx.db, draft.client));
    reminders.push({
      type: draft.type,
      day,
      recipient: { id, name: `${draft.client.firstName} ${draft.client.lastName}`.trim() },
      event: draft.event,
      summary: draft.summary,
      channels: channels.get(id)!,
      sent: sent.has(`${draft.type}|${draft.key}|${id}|${day}`),
    });
  }
  reminders.sort((a, b) => a.day.localeCompare(b.day) || REMINDER_TYPES.indexOf(a.type) - REMINDER_TYPES.indexOf(b.type));
  return { from, to, reminders, types };
}

/** Switches a type on or off for every process (the next tick of each reads it); audited. */
export async function switchReminderType(ctx: TContext, actor: TActor, type: TReminderType, enabled: boolean, ip: string | null = null) {
  return ctx.transact(async (tx) => {
    const before = (await reminderTypes(tx)).find((t) => t.type === type)!;
    await saveTypeSetting(tx, type, enabled, actor.userId);
    const name = REMINDER_TYPE_LABELS[type];
    await recordAudit(tx, actor, ip, {
      action: 'reminder_type.update',
      objectType: 'reminder_type',
      objectId: type,
      before: { name, enabled: before.enabled },
      after: { name, enabled },
    });
    return { type, enabled };
  });
}
