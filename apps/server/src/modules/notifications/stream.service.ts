import type { TContext } from '../../context';
import { sha256 } from '../../lib/secure-token';
import { currentUser } from '../accounts/accounts.service';
import { spendStreamTicket } from './notifications.repo';

/**
 * Spends a stream ticket and answers who may listen: the ticket must be unused and at most a minute old, and
 * the sign-in it was issued under must still be alive (a logout in that minute ends it too).
 */
export async function openStream(ctx: TContext, ticket: string): Promise<{ userId: number; sessionId: string } | null> {
  const holder = await ctx.transact((tx) => spendStreamTicket(tx, sha256(ticket)));
  if (!holder) return null;
  const user = await currentUser(ctx, holder.userId, holder.sessionId);
  return user?.is_active ? holder : null;
}
