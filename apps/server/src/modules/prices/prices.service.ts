import type { z } from 'zod';
import { DISCOUNT_RULES, discountRuleErrors, discountValueText, type TDiscountKind } from '@venue/shared/booking/discount-rules';
import { fromMinor } from '@venue/shared/money';
import { minimumChargeMinor } from '@venue/shared/payments/charge-amount';
import {
  GATEWAY_NOT_CONFIGURED,
  GATEWAY_UNKNOWN,
  type TDiscountUse,
  type TStaffDiscount,
  type TStaffDiscountList,
  type TStaffPaymentSettings,
  type ZCreateDiscountRequest,
  type ZUpdateDiscountRequest,
  type ZUpdatePaymentSettingsRequest,
} from '@venue/shared/staff/prices.schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import { readPaymentSettings } from '../../db/payment-settings';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import {
  findDiscountById,
  insertDiscount,
  listDiscountRows,
  listDiscountUses,
  listEventTypes,
  listGatewayRows,
  lockPaymentSettings,
  setGatewayActive,
  updateDiscount,
  updatePaymentSettings,
  type TDiscountRow,
  type TDiscountValues,
  type TSettingsValues,
} from './prices.repo';

/**
 * Prices and policies (issue 27, point 6): the venue's discount codes, payment settings and refund policy. No
 * process keeps any of it in memory: the wizard and payments read the rows at each request (the flows' deposit
 * through the catalogue version that migration 0017 bumps on every payment_settings write), so a change made
 * through any process is seen by every process at its next request.
 */
type TCreate = z.output<typeof ZCreateDiscountRequest>;
type TUpdate = z.output<typeof ZUpdateDiscountRequest>;
type TSettingsUpdate = z.output<typeof ZUpdatePaymentSettingsRequest>;

export function toStaffDiscount(r: TDiscountRow): TStaffDiscount {
  const kind = r.kind as TDiscountKind;
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    description: r.description,
    discount_type: kind,
    value: r.value,
    value_text: discountValueText(kind, r.value),
    valid_from: r.validFrom,
    valid_until: r.validUntil,
    usage_limit: r.usageLimit,
    per_client_limit: r.perClientLimit,
    times_used: r.timesUsed,
    event_type_ids: r.eventTypeIds,
    first_booking_only: r.firstBookingOnly,
    is_public: r.isPublic,
    is_active: r.isActive,
    created_at: r.createdAt.toISOString(),
  };
}

const notFound = () => new AppError(404, DISCOUNT_RULES.notFound);
const codeTaken = () => new AppError(400, DISCOUNT_RULES.codeTaken, { code: [DISCOUNT_RULES.codeTaken] });
const fieldError = (field: string, message: string) => new AppError(400, message, { [field]: [message] });

export async function discountList(ctx: TContext): Promise<TStaffDiscountList> {
  const [rows, types] = [await listDiscountRows(ctx.db), await listEventTypes(ctx.db)];
  return { discounts: rows.map(toStaffDiscount), event_types: types };
}

export async function discountDetail(ctx: TContext, id: number): Promise<TStaffDiscount> {
  const row = await findDiscountById(ctx.db, id);
  if (!row) throw notFound();
  return toStaffDiscount(row);
}

export async function discountUses(ctx: TContext, id: number): Promise<TDiscountUse[]> {
  if (!(await findDiscountById(ctx.db, id))) throw notFound();
  return (await listDiscountUses(ctx.db, id)).map((u) => ({
    id: u.id,
    client_id: u.clientId,
    client_name: u.clientName,
    client_email: u.clientEmail,
    event_id: u.eventId,
    event_name: u.eventName,
    used_at: u.usedAt.toISOString(),
    amount: u.amount,
  }));
}

/** The API's field names to the table's; only the fields given. */
function columnsOf(input: TUpdate): Partial<TDiscountValues> {
  const map: Record<keyof TUpdate, keyof TDiscountValues> = {
    code: 'code',
    name: 'name',
    description: 'description',
    discount_type: 'kind',
    value: 'value',
    valid_from: 'validFrom',
    valid_until: 'validUntil',
    usage_limit: 'usageLimit',
    per_client_limit: 'perClientLimit',
    event_type_ids: 'eventTypeIds',
    first_booking_only: 'firstBookingOnly',
    is_public: 'isPublic',
    is_active: 'isActive',
  };
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input)) if (value !== undefined) out[map[field as keyof TUpdate]] = value;
  if (Array.isArray(out.eventTypeIds)) out.eventTypeIds = [...new Set(out.eventTypeIds as number[])].sort((a, b) => a - b);
  return out as Partial<TDiscountValues>;
}

async function requireEventTypes(tx: TTx, ids: number[] | undefined) {
  if (!ids?.length) return;
  const known = new Set((await listEventTypes(tx)).map((t) => t.id));
  if (ids.some((id) => !known.has(id))) throw fieldError('event_type_ids', 'Choose a valid event type');
}

async function withCodeCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken();
    throw err;
  }
}

export function createDiscount(ctx: TContext, actor: TActor, ip: string, input: TCreate): Promise<TStaffDiscount> {
  return withCodeCheck(() =>
    ctx.transact(async (tx) => {
      await requireEventTypes(tx, input.event_type_ids);
      const id = await insertDiscount(tx, columnsOf(input) as TDiscountValues);
      if (id === null) throw codeTaken();
      const after = toStaffDiscount((await findDiscountById(tx, id))!);
      await recordAudit(tx, actor, ip, { action: 'discount.create', objectType: 'discount', objectId: id, after });
      return after;
    }),
  );
}

/** Applies the fields sent, then judges the whole code by the shared rules (a change can break a rule with a field it left alone). */
export function changeDiscount(ctx: TContext, actor: TActor, ip: string, id: number, input: TUpdate): Promise<TStaffDiscount> {
  return withCodeCheck(() =>
    ctx.transact(async (tx) => {
      const row = await findDiscountById(tx, id, { forUpdate: true });
      if (!row) throw notFound();
      const before = toStaffDiscount(row);
      const merged = { ...before, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) };
      const errors = discountRuleErrors(merged);
      const first = Object.values(errors)[0]?.[0];
      if (first) throw new AppError(400, first, errors);
      await requireEventTypes(tx, input.event_type_ids);
      const columns = columnsOf(input);
      if (Object.keys(columns).length) await updateDiscount(tx, id, columns);
      const after = toStaffDiscount((await findDiscountById(tx, id))!);
      const action = input.is_active === false && before.is_active ? 'discount.deactivate' : 'discount.update';
      await recordAudit(tx, actor, ip, { action, objectType: 'discount', objectId: id, before, after });
      return after;
    }),
  );
}

export const deactivateDiscount = (ctx: TContext, actor: TActor, ip: string, id: number) => changeDiscount(ctx, actor, ip, id, { is_active: false });

async function readSettings(ctx: TContext, tx: TTx, lock = false): Promise<TStaffPaymentSettings> {
  const s = lock ? await lockPaymentSettings(tx) : await readPaymentSettings(tx);
  const gateways = await listGatewayRows(tx);
  return {
    currency: 'PHP',
    deposit_percentage: s.defaultDepositPercentage,
    minimum_charge: fromMinor(minimumChargeMinor('PHP')),
    balance_due_days: s.balanceDueDays,
    bank_transfer_instructions: s.bankTransferInstructions,
    manual_payment_instructions: s.manualPaymentInstructions,
    allow_refunds: s.allowRefunds,
    refund_percentage: s.refundPercentage,
    refund_deadline_hours: s.refundDeadlineHours,
    refund_policy_text: s.refundPolicyText,
    // Whether this server has the gateway's keys, never the keys: they stay in the environment.
    gateways: gateways.map((g) => ({ code: g.code, name: g.name, is_active: g.isActive, configured: ctx.gateways.get(g.code) !== undefined })),
    updated_at: s.updatedAt.toISOString(),
  };
}

export const staffPaymentSettings = (ctx: TContext) => readSettings(ctx, ctx.db);

export function changePaymentSettings(ctx: TContext, actor: TActor, ip: string, input: TSettingsUpdate): Promise<TStaffPaymentSettings> {
  return ctx.transact(async (tx) => {
    // The row lock orders two admins' saves: each judges its change against the other's committed one.
    const before = await readSettings(ctx, tx, true);
    const values: TSettingsValues = {};
    if (input.deposit_percentage !== undefined) values.defaultDepositPercentage = input.deposit_percentage;
    if (input.balance_due_days !== undefined) values.balanceDueDays = input.balance_due_days;
    if (input.bank_transfer_instructions !== undefined) values.bankTransferInstructions = input.bank_transfer_instructions;
    if (input.manual_payment_instructions !== undefined) values.manualPaymentInstructions = input.manual_payment_instructions;
    if (input.allow_refunds !== undefined) values.allowRefunds = input.allow_refunds;
    if (input.refund_percentage !== undefined) values.refundPercentage = input.refund_percentage;
    if (input.refund_deadline_hours !== undefined) values.refundDeadlineHours = input.refund_deadline_hours;
    if (input.refund_policy_text !== undefined) values.refundPolicyText = input.refund_policy_text;
    for (const g of input.gateways ?? []) {
      const known = before.gateways.find((b) => b.code === g.code);
      if (!known) throw fieldError('gateways', GATEWAY_UNKNOWN);
      // Switching on needs the keys on the server; switching off never does.
      if (g.is_active && !known.is_active && !known.configured) throw fieldError('gateways', `${known.name}: ${GATEWAY_NOT_CONFIGURED}`);
      if (g.is_active !== known.is_active) await setGatewayActive(tx, g.code, g.is_active);
    }
    if (Object.keys(values).length) await updatePaymentSettings(tx, values);
    const after = await readSettings(ctx, tx);
    await recordAudit(tx, actor, ip, { action: 'payment_settings.update', objectType: 'payment_settings', objectId: 1, before, after });
    return after;
  });
}
