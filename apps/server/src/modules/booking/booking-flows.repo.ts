import { and, asc, eq, or } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { bookingFlows, bookingSteps, catalogueVersion, eventTypes } from '../../db/schema';

/** Flows and their enabled steps, as stored (configurations unexpanded). */
const flowColumns = {
  id: bookingFlows.id,
  name: bookingFlows.name,
  description: bookingFlows.description,
  eventTypeId: bookingFlows.eventTypeId,
  eventTypeName: eventTypes.name,
  isActive: bookingFlows.isActive,
  /** Migration 0032: an inactive event type offers none of its flows; its facilities are what its schedule step offers. */
  eventTypeActive: eventTypes.isActive,
  eventTypeFacilityIds: eventTypes.facilityIds,
  version: bookingFlows.version,
};
export type TFlowRow = {
  id: number;
  name: string;
  description: string;
  eventTypeId: number;
  eventTypeName: string;
  isActive: boolean;
  eventTypeActive: boolean;
  eventTypeFacilityIds: number[];
  /** The version new sessions start on (migration 0035). */
  version: number;
};

export const listActiveFlowRows = (tx: TTx, eventTypeId?: number): Promise<TFlowRow[]> =>
  tx
    .select(flowColumns)
    .from(bookingFlows)
    .innerJoin(eventTypes, eq(eventTypes.id, bookingFlows.eventTypeId))
    .where(and(eq(bookingFlows.isActive, true), eq(eventTypes.isActive, true), eventTypeId ? eq(bookingFlows.eventTypeId, eventTypeId) : undefined))
    .orderBy(asc(eventTypes.sortOrder), asc(bookingFlows.sortOrder), asc(bookingFlows.id));

export async function findFlowRow(tx: TTx, id: number): Promise<TFlowRow | null> {
  const [row] = await tx
    .select(flowColumns)
    .from(bookingFlows)
    .innerJoin(eventTypes, eq(eventTypes.id, bookingFlows.eventTypeId))
    .where(eq(bookingFlows.id, id));
  return row ?? null;
}

export type TStepRow = {
  id: number;
  flowId: number;
  stepType: string;
  name: string;
  description: string;
  sortOrder: number;
  isSkippable: boolean;
  configuration: Record<string, unknown>;
};

/** A flow at one of its versions: the steps a session on that version walks (migration 0035). */
export type TFlowAt = { flowId: number; version: number };

export const enabledStepRows = (tx: TTx, flows: TFlowAt[]): Promise<TStepRow[]> =>
  flows.length === 0
    ? Promise.resolve([])
    : tx
        .select({
          id: bookingSteps.id,
          flowId: bookingSteps.flowId,
          stepType: bookingSteps.stepType,
          name: bookingSteps.name,
          description: bookingSteps.description,
          sortOrder: bookingSteps.sortOrder,
          isSkippable: bookingSteps.isSkippable,
          configuration: bookingSteps.configuration,
        })
        .from(bookingSteps)
        .where(and(or(...flows.map((f) => and(eq(bookingSteps.flowId, f.flowId), eq(bookingSteps.flowVersion, f.version)))), eq(bookingSteps.isEnabled, true)))
        .orderBy(asc(bookingSteps.flowId), asc(bookingSteps.sortOrder), asc(bookingSteps.id));

/** The catalogue's version (migration 0016): flows loaded at it are current (flow-cache.ts). */
export async function readCatalogueVersion(tx: TTx): Promise<bigint> {
  const [row] = await tx.select({ version: catalogueVersion.version }).from(catalogueVersion).where(eq(catalogueVersion.id, 1));
  return row?.version ?? 0n;
}
