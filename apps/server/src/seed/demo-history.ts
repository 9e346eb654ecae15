import { toMinor } from '@venue/shared/money';
import { moneyText } from '@venue/shared/payments/charge-amount';
import { quoteTotals } from '@venue/shared/quotes/quote-totals';
import { and, asc, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { TTx } from '../db/client';
import { events, messages, messageThreads, notifications, outboxMessages, quoteLineItems, quoteOptions, quotes, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { insertUser } from '../modules/accounts/users.repo';
import { newMessageMail } from '../modules/messages/message-emails';
import type { TOutgoingMail } from '../modules/outbox/outbox.service';
import { paymentReceivedMail } from '../modules/payments/payment-emails';
import { quoteSentMail } from '../modules/quotes/quote-emails';
import { weddingPlan } from './demo-prices';

/**
 * The demo client's history reads like a real one (issue 26, point 6): the e-mails the venue sent her (as the
 * communication records the outbox keeps), her notifications, and a conversation with the coordinator about the
 * wedding, whose last message waits for the venue's answer (staff Today lists it). The coordinator who signs the
 * demo's notes, documents and contracts is on the team. Everything is dated in the past, already delivered: the
 * outbox has nothing to send at start.
 */
export const DEMO_COORDINATOR = { email: 'grace.villanueva@venue.test', first: 'Grace', last: 'Villanueva' } as const;

export async function seedHistory(tx: TTx, client: { id: number; email: string; firstName: string }, year: string, publicUrl: string) {
  // No password is published for her: the venue's admin invites her to set one (or she uses "Forgot password").
  const coordinator = await insertUser(tx, {
    email: DEMO_COORDINATOR.email,
    passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
    firstName: DEMO_COORDINATOR.first,
    lastName: DEMO_COORDINATOR.last,
  });
  await tx.update(users).set({ role: 'staff' }).where(eq(users.id, coordinator.id));
  const coordinatorName = `${DEMO_COORDINATOR.first} ${DEMO_COORDINATOR.last}`;

  const [wedding] = await tx
    .select({ id: events.id, name: events.name })
    .from(events)
    .where(and(eq(events.clientId, client.id), eq(events.status, 'CONFIRMED')));
  if (!wedding) return;
  const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000);

  // The conversation: a question, the coordinator's answer (read), and a follow-up the venue has not read yet.
  const [thread] = await tx
    .insert(messageThreads)
    .values({ clientId: client.id, eventId: wedding.id, subject: 'Ceremony time', createdByUserId: client.id, createdAt: ago(98), lastMessageAt: ago(3) })
    .returning({ id: messageThreads.id });
  const reply = 'Hi Maria, 3:30 PM works. I have moved the ceremony and told the caterer; the rain plan stays the same.';
  await tx.insert(messages).values([
    {
      threadId: thread!.id,
      senderUserId: client.id,
      senderName: `${client.firstName} Santos`,
      fromVenue: false,
      body: '<p>Hello! Could we start the ceremony at 3:30 PM instead of 3:00? Some of our guests drive in from Manila.</p>',
      readAt: ago(60),
      createdAt: ago(98),
    },
    {
      threadId: thread!.id,
      senderUserId: coordinator.id,
      senderName: coordinatorName,
      fromVenue: true,
      body: `<p>${reply}</p>`,
      readAt: ago(40),
      createdAt: ago(50),
    },
    {
      threadId: thread!.id,
      senderUserId: client.id,
      senderName: `${client.firstName} Santos`,
      fromVenue: false,
      body: '<p>Thank you, Grace! One more thing: may we bring our own wedding cake?</p>',
      createdAt: ago(3),
    },
  ]);

  // The wedding's newest quote, with its total computed by the one rule every quote uses.
  const [quote] = await tx
    .select({ id: quotes.id, version: quotes.version, validUntil: quotes.validUntil, message: quotes.clientMessage, discount: quotes.discountAmount })
    .from(quotes)
    .where(and(eq(quotes.eventId, wedding.id), eq(quotes.status, 'SENT')));
  const lines = quote
    ? await tx
        .select({ quantity: quoteLineItems.quantity, unit_price: quoteLineItems.unitPrice, tax_rate: quoteLineItems.taxRate })
        .from(quoteLineItems)
        .where(eq(quoteLineItems.quoteId, quote.id))
        .orderBy(asc(quoteLineItems.sortOrder))
    : [];
  const options = quote
    ? await tx
        .select({ total_price: quoteOptions.totalPrice, tax_rate: quoteOptions.taxRate })
        .from(quoteOptions)
        .where(and(eq(quoteOptions.quoteId, quote.id), eq(quoteOptions.isSelected, true)))
    : [];

  const sent: { mail: TOutgoingMail; hoursAgo: number; opened: boolean }[] = [
    {
      mail: paymentReceivedMail(
        client.email,
        {
          firstName: client.firstName,
          amount: weddingPlan().parts[0],
          currency: 'PHP',
          number: `PAY-${year}-1041`,
          receipt: `OR-${year}-5521`,
          invoice: `INV-${year}-0041`,
          isTest: false,
        },
        `${publicUrl}/payments`,
      ),
      hoursAgo: 28 * 24,
      opened: true,
    },
    ...(quote
      ? [
          {
            mail: quoteSentMail(
              client.email,
              {
                firstName: client.firstName,
                eventName: wedding.name,
                version: quote.version,
                total: quoteTotals(lines, options, quote.discount).total_amount,
                validUntil: quote.validUntil,
                message: quote.message,
              },
              `${publicUrl}/events/${wedding.id}`,
            ),
            hoursAgo: 10 * 24,
            opened: true,
          },
        ]
      : []),
    {
      mail: newMessageMail(client, { senderName: coordinatorName, threadSubject: 'Ceremony time', text: reply }, `${publicUrl}/messages/thread/${thread!.id}`),
      hoursAgo: 50,
      opened: false,
    },
  ];
  for (const { mail, hoursAgo, opened } of sent) {
    const at = ago(hoursAgo);
    await tx.insert(outboxMessages).values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      status: 'DELIVERED',
      attempts: 1,
      nextAttemptAt: at,
      createdAt: at,
      sentAt: at,
      deliveredAt: at,
      channel: 'EMAIL',
      category: mail.category ?? 'AUTO',
      templateName: mail.template ?? 'general',
      clientId: client.id,
      isOpened: opened,
      openedAt: opened ? ago(hoursAgo - 2) : null,
    });
  }

  // Her panel: what those changes told her, the newest unread.
  await tx.insert(notifications).values([
    {
      userId: client.id,
      type: 'payment',
      priority: 'medium',
      title: `Payment received: PAY-${year}-1041`,
      body: `${moneyText(toMinor(weddingPlan().parts[0]), 'PHP')} for invoice INV-${year}-0041.`,
      link: '/payments',
      readAt: ago(27 * 24),
      createdAt: ago(28 * 24),
    },
    ...(quote
      ? [
          {
            userId: client.id,
            type: 'event' as const,
            priority: 'high' as const,
            title: `A new quote for ${wedding.name}`,
            body: quote.message || 'Open your event to review and answer it.',
            link: `/events/${wedding.id}`,
            createdAt: ago(10 * 24),
          },
        ]
      : []),
    {
      userId: client.id,
      type: 'message',
      priority: 'medium',
      title: `New message from ${coordinatorName}`,
      body: reply,
      link: `/messages/thread/${thread!.id}`,
      readAt: ago(40),
      createdAt: ago(50),
    },
  ]);
}
