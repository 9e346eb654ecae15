/**
 * Where a charge goes when the gateway tells us something, in whatever order the news arrives: a webhook can
 * come twice, late, or before the browser's own confirmation. A success is final (money moved); a failure can
 * still be overtaken by a success (the payer retried the same intent); nothing goes back to processing.
 */
export type TChargeState = 'PROCESSING' | 'COMPLETED' | 'FAILED' | 'PENDING';
export type TChargeNews = 'succeeded' | 'failed' | 'processing';

/**
 * The states news of a success completes (settle answers COMPLETED; a PENDING payment is read as PROCESSING, as
 * the server's applyNews does): a write may complete a charge in one statement only where it stands in one of these.
 */
export const SUCCESS_COMPLETES = ['PROCESSING', 'PENDING', 'FAILED'] as const satisfies readonly TChargeState[];

export function settle(current: TChargeState, news: TChargeNews): TChargeState | null {
  if (current === 'COMPLETED') return null;
  if (news === 'succeeded') return 'COMPLETED';
  if (news === 'failed') return current === 'FAILED' ? null : 'FAILED';
  return null; // 'processing' never moves a charge: it is where a charge starts.
}
