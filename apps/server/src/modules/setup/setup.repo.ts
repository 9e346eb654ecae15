import { and, asc, eq, exists, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { auditLog, bookingFlows, eventTypes, facilities, products, sitePages, venueSetup } from '../../db/schema';

/**
 * "An admin saved it" is read from the audit log: every admin save writes its entry in the save's own transaction,
 * and the log is append-only, so the fact can neither come early nor be lost. Booking flows carry their own
 * `updated_by` (migration 0035, written by the flow editor's save).
 */
const saved = (db: TDb | TTx, objectType: string, actions: string[]) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(auditLog)
      .where(and(eq(auditLog.objectType, objectType), inArray(auditLog.action, actions))),
  );

/** Both Terms and Privacy have a version an admin published (page.publish names the version's row). */
const publishedTermsAndPrivacy = (db: TDb | TTx) =>
  sql<boolean>`(${db
    .select({ n: sql`count(distinct ${sitePages.slug})` })
    .from(auditLog)
    .innerJoin(sitePages, sql`${auditLog.objectId} = ${sitePages.id}::text`)
    .where(and(eq(auditLog.objectType, 'page'), eq(auditLog.action, 'page.publish'), inArray(sitePages.slug, ['terms', 'privacy'])))}) = 2`;

/** The checklist's facts and the stored completion, in one statement. */
export async function readSetupFacts(db: TDb | TTx) {
  const [row] = await db
    .select({
      completedAt: venueSetup.completedAt,
      venueDetails: saved(db, 'venue_settings', ['venue_details.update']).mapWith(Boolean),
      space: sql<boolean>`(${exists(
        db
          .select({ one: sql`1` })
          .from(facilities)
          .where(eq(facilities.isActive, true)),
      )} and ${saved(db, 'facility', ['facility.create', 'facility.update'])})`.mapWith(Boolean),
      eventTypeFlow: exists(
        db
          .select({ one: sql`1` })
          .from(bookingFlows)
          .innerJoin(eventTypes, eq(eventTypes.id, bookingFlows.eventTypeId))
          .where(and(eq(bookingFlows.isActive, true), eq(eventTypes.isActive, true), isNotNull(bookingFlows.updatedBy))),
      ).mapWith(Boolean),
      paymentSettings: saved(db, 'payment_settings', ['payment_settings.update']).mapWith(Boolean),
      termsPrivacy: publishedTermsAndPrivacy(db).mapWith(Boolean),
    })
    .from(venueSetup)
    .where(eq(venueSetup.id, 1));
  if (!row) throw new Error('venue_setup row 1 is missing (migration 0036)');
  return row;
}

export async function readSetupCompletedAt(db: TDb | TTx): Promise<Date | null> {
  const [row] = await db.select({ completedAt: venueSetup.completedAt }).from(venueSetup).where(eq(venueSetup.id, 1));
  if (!row) throw new Error('venue_setup row 1 is missing (migration 0036)');
  return row.completedAt;
}

/** Stores the first moment the checklist was found done; a later call (another process, another request) keeps it. */
export async function markSetupComplete(db: TDb | TTx): Promise<Date> {
  await db
    .update(venueSetup)
    .set({ completedAt: new Date() })
    .where(and(eq(venueSetup.id, 1), isNull(venueSetup.completedAt)));
  return (await readSetupCompletedAt(db))!;
}

/** Back to the first-run state (tests only: the install has not been set up). */
export const clearSetupComplete = (db: TDb | TTx) => db.update(venueSetup).set({ completedAt: null }).where(eq(venueSetup.id, 1));

/** Active packages, for "a package no flow offers" (issue 39, point 2). */
export const activePackages = (db: TDb | TTx) =>
  db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.type, 'PACKAGE'), eq(products.isActive, true)))
    .orderBy(asc(products.sortOrder), asc(products.id));

/** Active flows an admin saved in the flow editor (migration 0035's `updated_by`): the checklist's flow item. */
export const savedFlowIds = async (db: TDb | TTx): Promise<Set<number>> =>
  new Set(
    (
      await db
        .select({ id: bookingFlows.id })
        .from(bookingFlows)
        .where(and(eq(bookingFlows.isActive, true), isNotNull(bookingFlows.updatedBy)))
    ).map((r) => r.id),
  );
