import type { z } from 'zod';
import { EMAIL_TAKEN } from '@venue/shared/accounts/register.schema';
import type { TUser } from '@venue/shared/accounts/user.schema';
import type { TPageQuery } from '@venue/shared/common/paged.schema';
import {
  LAST_ADMIN,
  STAFF_ACCOUNT_NOT_FOUND,
  type TStaffAccount,
  type ZStaffAccountUpdateRequest,
  type ZStaffInvitationRequest,
} from '@venue/shared/staff/admin.schema';
import type { TContext } from '../../context';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import { newToken } from '../../lib/secure-token';
import { createInvitation } from './invitations.service';
import { issuePasswordLink } from './password-reset.service';
import { revokeAllForUser } from './tokens.repo';
import { emailExists, insertUser, listVenueAccountRows, lockActiveAdmins, lockVenueAccount, setRoleAndActivity } from './users.repo';

/** The venue's own accounts: admins invite staff and admins, change their role, switch them off. */

const toAccount = (u: TUser): TStaffAccount => ({
  id: u.id,
  email: u.email,
  first_name: u.first_name,
  last_name: u.last_name,
  role: u.role,
  is_active: u.is_active,
  date_joined: u.date_joined,
});

export async function listStaffAccounts(ctx: TContext, q: TPageQuery) {
  const { count, results } = await listVenueAccountRows(ctx.db, q);
  return { count, results: results.map(toAccount) };
}

/** The invitation creates an account with the given role when accepted (see acceptInvitation). */
export const inviteStaff = (ctx: TContext, actor: TActor, ip: string, body: z.output<typeof ZStaffInvitationRequest>) =>
  createInvitation(ctx, { email: body.email, firstName: body.first_name, lastName: body.last_name, role: body.role }, { actor, ip });

/**
 * Changes a staff or admin account's role or activity; never leaves the venue without an active admin. Switching
 * an account off ends its sign-ins at once, and any change reaches every process's sign-in check.
 */
export async function updateStaffAccount(ctx: TContext, actor: TActor, ip: string, id: number, body: z.output<typeof ZStaffAccountUpdateRequest>) {
  return ctx.transact(async (tx, effects) => {
    const admins = await lockActiveAdmins(tx);
    const before = await lockVenueAccount(tx, id);
    if (!before) throw new AppError(404, STAFF_ACCOUNT_NOT_FOUND);
    const role = body.role ?? before.role;
    const isActive = body.is_active ?? before.is_active;
    const removesAnAdmin = before.role === 'admin' && before.is_active && !(role === 'admin' && isActive);
    if (removesAnAdmin && admins.filter((a) => a !== id).length === 0) throw new AppError(409, LAST_ADMIN);
    const after = await setRoleAndActivity(tx, id, { role, isActive });
    if (before.is_active && !isActive) await revokeAllForUser(tx, id);
    await recordAudit(tx, actor, ip, {
      action: 'staff_account.update',
      objectType: 'user',
      objectId: id,
      before: { role: before.role, is_active: before.is_active },
      after: { role: after.role, is_active: after.is_active },
    });
    effects.after(() => ctx.signIns.changed(id));
    return toAccount(after);
  });
}

/** How long the set-password link of a new admin works. */
export const SET_PASSWORD_HOURS = 72;
const CLI_ACTOR: TAuditActor = { userId: null, name: 'npm run create-admin', role: 'system' };

/**
 * The first admin of a fresh install (or another one, from the server's shell): an account whose password
 * nobody knows (a random one, hashed like any other, so sign-in behaves and costs the same) and a set-password
 * link through the reset flow. Refuses an address that has an account.
 */
export async function createAdminAccount(ctx: TContext, input: { email: string; firstName: string; lastName: string }) {
  if (await emailExists(ctx.db, input.email)) throw new AppError(409, EMAIL_TAKEN);
  const passwordHash = await hashPassword(newToken());
  try {
    return await ctx.transact(async (tx) => {
      const user = await insertUser(tx, { email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName, role: 'admin' });
      const link = await issuePasswordLink(ctx, tx, user.id, SET_PASSWORD_HOURS);
      await recordAudit(tx, CLI_ACTOR, null, { action: 'admin.create', objectType: 'user', objectId: user.id, after: toAccount(user) });
      return { user: toAccount(user), link };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, EMAIL_TAKEN);
    throw err;
  }
}
