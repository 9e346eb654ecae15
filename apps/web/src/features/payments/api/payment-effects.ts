import { QUERY_ROOTS } from '@/lib/query-roots';

/**
 * What a charge makes stale, declared on every paying mutation (`meta.invalidates`): the payments root (lists,
 * invoices, summary and plans), the dashboard's financial figures, the events' payment chips and the search
 * results that list payments and invoices.
 */
export const PAYMENT_TOUCHES = [QUERY_ROOTS.payments, QUERY_ROOTS.dashboard, QUERY_ROOTS.events, QUERY_ROOTS.search] as const;

/** One new key per attempt: a retry of the same attempt (after no answer) sends the same key and body again. */
export const newIdempotencyKey = () => crypto.randomUUID();
export const idempotencyHeader = (key: string) => ({ 'Idempotency-Key': key });
