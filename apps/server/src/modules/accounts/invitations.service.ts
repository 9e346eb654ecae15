import type { z } from 'zod';
import { INVITATION_DAYS, INVITATION_INVALID, type TInvitationDetails, type ZInvitationAcceptRequest } from '@venue/shared/accounts/invitation.schema';
import { EMAIL_TAKEN } from '@venue/shared/accounts/register.schema';
import type { TAuthResponse } from '@venue/shared/accounts/user.schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import { reserveHashing } from './throttle';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import { newToken } from '../../lib/secure-token';
import { queueMail } from '../outbox/outbox.service';
import { invitationMail } from './emails';
import { findInvitationForUpdate, insertInvitation, markInvitationAccepted } from './invitations.repo';
import { startSession } from './sessions.service';
import { emailExists, insertUser } from './users.repo';

const invalid = () => new AppError(404, INVITATION_INVALID);

export interface TNewInvitation {
  email: string;
  firstName: string;
  lastName: string;
}

/** Staff-side action (staff API and CLI): creates the invitation and queues its e-mail in one transaction. */
export async function createInvitation(ctx: TContext, input: TNewInvitation): Promise<{ id: string; url: string }> {
  if (await emailExists(ctx.db, input.email)) throw new AppError(409, EMAIL_TAKEN);
  const id = newToken();
  const url = `${ctx.config.publicUrl}/accept-invitation/${id}`;
  await ctx.transact(async (tx, effects) => {
    await insertInvitation(tx, { id, ...input, expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000) });
    await queueMail(tx, invitationMail(input.email, `${input.firstName} ${input.lastName}`.trim(), url));
    effects.after(ctx.mailQueued);
  });
  return { id, url };
}

async function openInvitation(tx: TTx, id: string) {
  const row = await findInvitationForUpdate(tx, id);
  if (!row || row.acceptedAt || row.expiresAt.getTime() <= Date.now()) throw invalid();
  return row;
}

export async function invitationDetails(ctx: TContext, id: string): Promise<TInvitationDetails> {
  const row = await openInvitation(ctx.db, id);
  return { client_name: `${row.firstName} ${row.lastName}`.trim(), client: { email: row.email }, created_at: row.createdAt.toISOString() };
}

export async function acceptInvitation(ctx: TContext, id: string, input: z.output<typeof ZInvitationAcceptRequest>, ip: string): Promise<TAuthResponse> {
  // The invitation is checked before any hashing: a junk id costs one lookup, never a hash.
  await openInvitation(ctx.db, id);
  await reserveHashing(ctx.db, ip);
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.transact(async (tx) => {
      const row = await openInvitation(tx, id);
      const user = await insertUser(tx, { email: row.email, passwordHash, firstName: row.firstName, lastName: row.lastName });
      await markInvitationAccepted(tx, id, user.id);
      return startSession(ctx, tx, user, false);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, EMAIL_TAKEN);
    throw err;
  }
}
