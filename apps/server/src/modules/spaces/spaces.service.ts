import type { z } from 'zod';
import {
  MAX_PHOTOS,
  SPACES_TEXT as T,
  type TPublicFacility,
  type TStaffEventType,
  type TStaffFacility,
  type TStaffSpaces,
  type ZCreateEventTypeRequest,
  type ZCreateFacilityRequest,
  type ZFacilityPhotosRequest,
  type ZUpdateEventTypeRequest,
  type ZUpdateFacilityRequest,
} from '@venue/shared/staff/spaces.schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { isUniqueViolation, sqlState } from '../../lib/db-errors';
import { normalizeAvatar } from '../../lib/user-image';
import {
  arrangePhotos,
  deleteEventType,
  deleteFacility,
  deletePhoto,
  findEventType,
  findFacility,
  insertEventType,
  insertFacility,
  insertPhoto,
  listEventTypeRows,
  listFacilityRows,
  listPhotoRows,
  PHOTO_AREA,
  photoKeyExists,
  photoUrl,
  updateEventType,
  updateFacility,
  type TEventTypeRow,
} from './spaces.repo';

/**
 * Spaces and event types (issue 27, point 3). Nothing is kept per process: the wizard's flows expand facilities
 * and event types at the catalogue version that migration 0017's triggers bump on every write to either table,
 * and the public list reads the rows at each request, so every process sees a change at its next request.
 */
type TFacilityCreate = z.output<typeof ZCreateFacilityRequest>;
type TFacilityUpdate = z.output<typeof ZUpdateFacilityRequest>;
type TTypeCreate = z.output<typeof ZCreateEventTypeRequest>;
type TTypeUpdate = z.output<typeof ZUpdateEventTypeRequest>;

const fieldError = (field: string, message: string) => new AppError(400, message, { [field]: [message] });
const facilityNotFound = () => new AppError(404, T.facilityNotFound);
const typeNotFound = () => new AppError(404, T.eventTypeNotFound);
/** SQLSTATE 23503: a row still names the one being deleted. */
const isStillReferenced = (err: unknown) => sqlState(err) === '23503';

async function nameCheck<TResult>(message: string, work: () => Promise<TResult>): Promise<TResult> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('name', message);
    throw err;
  }
}

async function facilitiesWithPhotos(tx: TTx, rows: Awaited<ReturnType<typeof listFacilityRows>>): Promise<TStaffFacility[]> {
  const photos = await listPhotoRows(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    photos: photos.filter((p) => p.facilityId === r.id).map((p) => ({ id: p.id, url: photoUrl(p.storageKey), is_cover: p.isCover })),
  }));
}

async function staffFacility(tx: TTx, id: number): Promise<TStaffFacility> {
  const row = await findFacility(tx, id);
  if (!row) throw facilityNotFound();
  return (await facilitiesWithPhotos(tx, [row]))[0]!;
}

const toEventType = (r: TEventTypeRow): TStaffEventType => ({
  id: r.id,
  name: r.name,
  description: r.description,
  image_url: r.imageKey ? photoUrl(r.imageKey) : null,
  facility_ids: r.facilityIds,
  is_active: r.isActive,
  upcoming_events: r.upcomingEvents,
});

export async function staffSpaces(ctx: TContext): Promise<TStaffSpaces> {
  const facilities = await facilitiesWithPhotos(ctx.db, await listFacilityRows(ctx.db));
  const types = await listEventTypeRows(ctx.db);
  return { facilities, event_types: types.map(toEventType) };
}

/** The public site's list: active facilities only, cover photo first. */
export async function publicFacilities(ctx: TContext): Promise<TPublicFacility[]> {
  const rows = await facilitiesWithPhotos(ctx.db, await listFacilityRows(ctx.db, { activeOnly: true }));
  return rows.map((f) => ({
    id: f.id,
    name: f.name,
    description: f.description,
    capacity: f.capacity,
    overnight: f.overnight,
    photos: [...f.photos.filter((p) => p.is_cover), ...f.photos.filter((p) => !p.is_cover)].map((p) => ({ url: p.url })),
  }));
}

/** A photo file by its key, only while a facility or an event type still shows it. */
export async function openSpacePhoto(ctx: TContext, key: string) {
  if (!(await photoKeyExists(ctx.db, key))) return null;
  return ctx.storage.open(PHOTO_AREA, key);
}

const facilityColumns = (input: TFacilityUpdate) => {
  const out: Record<string, unknown> = {};
  const map = {
    name: 'name',
    description: 'description',
    min_guests: 'minGuests',
    capacity: 'capacity',
    overnight: 'overnight',
    buffer_before_minutes: 'bufferBeforeMinutes',
    buffer_after_minutes: 'bufferAfterMinutes',
    is_active: 'isActive',
  } as const;
  for (const [field, value] of Object.entries(input)) if (value !== undefined) out[map[field as keyof typeof map]] = value;
  return out;
};

export function createFacility(ctx: TContext, actor: TActor, ip: string, input: TFacilityCreate): Promise<TStaffFacility> {
  return nameCheck(T.facilityNameTaken, () =>
    ctx.transact(async (tx) => {
      const id = await insertFacility(tx, facilityColumns(input) as Parameters<typeof insertFacility>[1]);
      if (id === null) throw fieldError('name', T.facilityNameTaken);
      const after = await staffFacility(tx, id);
      await recordAudit(tx, actor, ip, { action: 'facility.create', objectType: 'facility', objectId: id, after });
      return after;
    }),
  );
}

export function changeFacility(ctx: TContext, actor: TActor, ip: string, id: number, input: TFacilityUpdate): Promise<TStaffFacility> {
  return nameCheck(T.facilityNameTaken, () =>
    ctx.transact(async (tx) => {
      if (!(await findFacility(tx, id, { forUpdate: true }))) throw facilityNotFound();
      const before = await staffFacility(tx, id);
      const merged = { ...before, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) };
      if (merged.min_guests != null && merged.capacity != null && merged.min_guests > merged.capacity)
        throw fieldError('min_guests', 'Smallest group cannot be larger than the capacity');
      const columns = facilityColumns(input);
      if (Object.keys(columns).length) await updateFacility(tx, id, columns);
      const after = await staffFacility(tx, id);
      const action = before.is_active && !after.is_active ? 'facility.deactivate' : 'facility.update';
      await recordAudit(tx, actor, ip, { action, objectType: 'facility', objectId: id, before, after });
      return after;
    }),
  );
}

/** Refused (409) while it has upcoming bookings or past events keep it; its photo files go after the commit. */
export async function removeFacility(ctx: TContext, actor: TActor, ip: string, id: number): Promise<void> {
  let name = '';
  try {
    await ctx.transact(async (tx, effects) => {
      if (!(await findFacility(tx, id, { forUpdate: true }))) throw facilityNotFound();
      const before = await staffFacility(tx, id);
      name = before.name;
      if (before.upcoming_bookings > 0) throw new AppError(409, T.facilityHasBookings(before.name, before.upcoming_bookings));
      const keys = (await listPhotoRows(tx, [id])).map((p) => p.storageKey);
      await deleteFacility(tx, id);
      await recordAudit(tx, actor, ip, { action: 'facility.delete', objectType: 'facility', objectId: id, before });
      for (const key of keys) effects.after(() => ctx.storage.remove(PHOTO_AREA, key));
    });
  } catch (err) {
    if (isStillReferenced(err)) throw new AppError(409, T.facilityOnPastEvents(name));
    throw err;
  }
}

/** A new photo, decoded and written anew like every user image (lib/user-image.ts); last in the order. */
export async function addFacilityPhoto(ctx: TContext, actor: TActor, ip: string, id: number, data: Buffer): Promise<TStaffFacility> {
  const image = await normalizeAvatar(data);
  if (!image) throw fieldError('photo', T.photoNotImage);
  const key = await ctx.storage.put(PHOTO_AREA, image.type.ext, image.data);
  try {
    return await ctx.transact(async (tx) => {
      if (!(await findFacility(tx, id, { forUpdate: true }))) throw facilityNotFound();
      const before = await staffFacility(tx, id);
      if (before.photos.length >= MAX_PHOTOS) throw fieldError('photo', T.tooManyPhotos);
      const photoId = await insertPhoto(tx, id, key);
      const after = await staffFacility(tx, id);
      await recordAudit(tx, actor, ip, {
        action: 'facility.photo_add',
        objectType: 'facility',
        objectId: id,
        before: { name: before.name, photos: before.photos },
        after: { name: after.name, photos: after.photos, added: photoId },
      });
      return after;
    });
  } catch (err) {
    await ctx.storage.remove(PHOTO_AREA, key);
    throw err;
  }
}

export function arrangeFacilityPhotos(
  ctx: TContext,
  actor: TActor,
  ip: string,
  id: number,
  input: z.output<typeof ZFacilityPhotosRequest>,
): Promise<TStaffFacility> {
  return ctx.transact(async (tx) => {
    if (!(await findFacility(tx, id, { forUpdate: true }))) throw facilityNotFound();
    const before = await staffFacility(tx, id);
    const have = before.photos.map((p) => p.id).sort((a, b) => a - b);
    const sent = [...input.photo_ids].sort((a, b) => a - b);
    if (have.length !== sent.length || have.some((v, i) => v !== sent[i])) throw fieldError('photo_ids', T.photoOrder);
    if (input.cover_photo_id !== null && !have.includes(input.cover_photo_id)) throw fieldError('cover_photo_id', T.photoNotFound);
    await arrangePhotos(tx, id, input.photo_ids, input.cover_photo_id ?? input.photo_ids[0] ?? null);
    const after = await staffFacility(tx, id);
    await recordAudit(tx, actor, ip, {
      action: 'facility.photos_arrange',
      objectType: 'facility',
      objectId: id,
      before: { name: before.name, photos: before.photos },
      after: { name: after.name, photos: after.photos },
    });
    return after;
  });
}

export function removeFacilityPhoto(ctx: TContext, actor: TActor, ip: string, id: number, photoId: number): Promise<TStaffFacility> {
  return ctx.transact(async (tx, effects) => {
    if (!(await findFacility(tx, id, { forUpdate: true }))) throw facilityNotFound();
    const before = await staffFacility(tx, id);
    const key = await deletePhoto(tx, id, photoId);
    if (!key) throw new AppError(404, T.photoNotFound);
    const after = await staffFacility(tx, id);
    await recordAudit(tx, actor, ip, {
      action: 'facility.photo_remove',
      objectType: 'facility',
      objectId: id,
      before: { name: before.name, photos: before.photos },
      after: { name: after.name, photos: after.photos },
    });
    effects.after(() => ctx.storage.remove(PHOTO_AREA, key));
    return after;
  });
}

async function requireFacilities(tx: TTx, ids: number[] | undefined) {
  if (!ids?.length) return;
  const known = new Set((await listFacilityRows(tx)).map((f) => f.id));
  if (ids.some((id) => !known.has(id))) throw fieldError('facility_ids', T.chooseFacility);
}

const typeColumns = (input: TTypeUpdate) => {
  const out: Record<string, unknown> = {};
  if (input.name !== undefined) out.name = input.name;
  if (input.description !== undefined) out.description = input.description;
  if (input.is_active !== undefined) out.isActive = input.is_active;
  if (input.facility_ids !== undefined) out.facilityIds = [...new Set(input.facility_ids)];
  return out;
};

async function staffEventType(tx: TTx, id: number): Promise<TStaffEventType> {
  const row = await findEventType(tx, id);
  if (!row) throw typeNotFound();
  return toEventType(row);
}

export function createEventType(ctx: TContext, actor: TActor, ip: string, input: TTypeCreate): Promise<TStaffEventType> {
  return nameCheck(T.eventTypeNameTaken, () =>
    ctx.transact(async (tx) => {
      await requireFacilities(tx, input.facility_ids);
      const id = await insertEventType(tx, typeColumns(input) as Parameters<typeof insertEventType>[1]);
      if (id === null) throw fieldError('name', T.eventTypeNameTaken);
      const after = await staffEventType(tx, id);
      await recordAudit(tx, actor, ip, { action: 'event_type.create', objectType: 'event_type', objectId: id, after });
      return after;
    }),
  );
}

export function changeEventType(ctx: TContext, actor: TActor, ip: string, id: number, input: TTypeUpdate): Promise<TStaffEventType> {
  return nameCheck(T.eventTypeNameTaken, () =>
    ctx.transact(async (tx) => {
      if (!(await findEventType(tx, id, { forUpdate: true }))) throw typeNotFound();
      const before = await staffEventType(tx, id);
      await requireFacilities(tx, input.facility_ids);
      const columns = typeColumns(input);
      if (Object.keys(columns).length) await updateEventType(tx, id, columns);
      const after = await staffEventType(tx, id);
      const action = before.is_active && !after.is_active ? 'event_type.deactivate' : 'event_type.update';
      await recordAudit(tx, actor, ip, { action, objectType: 'event_type', objectId: id, before, after });
      return after;
    }),
  );
}

/** Refused (409) while it has upcoming events, or anything else still names it; its image goes after the commit. */
export async function removeEventType(ctx: TContext, actor: TActor, ip: string, id: number): Promise<void> {
  let name = '';
  try {
    await ctx.transact(async (tx, effects) => {
      const row = await findEventType(tx, id, { forUpdate: true });
      if (!row) throw typeNotFound();
      name = row.name;
      if (row.upcomingEvents > 0) throw new AppError(409, T.eventTypeHasEvents(row.name, row.upcomingEvents));
      await deleteEventType(tx, id);
      await recordAudit(tx, actor, ip, { action: 'event_type.delete', objectType: 'event_type', objectId: id, before: toEventType(row) });
      if (row.imageKey) effects.after(() => ctx.storage.remove(PHOTO_AREA, row.imageKey!));
    });
  } catch (err) {
    if (isStillReferenced(err)) throw new AppError(409, T.eventTypeInUse(name));
    throw err;
  }
}

export async function replaceEventTypeImage(ctx: TContext, actor: TActor, ip: string, id: number, data: Buffer): Promise<TStaffEventType> {
  const image = await normalizeAvatar(data);
  if (!image) throw fieldError('image', T.photoNotImage);
  const key = await ctx.storage.put(PHOTO_AREA, image.type.ext, image.data);
  try {
    return await ctx.transact(async (tx, effects) => {
      const row = await findEventType(tx, id, { forUpdate: true });
      if (!row) throw typeNotFound();
      await updateEventType(tx, id, { imageKey: key });
      const after = await staffEventType(tx, id);
      await recordAudit(tx, actor, ip, {
        action: 'event_type.image',
        objectType: 'event_type',
        objectId: id,
        before: { name: row.name, image_url: row.imageKey ? photoUrl(row.imageKey) : null },
        after: { name: after.name, image_url: after.image_url },
      });
      if (row.imageKey) effects.after(() => ctx.storage.remove(PHOTO_AREA, row.imageKey!));
      return after;
    });
  } catch (err) {
    await ctx.storage.remove(PHOTO_AREA, key);
    throw err;
  }
}
