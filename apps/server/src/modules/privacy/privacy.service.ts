import { randomBytes } from 'node:crypto';
import type { TUser } from '@venue/shared/accounts/user.schema';
import {
  DELETION_REQUEST_PENDING,
  REQUEST_ALREADY_DECIDED,
  type TMyDeletionRequest,
  type TPrivacyRequest,
  type TPrivacyRequestsQuery,
} from '@venue/shared/privacy/privacy-request.schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { AppError, conflict } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { AVATAR_AREA } from '../accounts/avatar.service';
import { UPLOADS_AREA } from '../booking/uploads.service';
import { ANSWER_FILES_AREA } from '../questionnaires/answer-files.service';
import { DOCUMENTS_AREA } from '../events/documents.service';
import { ATTACHMENTS_AREA } from '../messages/attachments.service';
import { sealSignedContractsOf } from '../contracts/contracts.service';
import { queueMail } from '../outbox/outbox.service';
import { deletionCompletedMail, deletionDeclinedMail, deletionRequestedMail } from './privacy-emails';
import { anonymiseAccount } from './anonymise.repo';
import { decideRequest, insertDeletionRequest, listRequestRows, lockRequest, newestRequestOf, pendingRequestUser } from './privacy.repo';

const NOT_FOUND = 'Privacy request not found.';
/** What the audit log calls a request: never the person's name, which the deletion removes. */
const auditName = (id: number) => ({ name: `Deletion request #${id}` });

export const myDeletionRequest = async (ctx: TContext, actor: TActor): Promise<TMyDeletionRequest> => ({
  request: await newestRequestOf(ctx.db, actor.userId),
});

/** A client asks for deletion: one waiting request at a time; the client hears by e-mail that it arrived. */
export function requestDeletion(ctx: TContext, user: TUser, actor: TActor, ip: string, reason: string): Promise<TPrivacyRequest> {
  return ctx.transact(async (tx, effects) => {
    const request = await insertDeletionRequest(tx, user.id, reason);
    if (!request) throw conflict(DELETION_REQUEST_PENDING);
    await recordAudit(tx, actor, ip, {
      action: 'privacy_request.create',
      objectType: 'privacy_request',
      objectId: request.id,
      after: { ...auditName(request.id), status: request.status, reason },
    });
    await queueMail(tx, { ...deletionRequestedMail(user.email, user.first_name, `${ctx.config.publicUrl}/profile`), clientId: user.id });
    effects.after(ctx.mailQueued);
    return request;
  });
}

export const listPrivacyRequests = (ctx: TContext, q: TPrivacyRequestsQuery) => listRequestRows(ctx.db, q);

async function pendingRequest(tx: TTx, id: number) {
  const row = await lockRequest(tx, id);
  if (!row) throw new AppError(404, NOT_FOUND);
  if (row.status !== 'PENDING') throw conflict(REQUEST_ALREADY_DECIDED);
  return row;
}

/**
 * An admin confirms: the account is anonymised in this one transaction (privacy.repo.ts says what goes and what
 * stays), the request keeps the name the kept books were issued to, and the client hears at the address the
 * account had, once it is committed. Their files (avatar, attachments, documents, booking uploads) go after the
 * commit, so a rollback keeps them with their rows.
 */
export async function confirmDeletion(ctx: TContext, actor: TActor, ip: string, id: number): Promise<TPrivacyRequest> {
  // A signed contract not sealed yet would be sealed at its first download, from the rewritten name and events:
  // it is sealed now, from the data as signed. A sealing that fails refuses the deletion (500), to be tried again.
  const userId = await pendingRequestUser(ctx.db, id);
  if (userId !== null) await sealSignedContractsOf(ctx, actor, userId);
  return ctx.transact(async (tx, effects) => {
    const row = await pendingRequest(tx, id);
    const keptName = `${row.firstName} ${row.lastName}`.trim();
    // A short tag tells placeholders apart ("Deleted client 7f3a") without saying who was behind them.
    const tag = randomBytes(2).toString('hex') + row.userId.toString(36);
    const files = await anonymiseAccount(tx, row.userId, tag);
    const decided = await decideRequest(tx, id, { status: 'COMPLETED', byUserId: actor.userId, byName: actor.name, keptName });
    await recordAudit(tx, actor, ip, {
      action: 'privacy_request.confirm',
      objectType: 'privacy_request',
      objectId: id,
      before: { ...auditName(id), status: 'PENDING' },
      after: { ...auditName(id), status: decided.status, client_id: row.userId },
    });
    await queueMail(tx, deletionCompletedMail(row.email, row.firstName, `${ctx.config.publicUrl}/`));
    effects.after(ctx.mailQueued);
    effects.after(() => ctx.signIns.changed(row.userId));
    effects.after(async () => {
      for (const [area, keys] of [
        [AVATAR_AREA, files.avatars],
        [ATTACHMENTS_AREA, files.attachments],
        [DOCUMENTS_AREA, files.documents],
        [UPLOADS_AREA, files.bookingUploads],
        [ANSWER_FILES_AREA, files.answerFiles],
      ] as const)
        for (const key of keys) await ctx.storage.remove(area, key);
    });
    return decided;
  });
}

/** An admin declines with a reason, which the client reads on their profile and in an e-mail. */
export function declineDeletion(ctx: TContext, actor: TActor, ip: string, id: number, reason: string): Promise<TPrivacyRequest> {
  return ctx.transact(async (tx, effects) => {
    const row = await pendingRequest(tx, id);
    const decided = await decideRequest(tx, id, { status: 'DECLINED', byUserId: actor.userId, byName: actor.name, declineReason: reason });
    await recordAudit(tx, actor, ip, {
      action: 'privacy_request.decline',
      objectType: 'privacy_request',
      objectId: id,
      before: { ...auditName(id), status: 'PENDING' },
      after: { ...auditName(id), status: decided.status, decline_reason: reason },
    });
    await queueMail(tx, { ...deletionDeclinedMail(row.email, row.firstName, reason, `${ctx.config.publicUrl}/profile`), clientId: row.userId });
    effects.after(ctx.mailQueued);
    return decided;
  });
}
