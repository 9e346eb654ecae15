import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { cardBrand, DECLINE_MESSAGES, luhnValid, testCardOutcome, type TTestCardOutcome } from '@venue/shared/payments/test-cards';
import type { TDb } from '../../db/client';
import { testGatewayCharges } from '../../db/schema';
import { crashPoint } from '../fault-injection';
import { CardRefusedError, GatewayUnavailableError, type TCardDetails, type TChargeResult, type TPaymentGateway } from './gateway';

/**
 * The built-in gateway: behaves like a card processor with fixed outcomes by card number, so the whole money
 * path (success, decline, an extra confirmation step, a gateway that does not answer) runs with no keys.
 * Its ledger lives in the database so several server processes agree, as they would with a real gateway.
 *
 * A card token carries only what a real token would reveal (brand, last four, expiry) plus the outcome; the
 * full number never leaves the tokenising call.
 */
interface TTokenBody {
  lastFour: string;
  brand: string;
  expMonth: number;
  expYear: number;
  outcome: TTestCardOutcome;
  /** Kept on the ledger: the method a charge was made with, so retrieve() can name it like charge() does. */
  methodRef?: string;
}
const TOKEN_PREFIX = 'tok_test_';
/** Stripe's words for a cancelled charge, so both card gateways tell the payer the same. */
const CANCELED = 'The payment was canceled.';
const METHOD_PREFIX = 'pm_test_';

export class CardInputError extends Error {
  constructor(
    readonly field: 'number' | 'exp_month' | 'exp_year' | 'cvc',
    message: string,
  ) {
    super(message);
  }
}

/**
 * A token is `tok_test_<body>.<nonce>.<mac>`: the MAC (HMAC-SHA256 under the instance secret) covers the body and the
 * nonce, so a payer cannot edit a declined card's token into a paying one. A saved method (`pm_test_`) keeps the
 * same tail, so it stays valid when the token is kept.
 */
const macOf = (secret: string, signed: string) => {
  if (!secret) throw new Error('the test gateway needs the instance secret to sign card tokens');
  return createHmac('sha256', secret).update(`test-gateway-card-token:${signed}`).digest('base64url');
};

/** Card details in, a one-time token out; refuses what a processor would refuse before charging. */
export function tokenizeTestCard(secret: string, input: { number: string; exp_month: number; exp_year: number; cvc: string }, today = new Date()) {
  const digits = input.number.replace(/[\s-]/g, '');
  if (!luhnValid(digits)) throw new CardInputError('number', 'Your card number is incorrect.');
  const year = input.exp_year < 100 ? 2000 + input.exp_year : input.exp_year;
  const endOfExpiry = Date.UTC(year, input.exp_month, 1);
  if (endOfExpiry <= today.getTime()) throw new CardInputError('exp_year', "Your card's expiration date is in the past.");
  const body: TTokenBody = { lastFour: digits.slice(-4), brand: cardBrand(digits), expMonth: input.exp_month, expYear: year, outcome: testCardOutcome(digits) };
  const signed = `${Buffer.from(JSON.stringify(body)).toString('base64url')}.${randomBytes(6).toString('hex')}`;
  const id = `${TOKEN_PREFIX}${signed}.${macOf(secret, signed)}`;
  return { id, card: { brand: body.brand, last_four: body.lastFour, exp_month: body.expMonth, exp_year: body.expYear } };
}

/** The token's body when its MAC verifies (compared in constant time); null for anything else, tampered or not ours. */
function readToken(secret: string, ref: string): TTokenBody | null {
  const prefix = ref.startsWith(TOKEN_PREFIX) ? TOKEN_PREFIX : ref.startsWith(METHOD_PREFIX) ? METHOD_PREFIX : null;
  if (!prefix) return null;
  const tail = ref.slice(prefix.length);
  const cut = tail.lastIndexOf('.');
  if (cut < 0) return null;
  const signed = tail.slice(0, cut);
  const given = Buffer.from(tail.slice(cut + 1));
  const expected = Buffer.from(macOf(secret, signed));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const body = JSON.parse(Buffer.from(signed.split('.')[0]!, 'base64url').toString('utf8')) as TTokenBody;
    if (typeof body.lastFour !== 'string' || !/^\d{4}$/.test(body.lastFour) || typeof body.outcome !== 'string') return null;
    return body;
  } catch {
    return null;
  }
}

const cardOf = (ref: string, t: TTokenBody): TCardDetails => ({
  // Saved, the card keeps a method reference (the token itself is single-use in spirit; tests need not enforce it).
  providerRef: ref.startsWith(METHOD_PREFIX) ? ref : METHOD_PREFIX + ref.slice(TOKEN_PREFIX.length),
  lastFour: t.lastFour,
  brand: t.brand,
  expMonth: t.expMonth,
  expYear: t.expYear,
});

export function createTestGateway(db: TDb, secret: string): TPaymentGateway {
  const p = sql.placeholder;
  let recordStatement: { execute(values: Record<string, unknown>): Promise<unknown> } | undefined;
  /** Writes the charge to the ledger; false when the reference was charged before (the first charge stands). */
  const record = async (ref: string, amountMinor: bigint, currency: string, status: string, t: TTokenBody) => {
    // Prepared on first use: every test charge writes one ledger row.
    recordStatement ??= db
      .insert(testGatewayCharges)
      .values({ ref: p('ref'), amountMinor: p('amountMinor'), currency: p('currency'), status: p('status'), card: p('card') })
      .onConflictDoNothing()
      .returning({ ref: testGatewayCharges.ref })
      .prepare('test_gateway_record');
    const rows = (await recordStatement.execute({ ref, amountMinor, currency, status, card: t })) as unknown[];
    return rows.length > 0;
  };
  /**
   * The ledger's reference for our payment number: derived (keyed, so it cannot be guessed from the number), so a
   * repeated charge of one payment is the same charge (Stripe's idempotency key) and a charge whose answer was
   * lost is found again by its number.
   */
  const refFor = (reference: string) => `tpi_${createHmac('sha256', secret).update(`test-gateway-charge:${reference}`).digest('hex').slice(0, 24)}`;
  const resultOf = (ref: string, status: string, card: TTokenBody | null): TChargeResult => {
    if (status === 'succeeded') return { status: 'succeeded', providerRef: ref, card: card?.methodRef ? cardOf(card.methodRef, card) : undefined };
    if (status === 'requires_action' || status === 'requires_payment_method')
      return { status: 'requires_action', providerRef: ref, clientSecret: `${ref}_secret` };
    return {
      status: 'failed',
      providerRef: ref,
      message:
        status === 'failed_auth'
          ? 'We are unable to authenticate your payment method. Please choose a different payment method and try again.'
          : status === 'canceled'
            ? CANCELED
            : DECLINE_MESSAGES[card?.outcome === 'insufficient_funds' ? 'insufficient_funds' : 'declined'],
    };
  };

  return {
    code: 'test',
    name: 'Test Card',
    description: 'The built-in test gateway: no money moves.',
    methodType: 'CREDIT_CARD',
    environment: 'test',
    supports: { savedMethods: true, refunds: true, partialPayments: true, recurring: false, applePay: false, googlePay: false },
    publicConfig: () => ({ environment: 'test', min_amount: '29.00', max_amount: '1000000.00', supports_saved_methods: true, supports_refunds: true }),
    health: async () => ({ ok: true, message: 'The built-in test gateway is answering.' }),

    async charge(req) {
      const t = req.methodRef ? readToken(secret, req.methodRef) : null;
      if (!t) return { status: 'failed', message: 'Card information not found. Please refresh and try again.' };
      if (t.outcome === 'network_error') throw new GatewayUnavailableError();
      const ref = refFor(req.reference);
      if (t.outcome === 'declined' || t.outcome === 'insufficient_funds') {
        if (!(await record(ref, req.amountMinor, req.currency, 'failed', t))) return this.retrieve(ref);
        return { status: 'failed', providerRef: ref, message: DECLINE_MESSAGES[t.outcome], declineCode: t.outcome };
      }
      const status = t.outcome === 'requires_action' ? 'requires_action' : 'succeeded';
      const withRef = { ...t, methodRef: req.methodRef };
      if (!(await record(ref, req.amountMinor, req.currency, status, withRef))) return this.retrieve(ref);
      await crashPoint('after-gateway-charge');
      return resultOf(ref, status, withRef);
    },

    async prepare(req) {
      const ref = refFor(req.reference);
      await db
        .insert(testGatewayCharges)
        .values({ ref, amountMinor: req.amountMinor, currency: req.currency, status: 'requires_payment_method' })
        .onConflictDoNothing();
      return { providerRef: ref, clientSecret: `${ref}_secret` };
    },

    async findByReference(reference) {
      const ref = refFor(reference);
      const [row] = await db.select().from(testGatewayCharges).where(eq(testGatewayCharges.ref, ref));
      return row ? resultOf(ref, row.status, row.card ?? null) : null;
    },

    async retrieve(ref) {
      const [row] = await db.select().from(testGatewayCharges).where(eq(testGatewayCharges.ref, ref));
      if (!row) return { status: 'failed', providerRef: ref, message: 'Payment intent not initialized' };
      return resultOf(ref, row.status, row.card ?? null);
    },

    async cancel(ref) {
      // Only a charge still waiting on its payer: one that settled meanwhile stays as it is, and is answered so.
      await db
        .update(testGatewayCharges)
        .set({ status: 'canceled' })
        .where(sql`${testGatewayCharges.ref} = ${ref} and ${testGatewayCharges.status} in ('requires_action', 'requires_payment_method')`);
      return this.retrieve(ref);
    },

    async saveMethod(_customer, methodRef) {
      const t = readToken(secret, methodRef);
      if (!t) throw new CardRefusedError('Payment method validation failed. Please try again with a different card or contact support.');
      if (t.outcome === 'network_error') throw new GatewayUnavailableError();
      if (t.outcome === 'declined' || t.outcome === 'insufficient_funds') throw new CardRefusedError(DECLINE_MESSAGES[t.outcome]);
      return { card: cardOf(methodRef, t) };
    },
    async createSetup() {
      return { clientSecret: `tseti_${randomBytes(12).toString('hex')}_secret` };
    },
    async detachMethod() {},

    async refund(ref, amountMinor) {
      const [row] = await db
        .update(testGatewayCharges)
        .set({ refundedMinor: sql`${testGatewayCharges.refundedMinor} + ${amountMinor}` })
        .where(
          sql`${testGatewayCharges.ref} = ${ref} and ${testGatewayCharges.status} = 'succeeded' and ${testGatewayCharges.refundedMinor} + ${amountMinor} <= ${testGatewayCharges.amountMinor}`,
        )
        .returning({ ref: testGatewayCharges.ref });
      return row
        ? { status: 'succeeded', providerRef: `tre_${randomBytes(10).toString('hex')}` }
        : { status: 'failed', message: 'The charge cannot be refunded by that amount.' };
    },
  };
}

/** The payer's answer to the test gateway's confirmation step (its stand-in for 3-D Secure). */
export async function authenticateTestCharge(db: TDb, ref: string, outcome: 'approve' | 'fail'): Promise<boolean> {
  const [row] = await db
    .update(testGatewayCharges)
    .set({ status: outcome === 'approve' ? 'succeeded' : 'failed_auth' })
    .where(sql`${testGatewayCharges.ref} = ${ref} and ${testGatewayCharges.status} = 'requires_action'`)
    .returning({ ref: testGatewayCharges.ref });
  return Boolean(row);
}

/**
 * The browser confirms a prepared charge with a card token (the test gateway's confirmCardPayment). Answers
 * the charge's new state, or null when there is no such charge waiting for a card.
 */
export async function confirmTestCharge(
  db: TDb,
  secret: string,
  ref: string,
  token: string,
): Promise<'succeeded' | 'requires_action' | 'failed' | 'network_error' | null> {
  const t = readToken(secret, token);
  if (!t) return 'failed';
  if (t.outcome === 'network_error') return 'network_error';
  const status = t.outcome === 'declined' || t.outcome === 'insufficient_funds' ? 'failed' : t.outcome === 'requires_action' ? 'requires_action' : 'succeeded';
  const [row] = await db
    .update(testGatewayCharges)
    .set({ status, card: { ...t, methodRef: token } })
    .where(sql`${testGatewayCharges.ref} = ${ref} and ${testGatewayCharges.status} = 'requires_payment_method'`)
    .returning({ ref: testGatewayCharges.ref });
  return row ? status : null;
}
