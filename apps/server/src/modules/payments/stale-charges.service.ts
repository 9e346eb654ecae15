import { and, eq, lt, sql } from 'drizzle-orm';
import { payments } from '../../db/schema';
import type { TContext } from '../../context';
import { purgeIdempotencyKeys } from '../../lib/idempotency';
import { lockPayment } from './charges.repo';
import { applyNews } from './settle.service';

/** A charge the payer walked away from (3-D Secure never answered, the wallet page closed) holds its amount this long. */
export const STALE_CHARGE_MINUTES = 30;

/**
 * Settles charges left PROCESSING: the gateway is asked once more; what succeeded completes, anything else
 * fails, so the held balance is free again. Each row is claimed with SKIP LOCKED, so several server processes
 * running this at once never settle one charge twice. Also drops idempotency keys past their window.
 */
export async function settleStaleCharges(ctx: TContext, limit = 50): Promise<number> {
  let settled = 0;
  for (let i = 0; i < limit; i++) {
    // Claim one: SKIP LOCKED plus a fresh updated_at keeps other processes off it while the gateway is asked
    // outside any transaction (never hold a row lock across a network call).
    const claimed = await ctx.transact(async (tx) => {
      const [row] = await tx
        .select({ id: payments.id, gatewayCode: payments.gatewayCode, providerRef: payments.providerRef })
        .from(payments)
        .where(and(eq(payments.status, 'PROCESSING'), lt(payments.updatedAt, sql`now() - make_interval(mins => ${STALE_CHARGE_MINUTES})`)))
        .orderBy(payments.updatedAt)
        .limit(1)
        .for('update', { skipLocked: true });
      if (row)
        await tx
          .update(payments)
          .set({ updatedAt: sql`now()` })
          .where(eq(payments.id, row.id));
      return row ?? null;
    });
    if (!claimed) break;
    const adapter = claimed.gatewayCode ? ctx.gateways.get(claimed.gatewayCode) : undefined;
    let news: 'succeeded' | 'failed' = 'failed';
    let message = 'Payment was not completed';
    if (adapter && claimed.providerRef) {
      try {
        const result = await adapter.retrieve(claimed.providerRef);
        if (result.status === 'succeeded') news = 'succeeded';
        else if (result.status === 'failed') message = result.message;
      } catch {
        continue; // unreachable gateway: the claim's fresh updated_at brings it back in a later round
      }
    }
    await ctx.transact(async (tx, effects) => {
      const row = await lockPayment(tx, { id: claimed.id });
      if (row) await applyNews(ctx, tx, effects, row, news, { failureMessage: message });
    });
    settled++;
  }
  await purgeIdempotencyKeys(ctx.db);
  return settled;
}
