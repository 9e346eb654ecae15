import { z } from 'zod';
import { INT4_MAX, zId } from '../common/input';
import { ZFacility } from './facility.schema';

/**
 * Spaces and event types in the staff console (issue 27, point 3): admins edit them, staff read them. The wizard
 * offers active facilities of an active event type; deactivated ones stay on the events that booked them.
 */
export const SPACES_TEXT = {
  facilityNotFound: 'Space not found.',
  eventTypeNotFound: 'Event type not found.',
  photoNotFound: 'Photo not found.',
  facilityNameTaken: 'Another space already has this name',
  eventTypeNameTaken: 'Another event type already has this name',
  chooseFacility: 'Choose spaces from the list',
  photoNotImage: 'The photo must be a JPEG, PNG, GIF or WebP image.',
  photoTooLarge: 'The photo must be at most 10 MB.',
  tooManyPhotos: 'A space can have at most 20 photos.',
  photoOrder: 'List every photo of the space once, in the new order.',
  facilityHasBookings: (name: string, count: number) =>
    `${name} has ${count === 1 ? '1 upcoming booking' : `${count} upcoming bookings`}, so it cannot be deleted. Deactivate it instead: it stops being offered and stays on those bookings.`,
  facilityOnPastEvents: (name: string) =>
    `${name} is on past events, so it stays on their records and cannot be deleted. Deactivate it instead: it stops being offered.`,
  eventTypeHasEvents: (name: string, count: number) =>
    `${name} has ${count === 1 ? '1 upcoming event' : `${count} upcoming events`}, so it cannot be deleted. Deactivate it instead: it stops being offered and stays on those events.`,
  eventTypeInUse: (name: string) =>
    `${name} is still used by past events, bookings in progress or its questionnaires, so it cannot be deleted. Deactivate it instead: it stops being offered.`,
} as const;

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTOS = 20;

export const ZFacilityPhoto = z.object({
  id: z.number().int(),
  url: z.string(),
  is_cover: z.boolean(),
});
export type TFacilityPhoto = z.infer<typeof ZFacilityPhoto>;

/** A facility as the console shows it: its photos (cover first is not implied: `is_cover` says) and what it has booked. */
export const ZStaffFacility = ZFacility.extend({
  photos: z.array(ZFacilityPhoto),
  /** Events and live booking holds that have not ended. */
  upcoming_bookings: z.number().int(),
});
export type TStaffFacility = z.infer<typeof ZStaffFacility>;

export const ZStaffEventType = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  facility_ids: z.array(z.number().int()),
  is_active: z.boolean(),
  /** Events not cancelled that have not ended. */
  upcoming_events: z.number().int(),
});
export type TStaffEventType = z.infer<typeof ZStaffEventType>;

/** GET /api/staff/spaces/ */
export const ZStaffSpaces = z.object({ facilities: z.array(ZStaffFacility), event_types: z.array(ZStaffEventType) });
export type TStaffSpaces = z.infer<typeof ZStaffSpaces>;

const name = z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters');
const description = z.string({ error: 'Description must be text' }).trim().max(2000, 'Description must be at most 2000 characters');
const minutes = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of minutes` })
    .int(`${label} must be a whole number of minutes`)
    .min(0, `${label} cannot be negative`)
    .max(1440, `${label} must be at most 1440 minutes (one day)`);
const people = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(INT4_MAX, `${label} is too large`)
    .nullable();
const flag = (field: string) => z.boolean({ error: `${field} must be true or false` });

const facilityFields = {
  name,
  description,
  min_guests: people('Smallest group'),
  capacity: people('Capacity'),
  overnight: flag('overnight'),
  buffer_before_minutes: minutes('Time before'),
  buffer_after_minutes: minutes('Time after'),
  is_active: flag('is_active'),
};
const capacityRule = (v: { min_guests?: number | null; capacity?: number | null }, ctx: z.RefinementCtx) => {
  if (v.min_guests != null && v.capacity != null && v.min_guests > v.capacity)
    ctx.addIssue({ code: 'custom', path: ['min_guests'], message: 'Smallest group cannot be larger than the capacity' });
};

export const ZCreateFacilityRequest = z
  .object({
    ...facilityFields,
    description: description.default(''),
    min_guests: facilityFields.min_guests.default(null),
    capacity: facilityFields.capacity.default(null),
    overnight: facilityFields.overnight.default(false),
    buffer_before_minutes: facilityFields.buffer_before_minutes.default(0),
    buffer_after_minutes: facilityFields.buffer_after_minutes.default(0),
    is_active: facilityFields.is_active.default(true),
  })
  .superRefine(capacityRule);
export type TCreateFacilityRequest = z.input<typeof ZCreateFacilityRequest>;

export const ZUpdateFacilityRequest = z.object(facilityFields).partial().superRefine(capacityRule);
export type TUpdateFacilityRequest = z.input<typeof ZUpdateFacilityRequest>;

/** PUT /api/admin/facilities/{id}/photos/: every photo once, in the new order, and which is the cover. */
export const ZFacilityPhotosRequest = z.object({
  photo_ids: z.array(zId(SPACES_TEXT.photoOrder), { error: SPACES_TEXT.photoOrder }).max(MAX_PHOTOS),
  cover_photo_id: zId(SPACES_TEXT.photoNotFound).nullable(),
});
export type TFacilityPhotosRequest = z.input<typeof ZFacilityPhotosRequest>;

const eventTypeFields = {
  name,
  description,
  facility_ids: z.array(zId(SPACES_TEXT.chooseFacility), { error: SPACES_TEXT.chooseFacility }).max(100),
  is_active: flag('is_active'),
};
export const ZCreateEventTypeRequest = z.object({
  ...eventTypeFields,
  description: description.default(''),
  facility_ids: eventTypeFields.facility_ids.default([]),
  is_active: eventTypeFields.is_active.default(true),
});
export type TCreateEventTypeRequest = z.input<typeof ZCreateEventTypeRequest>;
export const ZUpdateEventTypeRequest = z.object(eventTypeFields).partial();
export type TUpdateEventTypeRequest = z.input<typeof ZUpdateEventTypeRequest>;

/** GET /api/site/facilities/: the active facilities for the public site, cover photo first. */
export const ZPublicFacility = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  capacity: z.number().int().nullable(),
  overnight: z.boolean(),
  photos: z.array(z.object({ url: z.string() })),
});
export type TPublicFacility = z.infer<typeof ZPublicFacility>;
export const ZPublicFacilities = z.array(ZPublicFacility);
