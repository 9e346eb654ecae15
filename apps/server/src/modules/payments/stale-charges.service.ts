import { and, eq, lt, sql } from 'drizzle-orm';
import { payments } from '../../db/schema';
import type { TContext } from '../../context';
import type { TCardDetails, TPaymentGateway } from '../../lib/gateways/gateway';
import { purgeIdempotencyKeys } from '../../lib/idempotency';
import { lockPayment, updatePayment } from './charges.repo';
import { findCharge } from './gateway-calls';
import { applyNews } from './settle.service';

/** A charge the payer walked away from (3-D Secure never answered, the wallet page closed) holds its amount this long. */
export const STALE_CHARGE_MINUTES = 30;
const NOT_COMPLETED = 'Payment was not completed';

/** What the gateway says about a stale charge: settle it (with the reference it goes by there), or ask again later. */
type TVerdict =
  { news: 'succeeded'; providerRef: string; card?: TCardDetails } | { news: 'failed'; providerRef: string | null; message: string } | { news: 'wait' };

/**
 * The gateway's word on a charge, asked by its reference there or, when the process that charged died before
 * recording the answer (no reference), by our payment number. Nothing is marked failed that the gateway may have
 * captured: a charge still waiting on its payer is cancelled there first (a payer who finished meanwhile is paid),
 * one still processing there is asked again later. Throws when the gateway does not answer.
 */
export async function askAboutStaleCharge(adapter: TPaymentGateway, row: { number: string; providerRef: string | null }): Promise<TVerdict> {
  const found = await findCharge(adapter, row);
  if (found === 'unknown') return { news: 'wait' };
  if (!found) return { news: 'failed', providerRef: null, message: NOT_COMPLETED };
  if (found.status === 'requires_action' && adapter.cancel) {
    // Walked away at the confirmation step: cancel there, so a late approval cannot take money we let go of.
    const after = await adapter.cancel(found.providerRef);
    if (after.status === 'succeeded') return { news: 'succeeded', providerRef: after.providerRef, card: after.card };
    if (after.status === 'failed') return { news: 'failed', providerRef: found.providerRef, message: NOT_COMPLETED };
    return { news: 'wait' };
  }
  switch (found.status) {
    case 'succeeded':
      return { news: 'succeeded', providerRef: found.providerRef, card: found.card };
    case 'failed':
      return { news: 'failed', providerRef: found.providerRef ?? null, message: found.message };
    case 'requires_action': // a wallet page left open past the hold: its gateway cannot cancel it (as before)
      return { news: 'failed', providerRef: found.providerRef, message: NOT_COMPLETED };
    default: // processing (held for review), offline: money may still move, so it keeps its hold
      return { news: 'wait' };
  }
}

/**
 * The recovery job for charges left PROCESSING past the hold: the payer walked away, or the process died between
 * the gateway's charge and its recording. Each is settled by the gateway's own word (askAboutStaleCharge): what
 * succeeded completes with the usual effects, what the gateway never took fails, so the held balance is free again.
 * Each row is claimed with SKIP LOCKED, so several server processes running this at once never settle one charge
 * twice. Also drops idempotency keys past their window.
 */
export async function settleStaleCharges(ctx: TContext, limit = 50): Promise<number> {
  let settled = 0;
  for (let i = 0; i < limit; i++) {
    // Claim one: SKIP LOCKED plus a fresh updated_at keeps other processes off it while the gateway is asked
    // outside any transaction (never hold a row lock across a network call).
    const claimed = await ctx.transact(async (tx) => {
      const [row] = await tx
        .select({ id: payments.id, number: payments.number, gatewayCode: payments.gatewayCode, providerRef: payments.providerRef })
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
    let verdict: TVerdict;
    try {
      // A gateway no longer configured here cannot be asked, nor can it take money from this server any more.
      verdict = adapter ? await askAboutStaleCharge(adapter, claimed) : { news: 'failed', providerRef: null, message: NOT_COMPLETED };
    } catch {
      continue; // unreachable gateway: the claim's fresh updated_at brings it back in a later round
    }
    if (verdict.news === 'wait') continue;
    await ctx.transact(async (tx, effects) => {
      const row = await lockPayment(tx, { id: claimed.id });
      if (!row) return;
      if (!row.providerRef && verdict.providerRef) await updatePayment(tx, row.id, { providerRef: verdict.providerRef });
      await applyNews(ctx, tx, effects, row, verdict.news, verdict.news === 'failed' ? { failureMessage: verdict.message } : { card: verdict.card });
    });
    settled++;
  }
  await purgeIdempotencyKeys(ctx.db);
  return settled;
}
