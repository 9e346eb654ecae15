import { INQUIRY_TEXT } from '@venue/shared/staff/inquiry.schema';
import { and, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import {
  bookingSessions,
  bookingUploads,
  calendarFeeds,
  discountUses,
  eventAnswerFiles,
  eventDocuments,
  eventFeedback,
  events,
  gatewayCustomers,
  idempotencyKeys,
  invitations,
  messages,
  messageThreads,
  notifications,
  notificationSettings,
  outboxMessages,
  passwordResetTokens,
  paymentMethods,
  questionnaireResponses,
  quoteRequests,
  refreshTokens,
  streamTickets,
  users,
} from '../../db/schema';
import { forgetTerms } from './forget-terms';
import { forgetMentions, REMOVED_TEXT } from './forget-mentions.repo';

export { REMOVED_TEXT };

/** The person's files, removed once the anonymisation commits (a rollback keeps them, with their rows). */
export interface TForgottenFiles {
  avatars: string[];
  attachments: string[];
  documents: string[];
  bookingUploads: string[];
  /** Files given as questionnaire answers from the portal (answer-files). */
  answerFiles: string[];
}

/** Documents the venue keeps as books: its proofs of payment (INVOICE) and scanned contracts, not the client's uploads. */
const KEPT_DOCUMENT_CATEGORIES = ['CONTRACT', 'INVOICE'];

/**
 * The anonymisation itself, in the caller's transaction. Everything that names or reaches the person goes
 * (personal-data.ts lists every column and what happens to it); the books (invoices, payments, receipts,
 * refunds), signed contracts with their signatures and log, and the venue's own proofs of payment stay, as the
 * law requires, and keep pointing at the account, which now carries only the placeholder name.
 */
export async function anonymiseAccount(tx: TTx, userId: number, tag: string): Promise<TForgottenFiles> {
  const [person] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone, avatarKey: users.avatarKey })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) throw new Error(`no account ${userId}`);
  const placeholder = { name: `Deleted client ${tag}`, email: `deleted-${tag}@deleted.invalid`, phone: '(phone removed)' };
  const terms = forgetTerms(person, placeholder);
  const fullName = `${person.firstName} ${person.lastName}`.trim();
  const ownEvents = tx.select({ id: events.id }).from(events).where(eq(events.clientId, userId));
  const threads = tx.select({ id: messageThreads.id }).from(messageThreads).where(eq(messageThreads.clientId, userId));

  // Files first (their rows go below): the client's documents and every document that is not the venue's book,
  // every attachment of their conversations (both ways: shared with them is theirs too), booking uploads, and the
  // files given as questionnaire answers from the portal.
  const venueBook = and(inArray(eventDocuments.category, KEPT_DOCUMENT_CATEGORIES), sql`lower(${eventDocuments.uploadedByName}) <> lower(${fullName})`)!;
  const docs = await tx
    .delete(eventDocuments)
    .where(and(inArray(eventDocuments.eventId, ownEvents), sql`not (${venueBook})`))
    .returning({ key: eventDocuments.fileKey });
  const attachments = await tx
    .select({ key: messages.attachmentKey })
    .from(messages)
    .where(and(inArray(messages.threadId, threads), isNotNull(messages.attachmentKey)));
  await tx
    .update(messages)
    .set({ attachmentKey: null, attachmentName: null, attachmentMime: null, attachmentSize: null })
    .where(inArray(messages.threadId, threads));
  const sessions: SQL = or(
    eq(bookingSessions.clientId, userId),
    eq(bookingSessions.createdUserId, userId),
    // A guest's session is theirs when its contact step holds their address, exactly: another visitor's address
    // that merely contains theirs (joann@ for ann@) is another person's.
    sql`exists (select 1 from booking_steps st where st.flow_id = booking_sessions.flow_id and st.step_type = 'contact_info'
      and lower(trim(booking_sessions.booking_data -> (st.id::text) ->> 'email')) = ${person.email.trim().toLowerCase()})`,
  )!;
  const sessionIds = tx.select({ id: bookingSessions.id }).from(bookingSessions).where(sessions);
  const uploads = await tx.delete(bookingUploads).where(inArray(bookingUploads.sessionId, sessionIds)).returning({ key: bookingUploads.storageKey });
  const answerFiles = await tx.delete(eventAnswerFiles).where(inArray(eventAnswerFiles.eventId, ownEvents)).returning({ key: eventAnswerFiles.storageKey });

  // What others wrote about them, before their own rows lose the name the search looks for.
  await forgetMentions(tx, userId, terms);

  await tx
    .update(users)
    .set({
      // An address nobody can own (RFC 2606's .invalid), so the real one is free to sign up again.
      email: placeholder.email,
      firstName: 'Deleted',
      lastName: `client ${tag}`,
      phone: '',
      company: '',
      billingAddress: '',
      tin: '',
      avatarKey: null,
      avatarCheckedAt: null,
      // Not a hash any password verifies against; is_active false refuses sign-in before it is even checked.
      passwordHash: '!deleted',
      isActive: false,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));

  // Sessions, tokens, saved payment methods, and the counters and invitations keyed by their address.
  await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await tx.delete(streamTickets).where(eq(streamTickets.userId, userId));
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
  await tx.delete(paymentMethods).where(eq(paymentMethods.clientId, userId));
  await tx.delete(gatewayCustomers).where(eq(gatewayCustomers.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
  await tx.execute(sql`delete from rate_limits where position(${person.email.toLowerCase()} in lower(key)) > 0`);
  await tx.update(discountUses).set({ emailKey: '' }).where(eq(discountUses.clientId, userId));
  await tx
    .update(invitations)
    .set({ email: placeholder.email, firstName: 'Deleted', lastName: `client ${tag}` })
    .where(eq(invitations.userId, userId));
  await tx.delete(invitations).where(sql`${invitations.userId} is null and lower(${invitations.email}) = lower(${person.email})`);
  // What they sent from the contact form as a guest, found by their address or number.
  const phoneDigits = person.phone.replace(/\D/g, '').replace(/^(63|0)/, '');
  await tx.execute(
    sql`delete from contact_messages where lower(email) = lower(${person.email})
      or (${phoneDigits.length >= 7} and regexp_replace(phone, '[^0-9]', '', 'g') like ${`%${phoneDigits}`})`,
  );

  // Their inquiries (by account, address or number), and the name their site visits put on the calendar.
  const theirInquiries = sql`(client_id = ${userId} or lower(email) = lower(${person.email})
    or (${phoneDigits.length >= 7} and regexp_replace(phone, '[^0-9]', '', 'g') like ${`%${phoneDigits}`}))`;
  await tx.execute(
    sql`update facility_blocks set reason = ${INQUIRY_TEXT.siteVisitTitle} where id in (select site_visit_block_id from inquiries where ${theirInquiries})`,
  );
  await tx.execute(sql`delete from inquiries where ${theirInquiries}`);

  // What the client wrote: their messages, questionnaire answers, feedback, event preferences, booking data.
  await tx
    .update(messages)
    .set({ body: `<p>${REMOVED_TEXT}</p>`, senderName: placeholder.name })
    .where(and(inArray(messages.threadId, threads), eq(messages.fromVenue, false)));
  await tx.delete(questionnaireResponses).where(inArray(questionnaireResponses.eventId, ownEvents));
  await tx.delete(eventFeedback).where(inArray(eventFeedback.eventId, ownEvents));
  await tx
    .update(events)
    .set({ preferences: { special_requests: '', dietary_restrictions: '', communication_preferences: '' } })
    .where(eq(events.clientId, userId));
  await tx.update(quoteRequests).set({ message: '' }).where(eq(quoteRequests.clientId, userId));
  await tx
    .update(bookingSessions)
    .set({
      bookingData: {},
      validationErrors: {},
      accountPasswordHash: null,
      ipAddress: '',
      userAgent: '',
      referrerUrl: '',
      abandonReason: null,
      completionResult: null,
    })
    .where(sessions);

  // The communication records keep that something was sent and when, not to where or what it said. Messages
  // still waiting are not sent to a person who is gone.
  await tx
    .update(outboxMessages)
    .set({
      toAddress: sql`case when ${outboxMessages.channel} = 'SMS' then '' else ${placeholder.email} end`,
      deliveredTo: null,
      textBody: REMOVED_TEXT,
      htmlBody: null,
      body: null,
      attachments: null,
      status: sql`case when ${outboxMessages.status} = 'PENDING' then 'FAILED' else ${outboxMessages.status} end`,
      lastError: sql`case when ${outboxMessages.status} = 'PENDING' then 'Not sent: the account was deleted.' else ${outboxMessages.lastError} end`,
    })
    .where(eq(outboxMessages.clientId, userId));

  return {
    avatars: person.avatarKey ? [person.avatarKey] : [],
    attachments: attachments.map((a) => a.key!).filter(Boolean),
    documents: docs.map((d) => d.key),
    bookingUploads: uploads.map((u) => u.key),
    answerFiles: answerFiles.map((f) => f.key),
  };
}
