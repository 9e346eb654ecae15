import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { discounts, eventTypes, events, facilities, facilityPhotos, facilityReservations } from '../../db/schema';

export const PHOTO_AREA = 'spaces';
export const photoUrl = (key: string) => `/api/site/spaces/photos/${key}`;

export type TFacilityValues = Omit<typeof facilities.$inferInsert, 'id'>;
export type TEventTypeValues = Omit<typeof eventTypes.$inferInsert, 'id'>;

const facilityColumns = {
  id: facilities.id,
  name: facilities.name,
  description: facilities.description,
  min_guests: facilities.minGuests,
  capacity: facilities.capacity,
  overnight: facilities.overnight,
  buffer_before_minutes: facilities.bufferBeforeMinutes,
  buffer_after_minutes: facilities.bufferAfterMinutes,
  is_active: facilities.isActive,
  /**
   * Events and live holds not yet ended (cancelled events leave facility_reservations through its trigger). The
   * outer row is named in plain SQL: an interpolated column would be written unqualified and read as r's own.
   */
  upcoming_bookings: sql<number>`(select count(*)::int from ${facilityReservations} r where r.facility_id = facilities.id
    and r.ends_at > now() and (r.expires_at is null or r.expires_at > now()))`,
};
export const listFacilityRows = (tx: TTx, opts: { activeOnly?: boolean } = {}) =>
  tx
    .select(facilityColumns)
    .from(facilities)
    .where(opts.activeOnly ? eq(facilities.isActive, true) : undefined)
    .orderBy(asc(facilities.sortOrder), asc(facilities.id));

export async function findFacility(tx: TTx, id: number, opts: { forUpdate?: boolean } = {}) {
  const q = tx.select(facilityColumns).from(facilities).where(eq(facilities.id, id));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/** Null when the name is taken (the unique index decides). A new facility goes last. */
export async function insertFacility(tx: TTx, values: Omit<TFacilityValues, 'sortOrder'>): Promise<number | null> {
  const [row] = await tx
    .insert(facilities)
    .values({ ...values, sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from ${facilities})` })
    .onConflictDoNothing({ target: facilities.name })
    .returning({ id: facilities.id });
  return row?.id ?? null;
}

export const updateFacility = (tx: TTx, id: number, values: Partial<TFacilityValues>) => tx.update(facilities).set(values).where(eq(facilities.id, id));

/** Deletes the facility (its photos go with it) and takes it out of every event type's list. */
export async function deleteFacility(tx: TTx, id: number) {
  await tx.execute(sql`update ${eventTypes} set facility_ids = (
    select coalesce(jsonb_agg(x order by n), '[]'::jsonb) from jsonb_array_elements(facility_ids) with ordinality as e(x, n) where x <> to_jsonb(${id}::int))
    where facility_ids @> to_jsonb(array[${id}::int])`);
  // Holds of booking sessions that ran out (live ones refuse the delete before this) would keep it otherwise.
  await tx.delete(facilityReservations).where(and(eq(facilityReservations.facilityId, id), isNotNull(facilityReservations.sessionId)));
  await tx.delete(facilities).where(eq(facilities.id, id));
}

export const listPhotoRows = (tx: TTx, facilityIds?: number[]) =>
  tx
    .select({ id: facilityPhotos.id, facilityId: facilityPhotos.facilityId, storageKey: facilityPhotos.storageKey, isCover: facilityPhotos.isCover })
    .from(facilityPhotos)
    .where(facilityIds ? inArray(facilityPhotos.facilityId, facilityIds.length ? facilityIds : [0]) : undefined)
    .orderBy(asc(facilityPhotos.facilityId), asc(facilityPhotos.position), asc(facilityPhotos.id));

export async function insertPhoto(tx: TTx, facilityId: number, storageKey: string) {
  const [row] = await tx
    .insert(facilityPhotos)
    .values({
      facilityId,
      storageKey,
      position: sql`(select coalesce(max(position), 0) + 1 from ${facilityPhotos} where facility_id = ${facilityId})`,
      // The first photo is the cover until the admin chooses another.
      isCover: sql`not exists (select 1 from ${facilityPhotos} where facility_id = ${facilityId} and is_cover)`,
    })
    .returning({ id: facilityPhotos.id });
  return row!.id;
}

/** The new order (every photo once) and the cover: cleared first, as the partial unique index allows one per facility. */
export async function arrangePhotos(tx: TTx, facilityId: number, ids: number[], coverId: number | null) {
  await tx.update(facilityPhotos).set({ isCover: false }).where(eq(facilityPhotos.facilityId, facilityId));
  for (const [i, id] of ids.entries())
    await tx
      .update(facilityPhotos)
      .set({ position: i + 1, isCover: id === coverId })
      .where(and(eq(facilityPhotos.facilityId, facilityId), eq(facilityPhotos.id, id)));
}

export async function deletePhoto(tx: TTx, facilityId: number, photoId: number): Promise<string | null> {
  const [row] = await tx
    .delete(facilityPhotos)
    .where(and(eq(facilityPhotos.facilityId, facilityId), eq(facilityPhotos.id, photoId)))
    .returning({ storageKey: facilityPhotos.storageKey, isCover: facilityPhotos.isCover });
  if (row?.isCover)
    await tx.execute(sql`update ${facilityPhotos} set is_cover = true where id = (
      select id from ${facilityPhotos} where facility_id = ${facilityId} order by position, id limit 1)`);
  return row?.storageKey ?? null;
}

export const photoKeyExists = async (tx: TTx, key: string) =>
  (await tx.select({ id: facilityPhotos.id }).from(facilityPhotos).where(eq(facilityPhotos.storageKey, key)).limit(1)).length > 0 ||
  (await tx.select({ id: eventTypes.id }).from(eventTypes).where(eq(eventTypes.imageKey, key)).limit(1)).length > 0;

const eventTypeColumns = {
  id: eventTypes.id,
  name: eventTypes.name,
  description: eventTypes.description,
  imageKey: eventTypes.imageKey,
  facilityIds: eventTypes.facilityIds,
  isActive: eventTypes.isActive,
  upcomingEvents: sql<number>`(select count(*)::int from ${events} e where e.event_type_id = event_types.id
    and e.status <> 'CANCELLED' and coalesce(e.ends_at, (e.end_date + 1)::timestamp at time zone 'Asia/Manila') > now())`,
};
export type TEventTypeRow = {
  id: number;
  name: string;
  description: string;
  imageKey: string | null;
  facilityIds: number[];
  isActive: boolean;
  upcomingEvents: number;
};

export const listEventTypeRows = (tx: TTx): Promise<TEventTypeRow[]> =>
  tx.select(eventTypeColumns).from(eventTypes).orderBy(asc(eventTypes.sortOrder), asc(eventTypes.id));

export async function findEventType(tx: TTx, id: number, opts: { forUpdate?: boolean } = {}): Promise<TEventTypeRow | null> {
  const q = tx.select(eventTypeColumns).from(eventTypes).where(eq(eventTypes.id, id));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function insertEventType(tx: TTx, values: Omit<TEventTypeValues, 'sortOrder'>): Promise<number | null> {
  const [row] = await tx
    .insert(eventTypes)
    .values({ ...values, sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from ${eventTypes})` })
    .onConflictDoNothing({ target: eventTypes.name })
    .returning({ id: eventTypes.id });
  return row?.id ?? null;
}

export const updateEventType = (tx: TTx, id: number, values: Partial<TEventTypeValues>) => tx.update(eventTypes).set(values).where(eq(eventTypes.id, id));

/**
 * Deletes the type with its booking flows (their steps go with them) and takes it out of discount codes' lists.
 * Anything else that still names it (events, sessions on its flows, questionnaires) makes the database refuse.
 */
export async function deleteEventType(tx: TTx, id: number) {
  await tx.execute(sql`update ${discounts} set event_type_ids = (
    select coalesce(jsonb_agg(x order by n), '[]'::jsonb) from jsonb_array_elements(event_type_ids) with ordinality as e(x, n) where x <> to_jsonb(${id}::int))
    where event_type_ids @> to_jsonb(array[${id}::int])`);
  await tx.execute(sql`delete from booking_flows where event_type_id = ${id}`);
  await tx.delete(eventTypes).where(eq(eventTypes.id, id));
}
