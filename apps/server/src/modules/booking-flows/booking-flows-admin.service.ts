import type { z } from 'zod';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { checkFlow, parseFlowSteps, STANDARD_STEPS, type TFlowProblems } from '@venue/shared/booking/flow-rules';
import {
  FLOW_EDITOR_TEXT as T,
  type TFlowChoices,
  type TFlowStepInput,
  type TSaveFlowRequest,
  type TStaffFlow,
  type TStaffFlowsResponse,
  type ZCreateFlowRequest,
  type ZPreviewFlowRequest,
} from '@venue/shared/staff/booking-flows.schema';
import type { TStepType } from '@venue/shared/booking/steps';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import { readPaymentSettings } from '../../db/payment-settings';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { bookingGateways, expandFlows } from '../booking/flows.service';
import {
  currentStepRows,
  eventTypeChoices,
  facilityChoices,
  findAdminFlowRow,
  insertFlowRow,
  insertStepRows,
  listAdminFlowRows,
  openSessionsBefore,
  productChoices,
  questionnaireChoices,
  updateFlowRow,
  type TAdminFlowRow,
  type TAdminStepRow,
} from './booking-flows-admin.repo';

/**
 * The booking flow editor (issue 27, point 4). A save never changes a step row: it writes the whole flow as the
 * next version's rows and moves the flow to that version, in one transaction under the flow's row lock. Sessions
 * keep the version they started on (booking_sessions.flow_version) and walk its rows to the end. Every process
 * sees a save at its next request: the step rows' trigger bumps the catalogue version (migration 0017).
 */
const flowNotFound = () => new AppError(404, T.flowNotFound);

const toStep = (s: TAdminStepRow) => ({
  id: s.id,
  step_type: s.stepType as TStepType,
  name: s.name,
  description: s.description,
  is_enabled: s.isEnabled,
  is_skippable: s.isSkippable,
  configuration: s.configuration,
});

async function staffFlowIn(tx: TTx, row: TAdminFlowRow): Promise<TStaffFlow> {
  const steps = await currentStepRows(tx, row.id);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    event_type: row.eventTypeId,
    event_type_name: row.eventTypeName,
    is_active: row.isActive,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
    updated_by_name: row.updatedByName,
    sessions_on_older_versions: await openSessionsBefore(tx, row.id, row.version),
    steps: steps.map(toStep),
  };
}

async function choicesIn(ctx: TContext, tx: TTx): Promise<TFlowChoices> {
  const types = await eventTypeChoices(tx);
  const places = await facilityChoices(tx);
  const catalogue = await productChoices(tx);
  const forms = await questionnaireChoices(tx);
  const settings = await readPaymentSettings(tx);
  const methods = await bookingGateways(ctx, tx);
  const product = (p: (typeof catalogue)[number]) => ({ id: p.id, name: p.name, price: p.price, is_active: p.is_active });
  return {
    event_types: types,
    facilities: places,
    packages: catalogue.filter((p) => p.type === 'PACKAGE').map(product),
    addons: catalogue.filter((p) => p.type !== 'PACKAGE').map((p) => ({ ...product(p), category: p.category })),
    questionnaires: forms,
    payment_methods: methods.map((g) => ({ code: g.row.code, name: g.row.name, is_on: true })),
    default_deposit_percentage: settings.defaultDepositPercentage,
  };
}

export async function staffFlows(ctx: TContext): Promise<TStaffFlowsResponse> {
  const rows = await listAdminFlowRows(ctx.db);
  const steps = await currentStepRows(ctx.db);
  return {
    flows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      event_type: r.eventTypeId,
      event_type_name: r.eventTypeName,
      is_active: r.isActive,
      version: r.version,
      updated_at: r.updatedAt.toISOString(),
      enabled_steps: steps.filter((s) => s.flowId === r.id && s.isEnabled).length,
    })),
    choices: await choicesIn(ctx, ctx.db),
  };
}

export async function staffFlow(ctx: TContext, id: number): Promise<TStaffFlow> {
  const row = await findAdminFlowRow(ctx.db, id);
  if (!row) throw flowNotFound();
  return staffFlowIn(ctx.db, row);
}

/** The choices a flow's steps may name, as they are now (checkFlow's references). */
async function refsFor(ctx: TContext, tx: TTx, facilityIds: number[]) {
  const choices = await choicesIn(ctx, tx);
  return {
    packageIds: new Set(choices.packages.map((p) => p.id)),
    addonIds: new Set(choices.addons.map((p) => p.id)),
    questionnaireIds: new Set(choices.questionnaires.map((q) => q.id)),
    facilityIds,
    methodCodes: new Set(choices.payment_methods.map((m) => m.code)),
  };
}

function refuse(problems: TFlowProblems): never {
  const first = Object.values(problems)[0]?.[0];
  throw new AppError(400, first ?? T.flowNotFound, problems);
}

/** A step as stored: its configuration with its defaults, a deposit left to the venue stored as absent. */
function storedStep(step: TFlowStepInput, config: Record<string, unknown>, sortOrder: number) {
  const { deposit_percentage: deposit, ...rest } = config;
  const configuration = step.step_type === 'payment_info' && deposit === null ? rest : config;
  return {
    stepType: step.step_type,
    name: step.name,
    description: step.description,
    sortOrder,
    isSkippable: step.is_skippable,
    isEnabled: step.is_enabled,
    configuration,
  };
}

type TCreate = z.output<typeof ZCreateFlowRequest>;

export async function createFlow(ctx: TContext, actor: TActor, ip: string, input: TCreate): Promise<TStaffFlow> {
  return ctx.transact(async (tx) => {
    const type = (await eventTypeChoices(tx)).find((t) => t.id === input.event_type);
    if (!type) throw new AppError(400, T.chooseEventType, { event_type: [T.chooseEventType] });
    const id = await insertFlowRow(tx, { eventTypeId: type.id, name: input.name || `${type.name} booking`, description: '', updatedBy: actor.userId });
    await insertStepRows(
      tx,
      id,
      1,
      STANDARD_STEPS.map((s, i) => storedStep(s, s.configuration, i + 1)),
    );
    const after = await staffFlowIn(tx, (await findAdminFlowRow(tx, id))!);
    await recordAudit(tx, actor, ip, { action: 'booking_flow.create', objectType: 'booking_flow', objectId: id, after });
    return after;
  });
}

export async function saveFlow(ctx: TContext, actor: TActor, ip: string, id: number, input: TSaveFlowRequest): Promise<TStaffFlow> {
  return ctx.transact(async (tx) => {
    const row = await findAdminFlowRow(tx, id, { forUpdate: true });
    if (!row) throw flowNotFound();
    if (row.version !== input.expected_version) throw new AppError(409, T.outOfDate);
    const { problems, configs } = checkFlow(input.steps, await refsFor(ctx, tx, row.eventTypeFacilityIds));
    if (Object.keys(problems).length > 0) refuse(problems);
    const before = await staffFlowIn(tx, row);
    const version = row.version + 1;
    await insertStepRows(
      tx,
      id,
      version,
      input.steps.map((s, i) => storedStep(s, configs[i]!, i + 1)),
    );
    await updateFlowRow(tx, id, { name: input.name, description: input.description, isActive: input.is_active, version, updatedBy: actor.userId });
    const after = await staffFlowIn(tx, (await findAdminFlowRow(tx, id))!);
    await recordAudit(tx, actor, ip, { action: 'booking_flow.update', objectType: 'booking_flow', objectId: id, before, after });
    return after;
  });
}

type TPreview = z.output<typeof ZPreviewFlowRequest>;

/** The editor's unsaved flow as the wizard would serve it (products, spaces and questions expanded). */
export async function previewFlow(ctx: TContext, input: TPreview): Promise<TBookingFlow> {
  const type = (await eventTypeChoices(ctx.db)).find((t) => t.id === input.event_type);
  if (!type) throw new AppError(400, T.chooseEventType, { event_type: [T.chooseEventType] });
  const { problems, configs } = parseFlowSteps(input.steps);
  if (Object.keys(problems).length > 0) refuse(problems);
  const steps = input.steps.flatMap((s, i) => (s.is_enabled ? [{ ...storedStep(s, configs[i]!, i + 1), id: i + 1, flowId: 0 }] : []));
  const [loaded] = await expandFlows(
    ctx.db,
    [
      {
        id: 0,
        name: input.name,
        description: input.description,
        eventTypeId: type.id,
        eventTypeName: type.name,
        isActive: true,
        eventTypeActive: type.is_active,
        eventTypeFacilityIds: type.facility_ids,
        version: 0,
      },
    ],
    steps,
  );
  return loaded!.flow;
}
