import { eq, sql } from 'drizzle-orm';
import type { TGateway } from '@venue/shared/payments/gateways.schema';
import { fromMinor } from '@venue/shared/money';
import { MINIMUM_CHARGE_MINOR } from '@venue/shared/payments/charge-amount';
import type { TPaymentSettings } from '@venue/shared/payments/settings.schema';
import { readPaymentSettings } from '../../db/payment-settings';
import { paymentGateways, paymentSettings as settingsTable } from '../../db/schema';
import { compiledPerScope } from '../../db/compiled';
import type { TActor } from '../../lib/actor';
import { invoiceSeenBy } from './payments.repo';
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

interface TGatewayJson {
  id: number;
  code: string;
  name: string;
  description: string;
  is_active: boolean;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

/**
 * The venue's gateway rows and its keep-test-gateway setting in one prepared statement, and with them whether
 * the actor may see an invoice (the pay call's first question; null asks nothing).
 */
const gatewayStatement = compiledPerScope('usable_gateways', (db, name, scope) => {
  const p = sql.placeholder;
  return db
    .select({
      gateways: sql<TGatewayJson[]>`(select coalesce(json_agg(g order by g.sort_order, g.id), '[]'::json) from ${db
        .select({
          id: paymentGateways.id,
          code: paymentGateways.code,
          name: paymentGateways.name,
          description: paymentGateways.description,
          is_active: paymentGateways.isActive,
          sort_order: paymentGateways.sortOrder,
          created_at: paymentGateways.createdAt,
          updated_at: paymentGateways.updatedAt,
        })
        .from(paymentGateways)
        .as('g')})`,
      keepTestGateway: sql<boolean | null>`(select ${settingsTable.keepTestGateway} from ${settingsTable} where ${eq(settingsTable.id, 1)})`,
      // Bank transfer is offered only once the venue has written where to send the money (issue 39).
      bankDetailsWritten: sql<boolean>`coalesce((select btrim(${settingsTable.bankTransferInstructions}) <> '' from ${settingsTable} where ${eq(settingsTable.id, 1)}), false)`,
      invoiceSeen: sql<boolean>`(${p('invoiceId')}::int is not null and exists (${invoiceSeenBy(db, { scope, userId: p('actorId') }, p('invoiceId'))}))`,
    })
    .from(sql`(select 1) as one`)
    .prepare(name);
});

// db is a transaction when a booking's completion reads the gateways inside its own (PGlite has one
// connection, so a read on ctx.db there would wait for the transaction that waits for it).
async function gatewayState(ctx: TContext, actor: Pick<TActor, 'scope' | 'userId'>, invoiceId: number | null, db: TDb | TTx = ctx.db) {
  const [row] = await gatewayStatement(db, actor.scope, { actorId: actor.userId, invoiceId });
  if (!row || row.keepTestGateway === null) throw new Error('payment_settings row 1 is missing (migration 0009)');
  const testOn = ctx.gateways.testMode === 'on' || (ctx.gateways.testMode === 'auto' && (!ctx.gateways.hasRealGateway || row.keepTestGateway));
  const usable = row.gateways.flatMap((g): TUsableGateway[] => {
    const adapter = ctx.gateways.get(g.code);
    if (!adapter || !g.is_active || (g.code === 'test' && !testOn) || (g.code === 'bank_transfer' && !row.bankDetailsWritten)) return [];
    const gatewayRow: TGatewayRow = {
      id: g.id,
      code: g.code,
      name: g.name,
      description: g.description,
      isActive: g.is_active,
      sortOrder: g.sort_order,
      createdAt: new Date(g.created_at),
      updatedAt: new Date(g.updated_at),
    };
    return [{ row: gatewayRow, adapter }];
  });
  return { usable, invoiceSeen: row.invoiceSeen };
}

/**
 * The gateways a payer may use now: configured on this server (keys present), active in the venue's list,
 * and, for the built-in test gateway, on while no real gateway is configured unless the venue keeps it.
 */
export async function usableGateways(ctx: TContext, db: TDb | TTx = ctx.db): Promise<TUsableGateway[]> {
  return (await gatewayState(ctx, { scope: 'all', userId: 0 }, null, db)).usable;
}

/** usableGateways, and whether the actor may see the invoice, in one read (the pay call starts with both). */
export const usableGatewaysFor = (ctx: TContext, actor: TActor, invoiceId: number) => gatewayState(ctx, actor, invoiceId);

export const pickGateway = (all: TUsableGateway[], by: { code?: string; id?: number }) =>
  all.find((g) => (by.id !== undefined ? g.row.id === by.id : g.row.code === by.code)) ?? null;

export async function usableGateway(ctx: TContext, by: { code?: string; id?: number }) {
  return pickGateway(await usableGateways(ctx), by);
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
