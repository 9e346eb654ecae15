import type { TBookingFlow, TBookingStep, TFlowGatewaysResponse } from '@venue/shared/booking/flow.schema';
import type { TPublicProduct } from '@venue/shared/booking/catalogue.schema';
import type { TBookingQuestionnaireField } from '@venue/shared/booking/questionnaire.schema';
import { flowBookable, startingDuration } from '@venue/shared/booking/setup-gaps';
import { STEP_CONFIG_SCHEMAS, type TBookingFacility } from '@venue/shared/booking/step-config.schema';
import { BOOKING_TEXT } from '@venue/shared/booking/steps';
import type { TFacility } from '@venue/shared/staff/facility.schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import { readPaymentSettings } from '../../db/payment-settings';
import { AppError } from '../../lib/app-error';
import { facilitiesByIds } from '../facilities/facilities.service';
import { toGateway, usableGateways } from '../payments/gateways.service';
import { publicProductsByIds } from '../products/products.service';
import { bookingQuestionnaires } from '../questionnaires/questionnaires.service';
import { enabledStepRows, findFlowRow, listActiveFlowRows, readCatalogueVersion, type TFlowRow, type TStepRow } from './booking-flows.repo';
import { cachedFlow } from './flow-cache';

export type { TFlowRow, TStepRow };

/**
 * A flow as the wizard and the server's rules both read it: each step's configuration parsed with its defaults
 * and expanded (products, facilities and questionnaire fields inline), plus the facts behind the expansion.
 */
export interface TLoadedFlow {
  flow: TBookingFlow;
  /** The version whose steps these are (migration 0035): a session walks the version it started on. */
  version: number;
  isActive: boolean;
  products: Map<number, TPublicProduct>;
  facilities: Map<number, TFacility>;
  /** The payment step's own percentage, else the venue's (Prices and Policies). */
  depositPercentage: string;
  /** The gateway codes the payment step accepts at booking; null: every one that is on. */
  acceptedMethods: ReadonlySet<string> | null;
}

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : []);

const toBookingFacility = (f: TFacility & { buffer_before_minutes: number; buffer_after_minutes: number }): TBookingFacility => ({
  id: f.id,
  name: f.name,
  description: f.description,
  capacity: f.capacity,
  overnight: f.overnight,
  buffer_before_minutes: f.buffer_before_minutes,
  buffer_after_minutes: f.buffer_after_minutes,
});

/** Configurations with their defaults, kept by their stored text (a pure function of it, so never stale). */
const parsed = new Map<string, Record<string, unknown> | null>();
function parsedConfig(s: TStepRow): Record<string, unknown> | null {
  const key = `${s.stepType}:${JSON.stringify(s.configuration)}`;
  let hit = parsed.get(key);
  if (hit === undefined) {
    const schema =
      STEP_CONFIG_SCHEMAS[s.stepType as keyof typeof STEP_CONFIG_SCHEMAS] ?? (s.stepType === 'review_booking' ? STEP_CONFIG_SCHEMAS.pricing_summary : null);
    hit = schema ? (schema.parse(s.configuration) as Record<string, unknown>) : null;
    if (parsed.size >= 500) parsed.clear();
    parsed.set(key, hit);
  }
  return hit;
}

/** Flows at their current versions, or each at `versions.get(id)` (a session's). */
async function loadAll(tx: TTx, rows: TFlowRow[], versions?: ReadonlyMap<number, number>): Promise<TLoadedFlow[]> {
  const at = rows.map((r) => ({ ...r, version: versions?.get(r.id) ?? r.version }));
  const steps = await enabledStepRows(
    tx,
    at.map((r) => ({ flowId: r.id, version: r.version })),
  );
  return expandFlows(tx, at, steps);
}

/**
 * Flows whose enabled steps are given (stored configurations), expanded as the wizard reads them: what loadAll
 * does with the stored steps, and what the flow editor's preview does with unsaved ones.
 */
export async function expandFlows(tx: TTx, rows: TFlowRow[], steps: TStepRow[]): Promise<TLoadedFlow[]> {
  const wanted = (type: string, key: string) => steps.filter((s) => s.stepType === type).flatMap((s) => ids(s.configuration[key]));
  // One after the other: `tx` may be a transaction's single connection (flows are cached, so this is rare).
  const products = await publicProductsByIds(tx, [...wanted('package_selection', 'available_packages'), ...wanted('addon_selection', 'available_addons')]);
  const facilityRows = await facilitiesByIds(tx, [...wanted('date_time', 'facility_ids'), ...rows.flatMap((r) => r.eventTypeFacilityIds)]);
  const questionnaires = await bookingQuestionnaires(tx, { ids: [...new Set(wanted('questionnaire', 'questionnaire_ids'))], isActive: true });
  const settings = await readPaymentSettings(tx);
  const productMap = new Map(products.map((p) => [p.id, p]));
  const facilityMap = new Map(facilityRows.map((f) => [f.id, f]));
  const fieldsOf = new Map<number, TBookingQuestionnaireField[]>(questionnaires.map((q) => [q.id, q.fields]));

  const typeFacilities = new Map(rows.map((r) => [r.id, r.eventTypeFacilityIds]));
  // Migration 0035: a flow's payment step may set its own deposit percentage and the methods it accepts.
  const depositOf = (s: TStepRow | undefined) => {
    const own = s?.configuration.deposit_percentage;
    return typeof own === 'string' && own ? own : settings.defaultDepositPercentage;
  };
  const methodsOf = (s: TStepRow | undefined) => {
    const own = s?.configuration.accepted_methods;
    return Array.isArray(own) && own.length > 0 ? new Set(own.filter((m): m is string => typeof m === 'string')) : null;
  };

  const expand = (s: TStepRow): Record<string, unknown> => {
    const base = parsedConfig(s);
    if (!base) return s.configuration;
    const pick = (key: string) => ids(s.configuration[key]).flatMap((id) => productMap.get(id) ?? []);
    switch (s.stepType) {
      case 'date_time': {
        // The event type's facilities (Event Types in the console, migration 0032) decide, alone: a type showing
        // "None chosen" offers none (issue 39, point 2), and its flow is then not offered. Only active ones count.
        const offered = (typeFacilities.get(s.flowId) ?? []).flatMap((id) => {
          const f = facilityMap.get(id);
          return f?.is_active ? [f] : [];
        });
        const offeredIds = offered.map((f) => f.id);
        const wantedDefault = base.default_facility_id as number | null;
        // Issue 39, point 3: the duration starts at the packages' included hours, so extra hours are chosen, never defaulted.
        const packageStep = steps.find((p) => p.flowId === s.flowId && p.stepType === 'package_selection');
        return {
          ...base,
          default_duration_hours: startingDuration(
            base as { default_duration_hours: number; min_duration_hours: number; max_duration_hours: number },
            packageStep ? ids(packageStep.configuration.available_packages).flatMap((id) => productMap.get(id) ?? []) : [],
          ),
          facility_ids: offeredIds,
          default_facility_id: wantedDefault !== null && offeredIds.includes(wantedDefault) ? wantedDefault : (offeredIds[0] ?? null),
          facilities: offered.map(toBookingFacility),
        };
      }
      case 'package_selection':
        return { ...base, available_packages_details: pick('available_packages') };
      case 'addon_selection':
        return { ...base, available_addons_details: pick('available_addons') };
      case 'questionnaire':
        return { ...base, questionnaire_items: ids(s.configuration.questionnaire_ids).flatMap((id) => fieldsOf.get(id) ?? []) };
      case 'payment_info':
        return { ...base, deposit_percentage: depositOf(s) };
      default:
        return base;
    }
  };

  return rows.map((r) => {
    const payment = steps.find((s) => s.flowId === r.id && s.stepType === 'payment_info');
    const enabled: TBookingStep[] = steps
      .filter((s) => s.flowId === r.id)
      .map((s, i) => ({
        id: s.id,
        name: s.name,
        description: s.description,
        step_type: s.stepType,
        order: i + 1,
        is_skippable: s.isSkippable,
        configuration: expand(s),
      }));
    const flow = { id: r.id, name: r.name, description: r.description, event_type: r.eventTypeId, event_type_name: r.eventTypeName, enabled_steps: enabled };
    return {
      flow,
      version: r.version,
      // Issue 39, point 2: a flow with a step that has nothing to choose (no space, no active package...) is not offered.
      isActive: r.isActive && r.eventTypeActive && flowBookable(flow),
      products: productMap,
      facilities: facilityMap,
      depositPercentage: depositOf(payment),
      acceptedMethods: methodsOf(payment),
    };
  });
}

/** A flow at `version` (a session's), or at its current version. */
export async function loadFlow(tx: TTx, id: number, version?: number): Promise<TLoadedFlow | null> {
  const row = await findFlowRow(tx, id);
  return row ? ((await loadAll(tx, [row], version === undefined ? undefined : new Map([[id, version]])))[0] ?? null) : null;
}

/**
 * Every active flow (of one event type) expanded, bookable or not (the checklist's gaps read them), each through the
 * flow cache at the version read first: for calls every visitor makes, like the landing calendar's day loads, and
 * every opening of Today, which would otherwise load every flow (six queries each).
 */
export async function loadActiveFlows(ctx: TContext, eventTypeId?: number): Promise<TLoadedFlow[]> {
  const version = await readCatalogueVersion(ctx.db);
  const rows = await listActiveFlowRows(ctx.db, eventTypeId);
  const loaded = await Promise.all(rows.map((r) => flowAt(ctx, ctx.db, r.id, version, r.version)));
  return loaded.flatMap((l) => (l ? [l] : []));
}

/** The active flows (of one event type) a visitor can finish: GET flows/, the day loads, the offered event types. */
export const activeFlows = async (ctx: TContext, eventTypeId?: number): Promise<TBookingFlow[]> =>
  (await loadActiveFlows(ctx, eventTypeId)).flatMap((l) => (l.isActive ? [l.flow] : []));

/**
 * The flow at `flowVersion` (a session's; the current one when not given) as of the catalogue version the caller
 * read (cached in this process, see flow-cache.ts); loaded through `tx` when not.
 */
export const flowAt = (ctx: TContext, tx: TTx, id: number, version: bigint, flowVersion?: number) => {
  const load = () => loadFlow(tx, id, flowVersion);
  return ctx.config.cachesOff.includes('flows') ? load() : cachedFlow(ctx.db, id, flowVersion ?? 0, version, load);
};

export async function activeFlow(ctx: TContext, id: number): Promise<TLoadedFlow> {
  const loaded = await flowAt(ctx, ctx.db, id, await readCatalogueVersion(ctx.db));
  if (!loaded?.isActive) throw new AppError(404, BOOKING_TEXT.flowNotFound);
  return loaded;
}

/**
 * GET flows/{id}/: the flow a new session starts on; with `version` (the session's booking_flow_version), the
 * steps an open session walks, served while its flow exists even if changed or switched off since (migration 0035).
 */
export const flowDetail = async (ctx: TContext, id: number, version?: number): Promise<TBookingFlow> => (await flowOfVersion(ctx, id, version)).flow;

export const stepOfType = (flow: TBookingFlow, type: string) => flow.enabled_steps.find((s) => s.step_type === type) ?? null;

/**
 * How a booking may pay: the card gateways (the test gateway, Stripe; 3-D Secure included, awaiting-payment.ts), the
 * wallets the payer approves in their app (GCash and Maya through PayMongo: a redirect, then back to the booking's
 * confirmation, which the payment's settlement completes like 3-D Secure) and the venue's offline ones (bank
 * transfer, pay at the venue), which leave a pending payment the venue confirms. PayPal stays out: the spec's
 * wizard wants a PayPal payment method token, which its button would give and our redirect flow does not.
 */
const BOOKING_METHOD_TYPES: readonly string[] = ['CREDIT_CARD', 'DIGITAL_WALLET', 'BANK_TRANSFER', 'CASH'];
export async function bookingGateways(ctx: TContext, db: TTx = ctx.db, loaded?: TLoadedFlow) {
  const accepted = loaded?.acceptedMethods ?? null;
  return (await usableGateways(ctx, db)).filter(
    (g) => BOOKING_METHOD_TYPES.includes(g.adapter.methodType) && g.row.code !== 'paypal' && (accepted === null || accepted.has(g.row.code)),
  );
}

/** How flowDetail serves a version: the session's steps, or the current ones. */
async function flowOfVersion(ctx: TContext, id: number, version?: number): Promise<TLoadedFlow> {
  if (version === undefined) return activeFlow(ctx, id);
  const loaded = await flowAt(ctx, ctx.db, id, await readCatalogueVersion(ctx.db), version);
  // A version with no steps was never written (each saved version keeps its required steps).
  if (!loaded || loaded.flow.enabled_steps.length === 0) throw new AppError(404, BOOKING_TEXT.flowNotFound);
  return loaded;
}

export async function flowGateways(ctx: TContext, flowId: number, version?: number): Promise<TFlowGatewaysResponse> {
  const loaded = await flowOfVersion(ctx, flowId, version);
  const payment = stepOfType(loaded.flow, 'payment_info');
  const config = payment ? STEP_CONFIG_SCHEMAS.payment_info.parse(payment.configuration) : STEP_CONFIG_SCHEMAS.payment_info.parse({});
  // Cards first (most visitors pay so), then the wallets, then the offline ways, each in the venue's order.
  const rank = (type: string) => (type === 'CREDIT_CARD' ? 0 : type === 'DIGITAL_WALLET' ? 1 : 2);
  const gateways = (await bookingGateways(ctx, ctx.db, loaded)).map(toGateway).sort((a, b) => rank(a.method_type) - rank(b.method_type));
  const settings = await readPaymentSettings(ctx.db);
  const instructionsOf = (code: string) =>
    code === 'bank_transfer' ? settings.bankTransferInstructions : code === 'manual' ? settings.manualPaymentInstructions : null;
  const preferred = gateways[0];
  return {
    available_gateways: gateways.map(({ is_active: _a, created_at: _c, updated_at: _u, ...g }) => ({ ...g, instructions: instructionsOf(g.code) })),
    // Spec: "default_gateway (an id)": the gateway's id, as available_gateways[].id and payment_gateway_id carry it.
    default_gateway: preferred?.id ?? null,
    require_immediate_payment: !config.allow_quote_request,
    accept_deposit: config.accept_deposit,
    deposit_percentage: loaded.depositPercentage,
    currency: 'PHP',
    balance_due_days: settings.balanceDueDays,
    refunds: {
      allowed: settings.allowRefunds,
      percentage: settings.refundPercentage,
      deadline_hours: settings.refundDeadlineHours,
      policy_text: settings.refundPolicyText,
    },
  };
}
