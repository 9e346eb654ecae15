import { and, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { TAdminPrivacyRequest, TPrivacyRequest, TPrivacyRequestStatus, TPrivacyRequestsQuery } from '@venue/shared/privacy/privacy-request.schema';
import type { TDb, TTx } from '../../db/client';
import { countAll, paginate } from '../../db/paginate';
import {
  bookingSessions,
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
  privacyRequests,
  questionnaireResponses,
  quoteRequests,
  refreshTokens,
  streamTickets,
  users,
} from '../../db/schema';

const requestColumns = {
  id: privacyRequests.id,
  userId: privacyRequests.userId,
  status: privacyRequests.status,
  reason: privacyRequests.reason,
  requestedAt: privacyRequests.requestedAt,
  decidedAt: privacyRequests.decidedAt,
  declineReason: privacyRequests.declineReason,
};
type TRequestRow = { id: number; userId: number; status: string; reason: string; requestedAt: Date; decidedAt: Date | null; declineReason: string };

const toRequest = (r: TRequestRow): TPrivacyRequest => ({
  id: r.id,
  status: r.status as TPrivacyRequestStatus,
  reason: r.reason,
  requested_at: r.requestedAt.toISOString(),
  decided_at: r.decidedAt?.toISOString() ?? null,
  decline_reason: r.declineReason,
});

export async function insertDeletionRequest(tx: TTx, userId: number, reason: string): Promise<TPrivacyRequest | null> {
  const [row] = await tx.insert(privacyRequests).values({ userId, reason }).onConflictDoNothing().returning(requestColumns);
  return row ? toRequest(row) : null;
}

export async function newestRequestOf(db: TDb | TTx, userId: number): Promise<TPrivacyRequest | null> {
  const [row] = await db.select(requestColumns).from(privacyRequests).where(eq(privacyRequests.userId, userId)).orderBy(desc(privacyRequests.id)).limit(1);
  return row ? toRequest(row) : null;
}

/** The request, locked for its decision, with the client it is about. */
export async function lockRequest(tx: TTx, id: number) {
  const [row] = await tx
    .select({ ...requestColumns, email: users.email, firstName: users.firstName, lastName: users.lastName, avatarKey: users.avatarKey })
    .from(privacyRequests)
    .innerJoin(users, eq(users.id, privacyRequests.userId))
    .where(eq(privacyRequests.id, id))
    .for('update', { of: privacyRequests });
  return row ?? null;
}

export async function decideRequest(
  tx: TTx,
  id: number,
  d: { status: 'COMPLETED' | 'DECLINED'; byUserId: number; byName: string; declineReason?: string; keptName?: string },
): Promise<TPrivacyRequest> {
  const [row] = await tx
    .update(privacyRequests)
    .set({
      status: d.status,
      decidedAt: new Date(),
      decidedByUserId: d.byUserId,
      decidedByName: d.byName,
      declineReason: d.declineReason ?? '',
      keptName: d.keptName ?? '',
    })
    .where(eq(privacyRequests.id, id))
    .returning(requestColumns);
  return toRequest(row!);
}

export async function listRequestRows(db: TDb, q: TPrivacyRequestsQuery): Promise<{ count: number; results: TAdminPrivacyRequest[] }> {
  const where = q.status ? eq(privacyRequests.status, q.status) : undefined;
  // Waiting requests first, oldest first (they are the admin's queue); decided ones after, newest first.
  const order = [
    sql`case when ${privacyRequests.status} = 'PENDING' then 0 else 1 end`,
    sql`case when ${privacyRequests.status} = 'PENDING' then ${privacyRequests.requestedAt} end asc`,
    desc(privacyRequests.decidedAt),
    desc(privacyRequests.id),
  ];
  const { rows, count } = await paginate(
    q,
    (w) =>
      db
        .select({
          ...requestColumns,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          decidedByName: privacyRequests.decidedByName,
          keptName: privacyRequests.keptName,
        })
        .from(privacyRequests)
        .innerJoin(users, eq(users.id, privacyRequests.userId))
        .where(where)
        .orderBy(...order)
        .limit(w.limit)
        .offset(w.offset),
    async () => (await db.select({ n: countAll }).from(privacyRequests).where(where))[0]!.n,
  );
  return {
    count,
    results: rows.map((r) => ({
      ...toRequest(r),
      client_id: r.userId,
      // A deleted account's placeholder means nothing to the admin: the name kept on the request does, and no address.
      client_name: r.keptName || `${r.firstName} ${r.lastName}`.trim(),
      client_email: r.keptName ? '' : r.email,
      decided_by_name: r.decidedByName,
    })),
  };
}

export const REMOVED_TEXT = 'Removed at the client’s request.';

/**
 * The anonymisation itself, in the caller's transaction. Everything that names or reaches the person goes; the
 * books (invoices, payments, receipts), signed contracts and their signature records stay, as the law requires,
 * and keep pointing at the account, which now carries only the placeholder name. Answers the files to remove
 * once it commits.
 */
export async function anonymiseAccount(tx: TTx, userId: number, tag: string): Promise<{ avatarKey: string | null; attachmentKeys: string[] }> {
  const [before] = await tx.select({ avatarKey: users.avatarKey }).from(users).where(eq(users.id, userId));
  await tx
    .update(users)
    .set({
      // An address nobody can own (RFC 2606's .invalid), so the real one is free to sign up again.
      email: `deleted-${tag}@deleted.invalid`,
      firstName: 'Deleted',
      lastName: `client ${tag}`,
      phone: '',
      company: '',
      avatarKey: null,
      avatarCheckedAt: null,
      // Not a hash any password verifies against; is_active false refuses sign-in before it is even checked.
      passwordHash: '!deleted',
      isActive: false,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));

  // Sessions, tokens and saved payment methods.
  await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await tx.delete(streamTickets).where(eq(streamTickets.userId, userId));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
  await tx.delete(paymentMethods).where(eq(paymentMethods.clientId, userId));
  await tx.delete(gatewayCustomers).where(eq(gatewayCustomers.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
  await tx
    .update(invitations)
    .set({ email: `deleted-${tag}@deleted.invalid`, firstName: 'Deleted', lastName: `client ${tag}` })
    .where(eq(invitations.userId, userId));

  // What the client wrote: their messages (and attachments), questionnaire answers, event preferences, booking data.
  const threads = tx.select({ id: messageThreads.id }).from(messageThreads).where(eq(messageThreads.clientId, userId));
  const own: SQL = and(inArray(messages.threadId, threads), eq(messages.fromVenue, false))!;
  const attachments = await tx
    .select({ key: messages.attachmentKey })
    .from(messages)
    .where(and(own, isNotNull(messages.attachmentKey)));
  await tx
    .update(messages)
    .set({
      body: `<p>${REMOVED_TEXT}</p>`,
      senderName: `Deleted client ${tag}`,
      attachmentKey: null,
      attachmentName: null,
      attachmentMime: null,
      attachmentSize: null,
    })
    .where(own);
  const ownEvents = tx.select({ id: events.id }).from(events).where(eq(events.clientId, userId));
  await tx.delete(questionnaireResponses).where(inArray(questionnaireResponses.eventId, ownEvents));
  await tx
    .update(events)
    .set({ preferences: { special_requests: '', dietary_restrictions: '', communication_preferences: '' } })
    .where(eq(events.clientId, userId));
  await tx.update(quoteRequests).set({ message: '' }).where(eq(quoteRequests.clientId, userId));
  await tx
    .update(bookingSessions)
    .set({ bookingData: {}, accountPasswordHash: null, ipAddress: '', userAgent: '', referrerUrl: '', completionResult: null })
    .where(or(eq(bookingSessions.clientId, userId), eq(bookingSessions.createdUserId, userId)));

  // The communication records keep that something was sent and when, not to where or what it said. Messages
  // still waiting are not sent to a person who is gone.
  await tx
    .update(outboxMessages)
    .set({
      toAddress: sql`case when ${outboxMessages.channel} = 'SMS' then '' else ${`deleted-${tag}@deleted.invalid`} end`,
      deliveredTo: null,
      textBody: REMOVED_TEXT,
      htmlBody: null,
      body: null,
      attachments: null,
      status: sql`case when ${outboxMessages.status} = 'PENDING' then 'FAILED' else ${outboxMessages.status} end`,
      lastError: sql`case when ${outboxMessages.status} = 'PENDING' then 'Not sent: the account was deleted.' else ${outboxMessages.lastError} end`,
    })
    .where(eq(outboxMessages.clientId, userId));

  return { avatarKey: before?.avatarKey ?? null, attachmentKeys: attachments.map((a) => a.key!).filter(Boolean) };
}
