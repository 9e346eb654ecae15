import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import {
  METHOD_TYPE_LABELS,
  PAYMENT_METHOD_NOT_FOUND,
  type TCreatePaymentMethod,
  type TMethodType,
  type TPaymentMethod,
} from '@venue/shared/payments/methods.schema';
import { ownedBy } from '../../db/ownership';
import { paymentGateways, paymentMethods } from '../../db/schema';
import type { TContext } from '../../context';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { CardRefusedError, type TGatewayCustomer } from '../../lib/gateways/gateway';
import { callGateway } from './gateway-calls';
import { customerRefOf, keepCustomerRef, payerOf } from './charges.repo';
import { usableGateway } from './gateways.service';
import { keepCard } from './settle.service';

type TMethodRow = typeof paymentMethods.$inferSelect;

export const toMethod = (m: TMethodRow, gatewayName?: string | null): TPaymentMethod => ({
  id: m.id,
  type: m.type as TMethodType,
  type_display: METHOD_TYPE_LABELS[m.type as TMethodType] ?? m.type,
  nickname: m.nickname,
  instructions: m.instructions,
  is_default: m.isDefault,
  last_four: m.lastFour,
  card_brand: m.cardBrand,
  expiry_date: m.expMonth && m.expYear ? `${String(m.expMonth).padStart(2, '0')}/${String(m.expYear % 100).padStart(2, '0')}` : null,
  exp_month: m.expMonth,
  exp_year: m.expYear,
  is_active: true,
  is_test: m.isTest,
  gateway: m.gatewayCode,
  gateway_details: m.gatewayCode ? { code: m.gatewayCode, name: gatewayName ?? m.gatewayCode } : null,
  created_at: m.createdAt.toISOString(),
});

const GATEWAY_REQUIRED_FOR_TYPE = 'Please select a payment gateway';

export async function listMethods(ctx: TContext, actor: TActor): Promise<TPaymentMethod[]> {
  const rows = await ctx.db
    .select({ m: paymentMethods, gatewayName: paymentGateways.name })
    .from(paymentMethods)
    .leftJoin(paymentGateways, eq(paymentGateways.code, paymentMethods.gatewayCode))
    .where(ownedBy(actor, paymentMethods.clientId))
    .orderBy(desc(paymentMethods.isDefault), asc(paymentMethods.id));
  return rows.map((r) => toMethod(r.m, r.gatewayName));
}

async function methodWithGateway(ctx: TContext, actor: TActor, id: number) {
  const [row] = await ctx.db
    .select({ m: paymentMethods, gatewayName: paymentGateways.name })
    .from(paymentMethods)
    .leftJoin(paymentGateways, eq(paymentGateways.code, paymentMethods.gatewayCode))
    .where(and(eq(paymentMethods.id, id), ownedBy(actor, paymentMethods.clientId)));
  if (!row) throw new AppError(404, PAYMENT_METHOD_NOT_FOUND);
  return row;
}

export async function methodDetail(ctx: TContext, actor: TActor, id: number) {
  const row = await methodWithGateway(ctx, actor, id);
  return toMethod(row.m, row.gatewayName);
}

/**
 * Saves a method for the signed-in client. A card is checked and kept by its gateway first (the card facts
 * come from the gateway, never from the body); wallets and offline methods are preferences with a nickname.
 */
export async function createMethod(ctx: TContext, actor: TActor, body: TCreatePaymentMethod): Promise<TPaymentMethod> {
  let card: Parameters<typeof keepCard>[3] | null = null;
  let gatewayCode: string | null = body.gateway_code ?? null;
  if (body.type === 'CREDIT_CARD' || body.type === 'DIGITAL_WALLET') {
    const gateway = await usableGateway(ctx, { code: body.gateway_code });
    if (!gateway || (body.type === 'CREDIT_CARD') !== (gateway.adapter.methodType === 'CREDIT_CARD'))
      throw new AppError(400, GATEWAY_REQUIRED_FOR_TYPE, { gateway_code: [GATEWAY_REQUIRED_FOR_TYPE] });
    gatewayCode = gateway.row.code;
    if (body.type === 'CREDIT_CARD') {
      if (!gateway.adapter.saveMethod) throw new AppError(400, 'This gateway cannot save cards.', { gateway_code: ['This gateway cannot save cards.'] });
      const ref = (body.stripe_payment_method_id ?? body.payment_method_token)!;
      const saveMethod = gateway.adapter.saveMethod;
      const customer = await gatewayCustomer(ctx, actor.userId, gatewayCode);
      const saved = await callGateway(() => saveMethod(customer, ref)).catch((err: unknown) => {
        if (err instanceof CardRefusedError) throw new AppError(402, err.message, { payment_method_token: [err.message] }, { code: 'declined' });
        throw err;
      });
      card = saved.card;
      if (saved.providerCustomerId) await keepCustomerRef(ctx.db, actor.userId, gatewayCode, saved.providerCustomerId);
    }
  }
  const id = await ctx.transact(async (tx) => {
    const id = card
      ? await keepCard(tx, actor.userId, gatewayCode!, card, gatewayCode === 'test')
      : (
          await tx
            .insert(paymentMethods)
            .values({ clientId: actor.userId, type: body.type, gatewayCode, nickname: body.nickname, instructions: body.instructions ?? '' })
            .returning({ id: paymentMethods.id })
        )[0]!.id;
    await tx.update(paymentMethods).set({ nickname: body.nickname }).where(eq(paymentMethods.id, id));
    const [{ defaults }] = (await tx
      .select({ defaults: sql<number>`count(*) filter (where ${paymentMethods.isDefault})::int` })
      .from(paymentMethods)
      .where(eq(paymentMethods.clientId, actor.userId))) as [{ defaults: number }];
    if (body.is_default || defaults === 0) await makeDefault(tx, actor.userId, id);
    return id;
  });
  return methodDetail(ctx, actor, id);
}

async function makeDefault(tx: Parameters<Parameters<TContext['transact']>[0]>[0], clientId: number, id: number) {
  // One default per client (a partial unique index): clear the old one first, in the same transaction.
  await tx
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(and(eq(paymentMethods.clientId, clientId), ne(paymentMethods.id, id), eq(paymentMethods.isDefault, true)));
  await tx
    .update(paymentMethods)
    .set({ isDefault: true, updatedAt: sql`now()` })
    .where(eq(paymentMethods.id, id));
}

export async function updateMethod(ctx: TContext, actor: TActor, id: number, body: { nickname?: string; is_default?: boolean }) {
  const { m } = await methodWithGateway(ctx, actor, id);
  await ctx.transact(async (tx) => {
    if (body.nickname !== undefined)
      await tx
        .update(paymentMethods)
        .set({ nickname: body.nickname, updatedAt: sql`now()` })
        .where(eq(paymentMethods.id, id));
    if (body.is_default === true) await makeDefault(tx, m.clientId, id);
    if (body.is_default === false) await tx.update(paymentMethods).set({ isDefault: false }).where(eq(paymentMethods.id, id));
  });
  return methodDetail(ctx, actor, id);
}

/** Forgets a method; the gateway forgets a card too. Payments made with it keep their record. */
export async function deleteMethod(ctx: TContext, actor: TActor, id: number) {
  const { m } = await methodWithGateway(ctx, actor, id);
  const adapter = m.gatewayCode ? ctx.gateways.get(m.gatewayCode) : undefined;
  if (adapter?.detachMethod && m.providerRef) {
    const [detach, ref] = [adapter.detachMethod, m.providerRef];
    await callGateway(() => detach(ref));
  }
  await ctx.transact(async (tx) => {
    await tx.delete(paymentMethods).where(eq(paymentMethods.id, id));
    // The next method in line becomes the default, so a client with methods always has one.
    if (m.isDefault) {
      const [next] = await tx
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(eq(paymentMethods.clientId, m.clientId))
        .orderBy(asc(paymentMethods.id))
        .limit(1);
      if (next) await makeDefault(tx, m.clientId, next.id);
    }
  });
}

export async function setupIntent(ctx: TContext, actor: TActor, gatewayCode: string) {
  const gateway = await usableGateway(ctx, { code: gatewayCode });
  if (!gateway?.adapter.createSetup) throw new AppError(400, GATEWAY_REQUIRED_FOR_TYPE, { gateway_code: [GATEWAY_REQUIRED_FOR_TYPE] });
  const createSetup = gateway.adapter.createSetup;
  const customer = await gatewayCustomer(ctx, actor.userId, gateway.row.code);
  const setup = await callGateway(() => createSetup(customer));
  if (setup.providerCustomerId) await keepCustomerRef(ctx.db, actor.userId, gateway.row.code, setup.providerCustomerId);
  return {
    client_secret: setup.clientSecret,
    gateway_code: gateway.row.code,
    publishable_key: (gateway.adapter.publicConfig().publishable_key as string | undefined) ?? null,
  };
}

/** The signed-in client as a gateway customer, with the customer id that gateway gave them before. */
async function gatewayCustomer(ctx: TContext, userId: number, gatewayCode: string): Promise<TGatewayCustomer> {
  const payer = (await payerOf(ctx.db, userId))!;
  return {
    userId,
    email: payer.email,
    name: `${payer.firstName} ${payer.lastName}`.trim(),
    providerCustomerId: await customerRefOf(ctx.db, userId, gatewayCode),
  };
}
