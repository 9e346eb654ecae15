import { fromMinor, toMinor } from '@venue/shared/money';
import { decideCharge, minimumChargeMinor, moneyText, PAYMENT_IN_PROGRESS, type TPaymentType } from '@venue/shared/payments/charge-amount';
import { GATEWAY_REQUIRED, PAYMENT_METHOD_NOT_FOUND } from '@venue/shared/payments/methods.schema';
import type { TPaymentResult, TPaySource } from '@venue/shared/payments/pay.schema';
import { INVOICE_NOT_FOUND } from '@venue/shared/payments/payments.schema';
import { invoiceTotals } from '@venue/shared/payments/invoice-totals';
import { venueDay } from '@venue/shared/dates';
import { paymentDescription } from '@venue/shared/payments/payment-description';
import { readPaymentSettings } from '../../db/payment-settings';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { crashPoint } from '../../lib/fault-injection';
import type { TCardDetails, TChargeResult, TPaymentGateway } from '../../lib/gateways/gateway';
import { queueMail } from '../outbox/outbox.service';
import {
  chargeMoney,
  completeCharge,
  insertCharge,
  keepCustomerRef,
  lockInvoiceToCharge,
  lockPayment,
  methodOf,
  paymentRow,
  updateLockedPayment,
  updatePayment,
  type TPaymentRow,
} from './charges.repo';
import { pickGateway, usableGateway, usableGatewaysFor, type TUsableGateway } from './gateways.service';
import { callGateway, chargeOrAsk, chargeReserved, chargeRequestOf } from './gateway-calls';
import { refuseOutsideLimits } from './gateway-limits';
import { offlinePaymentMail } from './payment-emails';
import { noticeOfflinePayment } from './payment-notices';
import { paymentDetail, paymentResultView } from './payments.service';
import { toMethod } from './methods.service';
import { applyNews, completedPaymentFollowUp, keepCard } from './settle.service';
import { accountPageLink } from '../accounts/account-links';

/**
 * Taking money: reserve the amount on the locked invoice (a PROCESSING payment holds it, so parallel calls
 * cannot charge past the balance), ask the gateway OUTSIDE any transaction, then record its answer in one
 * transaction. The server computes every amount; the client's figures are only ever a CUSTOM request.
 */

/** What to charge on an invoice: a payment type (FULL, DEPOSIT, CUSTOM) or what an installment still needs. */
export type TChargeTarget =
  | {
      kind: 'invoice';
      paymentType: TPaymentType;
      customAmount?: string;
      /** The caller's own e-mail already tells an offline payer what to do (the booking's): no second one. */
      instructionsMailed?: boolean;
      /** Where a wallet sends the payer back (a path of the site); the portal's payments page unless told. */
      returnPath?: string;
    }
  | { kind: 'installment'; installmentId: number; amountFor: (balance: { paidMinor: bigint; totalMinor: bigint }) => bigint; sequence: number };

interface TSource {
  gateway: TUsableGateway;
  methodRef?: string;
  methodId: number | null;
  methodLastFour: string | null;
  save: boolean;
}

export const CARD_NOT_FOUND = 'Card information not found. Please refresh and try again.';
const METHOD_GATEWAY_GONE = "This payment method's gateway is not available right now. Please choose another payment method.";
const INVOICE_NOT_PAYABLE = 'This invoice cannot be paid online. Please contact the venue.';

/** The gateway and method a pay call names; `usable` is the list of usable gateways when the caller has read it already. */
export async function resolveSource(ctx: TContext, actor: TActor, src: TPaySource, usable?: TUsableGateway[]): Promise<TSource> {
  const find = async (by: { code?: string; id?: number }) => (usable ? pickGateway(usable, by) : usableGateway(ctx, by));
  if (src.payment_method !== undefined) {
    const method = await methodOf(ctx.db, actor, src.payment_method);
    if (!method) throw new AppError(404, PAYMENT_METHOD_NOT_FOUND, { payment_method: [PAYMENT_METHOD_NOT_FOUND] });
    const code = method.gatewayCode ?? (method.type === 'BANK_TRANSFER' ? 'bank_transfer' : 'manual');
    const gateway = await find({ code });
    if (!gateway) throw new AppError(400, METHOD_GATEWAY_GONE, { payment_method: [METHOD_GATEWAY_GONE] });
    return { gateway, methodRef: method.providerRef ?? undefined, methodId: method.id, methodLastFour: method.lastFour, save: false };
  }
  const gateway = await find({ code: src.gateway_code, id: src.gateway_id });
  if (!gateway) throw new AppError(400, GATEWAY_REQUIRED, { gateway_code: [GATEWAY_REQUIRED] });
  const isCard = gateway.adapter.methodType === 'CREDIT_CARD';
  if (isCard && !src.payment_method_token) throw new AppError(400, CARD_NOT_FOUND, { payment_method_token: [CARD_NOT_FOUND] });
  return {
    gateway,
    methodRef: isCard ? src.payment_method_token : undefined,
    methodId: null,
    methodLastFour: null,
    save: isCard && Boolean(src.save_payment_method),
  };
}

interface TReserved {
  payment: TPaymentRow;
  invoice: TChargedInvoice;
}
type TChargedInvoice = NonNullable<Awaited<ReturnType<typeof lockInvoiceToCharge>>>;

async function reserve(ctx: TContext, actor: TActor, invoiceId: number, target: TChargeTarget, source: TSource, notes: string): Promise<TReserved> {
  return ctx.transact(async (tx) => {
    const invoice = await lockInvoiceToCharge(tx, actor, invoiceId, source.gateway.row.code);
    if (!invoice) throw new AppError(404, INVOICE_NOT_FOUND);
    if (invoice.status !== 'ISSUED') throw new AppError(409, INVOICE_NOT_PAYABLE);
    const money = await chargeMoney(tx, invoiceId);
    const { totalMinor } = invoiceTotals(money.lines);
    const balance = { currency: invoice.currency, totalMinor, paidMinor: toMinor(money.paid), inFlightMinor: toMinor(money.inFlight) };

    let amountMinor: bigint;
    let paymentType: string;
    if (target.kind === 'invoice') {
      const decision = decideCharge(balance, target.paymentType, money.depositPercentage, target.customAmount);
      if (!decision.ok) throw new AppError(decision.conflict ? 409 : 400, decision.message, { [decision.field]: [decision.message] });
      amountMinor = decision.amountMinor;
      paymentType = target.paymentType;
    } else {
      const open = balance.totalMinor - balance.paidMinor - balance.inFlightMinor;
      if (target.amountFor(balance) <= 0n) throw new AppError(409, 'This installment has already been paid.');
      // Money in flight counts towards the installment (the invoice row is locked, so a parallel payment of the
      // same installment sees this one's hold): what it still needs once those charges land.
      const needed = target.amountFor({ totalMinor: balance.totalMinor, paidMinor: balance.paidMinor + balance.inFlightMinor });
      if (needed <= 0n || open <= 0n) throw new AppError(409, PAYMENT_IN_PROGRESS, { non_field_errors: [PAYMENT_IN_PROGRESS] });
      // A sliver below the gateway's minimum is rounded up to it (never past what is left).
      const min = minimumChargeMinor(invoice.currency);
      amountMinor = needed < min ? (min < open ? min : open) : needed > open ? open : needed;
      paymentType = 'INSTALLMENT';
    }

    refuseOutsideLimits(source.gateway.adapter, amountMinor, invoice.currency);

    const year = venueDay().slice(0, 4);
    const offline = source.gateway.adapter.methodType === 'BANK_TRANSFER' || source.gateway.adapter.methodType === 'CASH';
    const description = paymentDescription({
      installment: target.kind === 'installment' ? target.sequence : null,
      paymentType,
      depositPercentage: money.depositPercentage,
      paidBeforeMinor: balance.paidMinor + balance.inFlightMinor,
    });
    const payment = await insertCharge(tx, {
      eventId: invoice.eventId,
      invoiceId,
      numberPrefix: `PAY-${year}-`,
      description,
      amount: fromMinor(amountMinor),
      currency: invoice.currency,
      status: offline ? 'PENDING' : 'PROCESSING',
      gatewayCode: source.gateway.row.code,
      methodType: source.gateway.adapter.methodType,
      methodLastFour: source.methodLastFour,
      paymentMethodId: source.methodId,
      paymentType,
      isTest: source.gateway.row.code === 'test',
      installmentId: target.kind === 'installment' ? target.installmentId : null,
      notes,
    });
    return { payment, invoice };
  });
}

/** Reserve, charge, record: one attempt at taking money for an invoice. */
export async function charge(
  ctx: TContext,
  actor: TActor,
  invoiceId: number,
  target: TChargeTarget,
  src: TPaySource,
): Promise<{ status: number; body: TPaymentResult }> {
  // Another client's invoice is not found, whatever the body says; the same read brings the usable gateways.
  const { invoiceSeen, usable } = await usableGatewaysFor(ctx, actor, invoiceId);
  if (!invoiceSeen) throw new AppError(404, INVOICE_NOT_FOUND);
  const source = await resolveSource(ctx, actor, src, usable);
  const { payment, invoice } = await reserve(ctx, actor, invoiceId, target, source, src.notes ?? '');
  const payer = invoice.payer;
  const code = source.gateway.row.code;
  await crashPoint('before-gateway-charge');

  const result: TChargeResult = await chargeOrAsk(ctx, payment, source.gateway.adapter, () =>
    source.gateway.adapter.charge({
      ...chargeRequestOf(ctx, payment, invoice, target.kind === 'invoice' ? target.returnPath : undefined),
      methodRef: source.methodRef,
      saveMethod: source.save,
    }),
  );

  let savedMethodId: number | null = null;
  await ctx.transact(async (tx, effects) => {
    const keepCardAsked = async (row: TPaymentRow, card: TCardDetails | undefined) => {
      if (!source.save || !card) return;
      savedMethodId = await keepCard(tx, invoice.clientId, code, card, code === 'test');
      await updatePayment(tx, row.id, { paymentMethodId: savedMethodId });
    };
    if (result.status === 'succeeded') {
      // Money moved: one statement completes the charge, taking its row lock (a webhook may be settling it too),
      // and then locks its invoice's money.
      const completed = await completeCharge(tx, payment.id, result.providerRef ?? null, result.card);
      if (completed) {
        if (result.providerCustomerId) await keepCustomerRef(tx, invoice.clientId, code, result.providerCustomerId);
        await keepCardAsked(completed, result.card);
        await completedPaymentFollowUp(ctx, tx, effects, completed, { invoiceLocked: true });
        return;
      }
    }
    // The first write takes the payment's row lock (a webhook may be settling it too) and answers the row as it is.
    const row = (await updateLockedPayment(
      tx,
      payment.id,
      result.status === 'requires_action'
        ? { providerRef: result.providerRef, clientSecret: result.clientSecret ?? null, redirectUrl: result.redirectUrl ?? null }
        : result.status === 'offline'
          ? {}
          : { providerRef: result.providerRef ?? null },
    ))!;
    if ('providerCustomerId' in result && result.providerCustomerId) await keepCustomerRef(tx, invoice.clientId, code, result.providerCustomerId);
    switch (result.status) {
      case 'succeeded': // settled meanwhile (completeCharge found it elsewhere): news like any other
        await keepCardAsked(row, result.card);
        await applyNews(ctx, tx, effects, row, 'succeeded', { card: result.card });
        break;
      case 'offline':
        if (!(target.kind === 'invoice' && target.instructionsMailed))
          await queueMail(tx, {
            ...offlinePaymentMail(
              payer.email,
              { firstName: payer.firstName, amount: row.amount, currency: row.currency, number: row.number, instructions: result.instructions },
              (await accountPageLink(ctx, tx, invoice.clientId, '/payments')).href,
            ),
            clientId: invoice.clientId,
          });
        effects.after(() => ctx.mailQueued());
        await noticeOfflinePayment(tx, effects, {
          payerName: `${payer.firstName} ${payer.lastName}`.trim(),
          eventId: row.eventId,
          eventName: invoice.eventName,
          paymentNumber: row.number,
          invoiceNumber: invoice.number,
          amount: row.amount,
          currency: row.currency,
        });
        break;
      case 'failed':
        await applyNews(ctx, tx, effects, row, 'failed', { failureMessage: result.message });
        break;
      default: // requires_action, processing: recorded by the first write
        break;
    }
  });
  if (result.status === 'failed') throw new AppError(402, result.message, { payment_method: [result.message] }, { code: 'declined' });
  return { status: result.status === 'succeeded' ? 201 : 200, body: await resultOf(ctx, actor, payment.id, savedMethodId) };
}

/** Asks the gateway where a charge stands (after 3-D Secure, back from the wallet) and records it. */
export async function confirmPayment(ctx: TContext, actor: TActor, paymentId: number): Promise<TPaymentResult> {
  const seen = await paymentDetail(ctx, actor, paymentId); // 404 for another client's payment
  if (seen.status === 'PROCESSING') await recheckCharge(ctx, paymentId);
  const after = await resultOf(ctx, actor, paymentId, null);
  if (after.payment.status === 'FAILED') {
    const message = after.payment.failure_message ?? 'Payment was not completed';
    throw new AppError(402, message, { payment_method: [message] }, { code: 'declined' });
  }
  return after;
}

/**
 * The gateway's word on a charge still PROCESSING here, recorded (settling it when final). Callers check who may
 * ask; the online booking asks for its own charge when the payer comes back from the confirmation step.
 */
export async function recheckCharge(ctx: TContext, paymentId: number): Promise<void> {
  await askGateway(ctx, paymentId, (adapter, ref) => adapter.retrieve(ref));
}

/**
 * Cancels a charge still waiting on its payer at its gateway and records where it then stands: FAILED, or
 * COMPLETED when the payer finished first. False (nothing done) when its gateway cannot cancel a charge, or the
 * charge is no longer waiting on the payer there (money may still move: it settles as news comes).
 */
export async function cancelCharge(ctx: TContext, paymentId: number): Promise<boolean> {
  const result = await askGateway(ctx, paymentId, (adapter, ref) => adapter.cancel?.(ref) ?? null);
  return result?.status === 'succeeded' || result?.status === 'failed';
}

/**
 * Asks a charge still PROCESSING here about itself at its gateway (`ask` answers null when the gateway cannot) and
 * records the answer: settled when final, the redirect dropped when the payer is done. Null when nothing was asked.
 */
async function askGateway(
  ctx: TContext,
  paymentId: number,
  ask: (adapter: TPaymentGateway, providerRef: string) => Promise<TChargeResult> | null,
): Promise<TChargeResult | null> {
  const row = await paymentRow(ctx.db, paymentId);
  const adapter = row?.gatewayCode ? ctx.gateways.get(row.gatewayCode) : undefined;
  if (row?.status !== 'PROCESSING' || !adapter || !row.providerRef) return null;
  const providerRef = row.providerRef;
  const asked = ask(adapter, providerRef);
  if (!asked) return null;
  const result = await callGateway(() => asked);
  if (result.status === 'succeeded' || result.status === 'failed') {
    await ctx.transact(async (tx, effects) => {
      const locked = await lockPayment(tx, { id: paymentId });
      if (!locked) return; // removed meanwhile (its booking was undone)
      await applyNews(ctx, tx, effects, locked, result.status === 'succeeded' ? 'succeeded' : 'failed', {
        failureMessage: result.status === 'failed' ? result.message : undefined,
        card: result.status === 'succeeded' ? result.card : undefined,
      });
    });
  } else if (result.status === 'processing') {
    // The payer has done their part (a PayPal capture held for review): no more redirect to offer them.
    await ctx.transact(async (tx) => updatePayment(tx, paymentId, { clientSecret: null, redirectUrl: null }));
  }
  return result;
}

export async function resultOf(ctx: TContext, actor: TActor, paymentId: number, savedMethodId: number | null): Promise<TPaymentResult> {
  const { payment, invoice, ...row } = await paymentResultView(ctx, actor, paymentId);
  const adapter = payment.gateway_code ? ctx.gateways.get(payment.gateway_code) : undefined;
  const saved = savedMethodId ? await methodOf(ctx.db, actor, savedMethodId) : null;
  const status: TPaymentResult['status'] =
    payment.status === 'COMPLETED' || payment.status === 'PAID'
      ? 'succeeded'
      : payment.status === 'PENDING' || payment.status === 'OVERDUE'
        ? 'pending'
        : row.clientSecret || row.redirectUrl
          ? 'requires_action'
          : 'processing';
  // A client secret wins over a redirect: Stripe offers both for a card's 3-D Secure, and Stripe.js finishes it
  // in the page from the secret (a full-page redirect would lose the payer's place). Wallets give only a URL.
  const nextAction: TPaymentResult['next_action'] =
    status === 'requires_action' && row.clientSecret
      ? {
          type: 'confirm_card',
          gateway_code: payment.gateway_code ?? '',
          client_secret: row.clientSecret,
          publishable_key: (adapter?.publicConfig().publishable_key as string | undefined) ?? null,
        }
      : status === 'requires_action' && row.redirectUrl
        ? { type: 'redirect', url: row.redirectUrl }
        : status === 'pending' && adapter
          ? { type: 'instructions', text: await offlineText(ctx, payment.gateway_code) }
          : null;
  const messages: Record<TPaymentResult['status'], string> = {
    succeeded: 'Payment Successful!',
    requires_action: 'Please confirm the payment to complete it.',
    processing: 'Your payment is being processed. We will e-mail you when it is confirmed.',
    pending: `Payment ${payment.payment_number} of ${moneyText(toMinor(payment.amount), payment.currency)} is pending until the venue confirms it.`,
  };
  return {
    status,
    message: messages[status],
    payment,
    invoice,
    next_action: nextAction,
    saved_payment_method: saved ? toMethod(saved) : null,
  };
}

/** How to pay a payment left to pay offline (the venue's text for its gateway); null for a card's or an unknown payment. */
export async function offlineInstructionsOf(tx: TTx, paymentId: number): Promise<string | null> {
  const row = await paymentRow(tx, paymentId);
  if (row?.gatewayCode !== 'bank_transfer' && row?.gatewayCode !== 'manual') return null;
  const s = await readPaymentSettings(tx);
  return row.gatewayCode === 'bank_transfer' ? s.bankTransferInstructions : s.manualPaymentInstructions;
}

async function offlineText(ctx: TContext, code: string | null) {
  const s = await readPaymentSettings(ctx.db);
  return code === 'bank_transfer' ? s.bankTransferInstructions : s.manualPaymentInstructions;
}

/**
 * The spec's create_payment_intent: reserve the amount and let the browser confirm the charge with the card it
 * collects (Stripe Elements, or the test gateway's card form); confirm-payment-intent then records the outcome.
 */
export async function createPaymentIntent(
  ctx: TContext,
  actor: TActor,
  invoiceId: number,
  body: { gateway_code: string; payment_type: TPaymentType; amount?: string | number },
) {
  const gateway = await usableGateway(ctx, { code: body.gateway_code });
  if (!gateway?.adapter.prepare) throw new AppError(400, 'This gateway does not take card payments in the browser.', { gateway_code: [GATEWAY_REQUIRED] });
  const source: TSource = { gateway, methodId: null, methodLastFour: null, save: false };
  const target: TChargeTarget = { kind: 'invoice', paymentType: body.payment_type, customAmount: body.amount === undefined ? undefined : String(body.amount) };
  const { payment, invoice } = await reserve(ctx, actor, invoiceId, target, source, '');
  const prepare = gateway.adapter.prepare;
  const prepared = await chargeReserved(ctx, payment.id, () => prepare(chargeRequestOf(ctx, payment, invoice)));
  await ctx.transact(async (tx) => {
    await updatePayment(tx, payment.id, { providerRef: prepared.providerRef, clientSecret: prepared.clientSecret });
    if (prepared.providerCustomerId) await keepCustomerRef(tx, invoice.clientId, gateway.row.code, prepared.providerCustomerId);
  });
  return {
    payment_id: payment.id,
    payment_intent_id: prepared.providerRef,
    client_secret: prepared.clientSecret,
    provider: gateway.row.code,
    publishable_key: (gateway.adapter.publicConfig().publishable_key as string | undefined) ?? null,
    amount: payment.amount,
    currency: payment.currency,
  };
}
