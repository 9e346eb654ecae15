import type { TTx } from '../db/client';
import type { TEffects } from './transaction';

/** A charge that has just become final (money taken, or the attempt failed for good). */
export interface TSettledPayment {
  id: number;
  eventId: number;
  invoiceId: number | null;
  number: string;
  amount: string;
  currency: string;
  status: 'COMPLETED' | 'FAILED';
  /**
   * The official receipt's number (null for a failed charge). A settlement takes a new number only when first
   * asked, and as late as it can: the number's series row stays locked until the commit, and every other
   * settlement queues on it.
   */
  receipt: () => Promise<string | null>;
  paymentType: string | null;
  failureMessage: string | null;
}

/**
 * Runs inside the transaction that settled the charge, with its payment row locked: whatever waits on the charge
 * (an online booking whose payer had to confirm it) changes in the same commit as the money, exactly once, however
 * the news arrived (the browser's repeat, a webhook, the stale-charge job). Kept in lib so the payments module need
 * not know who listens.
 */
export type TPaymentSettledHook = (tx: TTx, effects: TEffects, payment: TSettledPayment) => Promise<void>;
