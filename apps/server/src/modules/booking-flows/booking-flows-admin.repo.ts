import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import {
  bookingFlows,
  bookingSessions,
  bookingSteps,
  eventTypes,
  facilities,
  productCategories,
  products,
  questionnaireFields,
  questionnaires,
  users,
} from '../../db/schema';

/** Booking flows as the console edits them: every step of a version, enabled or not (migration 0035). */
export type TAdminFlowRow = {
  id: number;
  name: string;
  description: string;
  eventTypeId: number;
  eventTypeName: string;
  eventTypeActive: boolean;
  eventTypeFacilityIds: number[];
  isActive: boolean;
  version: number;
  updatedAt: Date;
  updatedByName: string | null;
};

const flowColumns = {
  id: bookingFlows.id,
  name: bookingFlows.name,
  description: bookingFlows.description,
  eventTypeId: bookingFlows.eventTypeId,
  eventTypeName: eventTypes.name,
  eventTypeActive: eventTypes.isActive,
  eventTypeFacilityIds: eventTypes.facilityIds,
  isActive: bookingFlows.isActive,
  version: bookingFlows.version,
  updatedAt: bookingFlows.updatedAt,
  updatedByName: sql<string | null>`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${bookingFlows.updatedBy})`,
};

const flowQuery = (tx: TTx) => tx.select(flowColumns).from(bookingFlows).innerJoin(eventTypes, eq(eventTypes.id, bookingFlows.eventTypeId));

export const listAdminFlowRows = (tx: TTx): Promise<TAdminFlowRow[]> =>
  flowQuery(tx).orderBy(asc(eventTypes.sortOrder), asc(bookingFlows.sortOrder), asc(bookingFlows.id));

export async function findAdminFlowRow(tx: TTx, id: number, opts: { forUpdate?: boolean } = {}): Promise<TAdminFlowRow | null> {
  const q = flowQuery(tx).where(eq(bookingFlows.id, id));
  const [row] = opts.forUpdate ? await q.for('update', { of: bookingFlows }) : await q;
  return row ?? null;
}

export type TAdminStepRow = typeof bookingSteps.$inferSelect;

/** Every step of the flows' current versions, in order. */
export const currentStepRows = (tx: TTx, flowId?: number): Promise<TAdminStepRow[]> =>
  tx
    .select(stepColumns)
    .from(bookingSteps)
    .innerJoin(bookingFlows, and(eq(bookingFlows.id, bookingSteps.flowId), eq(bookingFlows.version, bookingSteps.flowVersion)))
    .where(flowId === undefined ? undefined : eq(bookingSteps.flowId, flowId))
    .orderBy(asc(bookingSteps.flowId), asc(bookingSteps.sortOrder), asc(bookingSteps.id));

const stepColumns = {
  id: bookingSteps.id,
  flowId: bookingSteps.flowId,
  stepType: bookingSteps.stepType,
  name: bookingSteps.name,
  description: bookingSteps.description,
  sortOrder: bookingSteps.sortOrder,
  isSkippable: bookingSteps.isSkippable,
  isEnabled: bookingSteps.isEnabled,
  configuration: bookingSteps.configuration,
  flowVersion: bookingSteps.flowVersion,
};

export type TNewStep = Omit<typeof bookingSteps.$inferInsert, 'id' | 'flowId' | 'flowVersion'>;

/** One version's steps; the rows of earlier versions stay for the sessions that walk them. */
export async function insertStepRows(tx: TTx, flowId: number, version: number, steps: TNewStep[]): Promise<void> {
  await tx.insert(bookingSteps).values(steps.map((s) => ({ ...s, flowId, flowVersion: version })));
}

export async function insertFlowRow(tx: TTx, v: { eventTypeId: number; name: string; description: string; updatedBy: number }): Promise<number> {
  const [row] = await tx
    .insert(bookingFlows)
    .values({ ...v, isActive: false, version: 1, sortOrder: sql`coalesce((select max(sort_order) + 1 from booking_flows), 1)` })
    .returning({ id: bookingFlows.id });
  return row!.id;
}

export async function updateFlowRow(
  tx: TTx,
  id: number,
  v: { name: string; description: string; isActive: boolean; version: number; updatedBy: number },
): Promise<void> {
  await tx
    .update(bookingFlows)
    .set({ ...v, updatedAt: sql`now()` })
    .where(eq(bookingFlows.id, id));
}

/** Sessions still open on an earlier version than `version`: they finish on theirs. */
export async function openSessionsBefore(tx: TTx, flowId: number, version: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(bookingSessions)
    .where(
      and(
        eq(bookingSessions.flowId, flowId),
        lt(bookingSessions.flowVersion, version),
        eq(bookingSessions.status, 'active'),
        gt(bookingSessions.expiresAt, sql`now()`),
      ),
    );
  return row?.n ?? 0;
}

export const eventTypeChoices = (tx: TTx) =>
  tx
    .select({ id: eventTypes.id, name: eventTypes.name, is_active: eventTypes.isActive, facility_ids: eventTypes.facilityIds })
    .from(eventTypes)
    .orderBy(asc(eventTypes.sortOrder), asc(eventTypes.id));

export const facilityChoices = (tx: TTx) =>
  tx
    .select({ id: facilities.id, name: facilities.name, is_active: facilities.isActive })
    .from(facilities)
    .orderBy(asc(facilities.sortOrder), asc(facilities.id));

export const productChoices = (tx: TTx) =>
  tx
    .select({
      id: products.id,
      name: products.name,
      type: products.type,
      price: products.basePrice,
      is_active: products.isActive,
      category: sql<string>`coalesce(${productCategories.name}, '')`,
    })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .orderBy(asc(products.name), asc(products.id));

/** Questionnaires asked in the booking wizard, with how many questions each has now. */
export const questionnaireChoices = (tx: TTx) =>
  tx
    .select({
      id: questionnaires.id,
      name: questionnaires.name,
      is_active: questionnaires.isActive,
      questions: sql<number>`(select count(*)::int from ${questionnaireFields} where ${questionnaireFields.questionnaireId} = ${questionnaires.id} and ${questionnaireFields.retiredAt} is null)`,
    })
    .from(questionnaires)
    .where(eq(questionnaires.audience, 'booking'))
    .orderBy(asc(questionnaires.sortOrder), asc(questionnaires.id));
