import type { z } from 'zod';
import { INVITATION_DAYS, INVITATION_INVALID, type TInvitationDetails, type ZInvitationAcceptRequest } from '@venue/shared/accounts/invitation.schema';
import { EMAIL_TAKEN } from '@venue/shared/accounts/register.schema';
import type { TAuthResponse } from '@venue/shared/accounts/user.schema';
import type { TRole } from '@venue/shared/accounts/roles';
import type { TContext } from '../../context';
import { recordAudit, type TAuditActor } from '../../lib/audit';
import type { TTx } from '../../db/client';
import { reserveHashing } from './throttle';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import { newToken } from '../../lib/secure-token';
import { queueMail } from '../outbox/outbox.service';
import { invitationMail, staffInvitationMail } from './emails';
import { findInvitationForUpdate, insertInvitation, markInvitationAccepted } from './invitations.repo';
import { startSession } from './sessions.service';
import { emailExists, insertUser } from './users.repo';

const invalid = () => new AppError(404, INVITATION_INVALID);

export interface TNewInvitation {
  email: string;
  firstName: string;
  lastName: string;
  /** The role of the account it creates: clients are invited by staff, staff and admins by admins. */
  role?: TRole;
}

/** Who invited, for the audit log: a person in the console, or a command line tool. */
export interface TInvitedBy {
  actor: TAuditActor;
  ip: string | null;
}

/**
 * Venue-side action (staff and admin API, CLI): creates the invitation, queues its e-mail and records the audit
 * entry in one transaction. The invitation's id is its secret link, so the audit names it by e-mail.
 */
export async function createInvitation(ctx: TContext, input: TNewInvitation, by: TInvitedBy): Promise<{ id: string; url: string }> {
  if (await emailExists(ctx.db, input.email)) throw new AppError(409, EMAIL_TAKEN);
  const id = newToken();
  const url = `${ctx.config.publicUrl}/accept-invitation/${id}`;
  const role = input.role ?? 'client';
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
  await ctx.transact(async (tx, effects) => {
    await insertInvitation(tx, { id, email: input.email, firstName: input.firstName, lastName: input.lastName, role, expiresAt });
    const name = `${input.firstName} ${input.lastName}`.trim();
    await queueMail(tx, role === 'client' ? invitationMail(input.email, name, url) : staffInvitationMail(input.email, name, role, url));
    await recordAudit(tx, by.actor, by.ip, {
      action: role === 'client' ? 'invitation.create' : 'staff_invitation.create',
      objectType: 'invitation',
      objectId: input.email,
      after: { email: input.email, first_name: input.firstName, last_name: input.lastName, role, expires_at: expiresAt.toISOString() },
    });
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
      const user = await insertUser(tx, { email: row.email, passwordHash, firstName: row.firstName, lastName: row.lastName, role: row.role });
      await markInvitationAccepted(tx, id, user.id);
      return startSession(ctx, tx, user, false);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, EMAIL_TAKEN);
    throw err;
  }
}
