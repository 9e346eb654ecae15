import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@venue/shared/common/input';
import {
  MAX_PHOTO_BYTES,
  SPACES_TEXT as T,
  ZCreateEventTypeRequest,
  ZCreateFacilityRequest,
  ZFacilityPhotosRequest,
  ZPublicFacilities,
  ZStaffEventType,
  ZStaffFacility,
  ZStaffSpaces,
  ZUpdateEventTypeRequest,
  ZUpdateFacilityRequest,
} from '@venue/shared/staff/spaces.schema';
import type { TContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { avatarMime } from '../accounts/avatar.service';
import { actorOfRequest, allow } from '../../plugins/auth';
import {
  addFacilityPhoto,
  arrangeFacilityPhotos,
  changeEventType,
  changeFacility,
  createEventType,
  createFacility,
  openSpacePhoto,
  publicFacilities,
  removeEventType,
  removeFacility,
  removeFacilityPhoto,
  replaceEventTypeImage,
  staffSpaces,
} from './spaces.service';

const ZFacilityParams = z.object({ id: zId(T.facilityNotFound) });
const ZPhotoParams = z.object({ id: zId(T.facilityNotFound), photoId: zId(T.photoNotFound) });
const ZTypeParams = z.object({ id: zId(T.eventTypeNotFound) });

/** One image from a multipart form's `field`, at most MAX_PHOTO_BYTES. */
async function imageOf(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(400, `Send the image as multipart/form-data in the field "${field}".`);
  const file = await request.file({ limits: { fileSize: MAX_PHOTO_BYTES, files: 1 } });
  if (!file || file.fieldname !== field) throw new AppError(400, `No image was sent in the field "${field}".`, { [field]: ['This field is required.'] });
  try {
    return await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, T.photoTooLarge, { [field]: [T.photoTooLarge] });
    throw err;
  }
}

/** Spaces and event types: anyone sees the active facilities, staff read the setup, only an admin changes it. */
export async function spacesRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const write = allow('admin:manage');

  app.get('/api/site/facilities/', { ...allow('guest'), schema: { response: { 200: ZPublicFacilities } } }, () => publicFacilities(ctx));
  app.get(
    '/api/site/spaces/photos/:key',
    { ...allow('guest'), schema: { params: z.object({ key: z.string().regex(/^[A-Za-z0-9_-]+\.[a-z]+$/) }) } },
    async (request, reply) => {
      const file = await openSpacePhoto(ctx, request.params.key);
      if (!file) throw new AppError(404, 'Not found.');
      // A new photo is a new key: the file under a key never changes.
      return reply.type(avatarMime(request.params.key)).header('Cache-Control', 'public, max-age=31536000, immutable').send(file);
    },
  );

  app.get('/api/staff/spaces/', { ...allow('venue:read'), schema: { response: { 200: ZStaffSpaces } } }, () => staffSpaces(ctx));

  app.post('/api/admin/facilities/', { ...write, schema: { body: ZCreateFacilityRequest, response: { 201: ZStaffFacility } } }, async (request, reply) =>
    reply.code(201).send(await createFacility(ctx, actorOfRequest(request), request.ip, request.body)),
  );
  app.patch(
    '/api/admin/facilities/:id/',
    { ...write, schema: { params: ZFacilityParams, body: ZUpdateFacilityRequest, response: { 200: ZStaffFacility } } },
    (request) => changeFacility(ctx, actorOfRequest(request), request.ip, request.params.id, request.body),
  );
  app.delete('/api/admin/facilities/:id/', { ...write, schema: { params: ZFacilityParams } }, async (request, reply) => {
    await removeFacility(ctx, actorOfRequest(request), request.ip, request.params.id);
    return reply.code(204).send();
  });
  app.post('/api/admin/facilities/:id/photos/', { ...write, schema: { params: ZFacilityParams, response: { 200: ZStaffFacility } } }, async (request) =>
    addFacilityPhoto(ctx, actorOfRequest(request), request.ip, request.params.id, await imageOf(request, 'photo')),
  );
  app.put(
    '/api/admin/facilities/:id/photos/',
    { ...write, schema: { params: ZFacilityParams, body: ZFacilityPhotosRequest, response: { 200: ZStaffFacility } } },
    (request) => arrangeFacilityPhotos(ctx, actorOfRequest(request), request.ip, request.params.id, request.body),
  );
  app.delete('/api/admin/facilities/:id/photos/:photoId/', { ...write, schema: { params: ZPhotoParams, response: { 200: ZStaffFacility } } }, (request) =>
    removeFacilityPhoto(ctx, actorOfRequest(request), request.ip, request.params.id, request.params.photoId),
  );

  app.post('/api/admin/event-types/', { ...write, schema: { body: ZCreateEventTypeRequest, response: { 201: ZStaffEventType } } }, async (request, reply) =>
    reply.code(201).send(await createEventType(ctx, actorOfRequest(request), request.ip, request.body)),
  );
  app.patch(
    '/api/admin/event-types/:id/',
    { ...write, schema: { params: ZTypeParams, body: ZUpdateEventTypeRequest, response: { 200: ZStaffEventType } } },
    (request) => changeEventType(ctx, actorOfRequest(request), request.ip, request.params.id, request.body),
  );
  app.delete('/api/admin/event-types/:id/', { ...write, schema: { params: ZTypeParams } }, async (request, reply) => {
    await removeEventType(ctx, actorOfRequest(request), request.ip, request.params.id);
    return reply.code(204).send();
  });
  app.post('/api/admin/event-types/:id/image/', { ...write, schema: { params: ZTypeParams, response: { 200: ZStaffEventType } } }, async (request) =>
    replaceEventTypeImage(ctx, actorOfRequest(request), request.ip, request.params.id, await imageOf(request, 'image')),
  );
}
