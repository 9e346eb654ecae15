import { asc, eq } from 'drizzle-orm';
import type { TGateway } from '@venue/shared/payments/gateways.schema';
import { fromMinor } from '@venue/shared/money';
import { MINIMUM_CHARGE_MINOR } from '@venue/shared/payments/charge-amount';
import type { TPaymentSettings } from '@venue/shared/payments/settings.schema';
import { readPaymentSettings } from '../../db/payment-settings';
import { paymentGateways } from '../../db/schema';
import type { TContext } from '../../context';
import type { TDb, TTx } from '../../db/client';
import type { TPaymentGateway } from '../../lib/gateways/gateway';

type TGatewayRow = typeof paymentGateways.$inferSelect;
export interface TUsableGateway {
  row: TGatewayRow;
  adapter: TPaymentGateway;
}

const flowOf = (code: string): TGateway['flow'] =>
  code === 'test' ? 'test_card' : code === 'stripe' ? 'stripe_card' : code === 'bank_transfer' || code === 'manual' ? 'offline' : 'redirect';

/**
 * The gateways a payer may use now: configured on this server (keys present), active in the venue's list,
 * and, for the built-in test gateway, on while no real gateway is configured unless the venue keeps it.
 */
export async function usableGateways(ctx: TContext, db: TDb | TTx = ctx.db): Promise<TUsableGateway[]> {
  const [rows, settings] = await Promise.all([db.select().from(paymentGateways).orderBy(asc(paymentGateways.sortOrder)), readPaymentSettings(db)]);
  const testOn = ctx.gateways.testMode === 'on' || (ctx.gateways.testMode === 'auto' && (!ctx.gateways.hasRealGateway || settings.keepTestGateway));
  return rows.flatMap((row) => {
    const adapter = ctx.gateways.get(row.code);
    if (!adapter || !row.isActive || (row.code === 'test' && !testOn)) return [];
    return [{ row, adapter }];
  });
}

export async function usableGateway(ctx: TContext, by: { code?: string; id?: number }) {
  const all = await usableGateways(ctx);
  return all.find((g) => (by.id !== undefined ? g.row.id === by.id : g.row.code === by.code)) ?? null;
}

export const toGateway = ({ row, adapter }: TUsableGateway): TGateway => ({
  id: row.id,
  code: row.code,
  name: row.name,
  description: row.description,
  is_active: row.isActive,
  method_type: adapter.methodType,
  flow: flowOf(row.code),
  is_test: row.code === 'test',
  public_config: {
    ...adapter.publicConfig(),
    supports_saved_methods: adapter.supports.savedMethods,
    supports_refunds: adapter.supports.refunds,
    supports_partial_payments: adapter.supports.partialPayments,
    supports_recurring: adapter.supports.recurring,
    supports_apple_pay: adapter.supports.applePay,
    supports_google_pay: adapter.supports.googlePay,
  },
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function listGateways(ctx: TContext) {
  return (await usableGateways(ctx)).map(toGateway);
}

export async function gatewayById(ctx: TContext, id: number) {
  const g = await usableGateway(ctx, { id });
  return g ? toGateway(g) : null;
}

/** Asks each usable gateway whether it answers, in parallel, each bounded so one slow gateway cannot hang the call. */
export async function gatewaysHealth(ctx: TContext) {
  const all = await usableGateways(ctx);
  const timeout = (ms: number) =>
    new Promise<{ ok: boolean; message: string }>((r) => setTimeout(() => r({ ok: false, message: 'No answer within 5 seconds.' }), ms).unref());
  const results = await Promise.all(
    all.map(async ({ row, adapter }) => {
      const h = await Promise.race([adapter.health().catch(() => ({ ok: false, message: 'The gateway did not answer.' })), timeout(5000)]);
      return { code: row.code, name: row.name, ok: h.ok, message: h.message };
    }),
  );
  return { checked_at: new Date().toISOString(), gateways: results };
}

export async function paymentSettings(ctx: TContext): Promise<TPaymentSettings> {
  const s = await readPaymentSettings(ctx.db);
  return {
    id: s.id,
    default_currency: s.defaultCurrency,
    available_currencies: s.availableCurrencies,
    default_deposit_percentage: s.defaultDepositPercentage,
    balance_due_days: s.balanceDueDays,
    allow_refunds: s.allowRefunds,
    refund_percentage: s.refundPercentage,
    refund_deadline_hours: s.refundDeadlineHours,
    refund_policy_text: s.refundPolicyText,
    minimum_charges: Object.fromEntries(Object.entries(MINIMUM_CHARGE_MINOR).map(([c, m]) => [c, fromMinor(m)])),
    bank_transfer_instructions: s.bankTransferInstructions,
    manual_payment_instructions: s.manualPaymentInstructions,
  };
}

export const gatewayRowByCode = async (ctx: TContext, code: string) =>
  (await ctx.db.select().from(paymentGateways).where(eq(paymentGateways.code, code)))[0] ?? null;
