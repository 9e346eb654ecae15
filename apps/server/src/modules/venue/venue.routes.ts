import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOGO_TOO_LARGE, MAX_LOGO_BYTES, ZUpdateVenueDetailsRequest, ZVenueDetails } from '@venue/shared/site/venue-details.schema';
import type { TContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { avatarMime } from '../accounts/avatar.service';
import { actorOfRequest, allow } from '../../plugins/auth';
import { ZHomePage, ZUpdateHomeRequest } from '@venue/shared/site/home.schema';
import { homeContent, updateHomeContent } from './home.service';
import { openVenueLogo, replaceVenueLogo, updateVenueDetails, venueDetails } from './venue.service';

/**
 * Venue Details: anyone reads them (the public site, before sign-in); staff read them in the console; only an
 * admin changes them. The public read is revalidated on every use (ETag on the version, so an unchanged answer is
 * a 304 of no body): an admin's change shows on the next page a visitor opens.
 */
export async function venueRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/api/site/venue/', { ...allow('guest'), schema: { response: { 200: ZVenueDetails, 304: z.null() } } }, async (request, reply) => {
    const details = await venueDetails(ctx.db);
    const etag = `"venue-${details.version}"`;
    reply.header('ETag', etag).header('Cache-Control', 'public, no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
    return details;
  });

  app.get(
    '/api/site/venue/logo/:key',
    { ...allow('guest'), schema: { params: z.object({ key: z.string().regex(/^[A-Za-z0-9_-]+\.[a-z]+$/) }) } },
    async (request, reply) => {
      const file = await openVenueLogo(ctx, request.params.key);
      if (!file) throw new AppError(404, 'Not found.');
      // A new logo is a new key: the file under a key never changes.
      return reply.type(avatarMime(request.params.key)).header('Cache-Control', 'public, max-age=31536000, immutable').send(file);
    },
  );

  // The home page's words (issue 39): read by anyone at each visit, written by an admin (Pages > Home Page).
  app.get('/api/site/home/', { ...allow('guest'), schema: { response: { 200: ZHomePage } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, no-cache');
    return homeContent(ctx.db);
  });
  app.put('/api/admin/home/', { ...allow('admin:manage'), schema: { body: ZUpdateHomeRequest, response: { 200: ZHomePage } } }, (request) =>
    updateHomeContent(ctx, actorOfRequest(request), request.ip, request.body),
  );

  app.get('/api/staff/venue/', { ...allow('venue:read'), schema: { response: { 200: ZVenueDetails } } }, () => venueDetails(ctx.db));

  app.put('/api/admin/venue/', { ...allow('admin:manage'), schema: { body: ZUpdateVenueDetailsRequest, response: { 200: ZVenueDetails } } }, (request) =>
    updateVenueDetails(ctx, actorOfRequest(request), request.ip, request.body),
  );

  app.post('/api/admin/venue/logo/', { ...allow('admin:manage'), schema: { response: { 200: ZVenueDetails } } }, async (request) => {
    if (!request.isMultipart()) throw new AppError(400, 'Send the image as multipart/form-data in the field "logo".');
    const file = await request.file({ limits: { fileSize: MAX_LOGO_BYTES, files: 1 } });
    if (!file || file.fieldname !== 'logo') throw new AppError(400, 'No image was sent in the field "logo".', { logo: ['This field is required.'] });
    let data: Buffer;
    try {
      data = await file.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, LOGO_TOO_LARGE, { logo: [LOGO_TOO_LARGE] });
      throw err;
    }
    return replaceVenueLogo(ctx, actorOfRequest(request), request.ip, data);
  });
}
