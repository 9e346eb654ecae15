import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@venue/shared/common/input';
import { ZDetail } from '@venue/shared/common/detail.schema';
import {
  PAGE_NOT_FOUND,
  ZAdminPage,
  ZAdminPageList,
  ZConsentVersions,
  ZContactRequest,
  ZPageUpdateRequest,
  ZPublicPage,
  ZPublishedPages,
} from '@venue/shared/site/pages.schema';
import type { TContext } from '../../context';
import { actorOfRequest, allow } from '../../plugins/auth';
import { sendContactMessage } from './contact.service';
import { adminPage, adminPageList, consentVersions, publicPage, publishedPages, publishPage, startPageVersion, updatePage } from './pages.service';

const ZSlugParams = z.object({ slug: z.string().max(40) });
const ZIdParams = z.object({ id: zId(PAGE_NOT_FOUND) });

/** The public site's pages, the consent versions, the contact form; and the admins' page editing. */
export async function pagesRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get('/api/site/pages/', { ...allow('guest'), schema: { response: { 200: ZPublishedPages } } }, () => publishedPages(ctx));
  app.get('/api/site/pages/:slug/', { ...allow('guest'), schema: { params: ZSlugParams, response: { 200: ZPublicPage } } }, (request) =>
    publicPage(ctx, request.params.slug),
  );
  app.get('/api/site/consent/', { ...allow('guest'), schema: { response: { 200: ZConsentVersions } } }, () => consentVersions(ctx));
  app.post('/api/site/contact/', { ...allow('guest'), schema: { body: ZContactRequest, response: { 201: ZDetail } } }, async (request, reply) =>
    reply.code(201).send(await sendContactMessage(ctx, request.ip, request.body)),
  );

  app.get('/api/admin/pages/', { ...allow('admin:manage'), schema: { response: { 200: ZAdminPageList } } }, () => adminPageList(ctx));
  app.get('/api/admin/pages/:id/', { ...allow('admin:manage'), schema: { params: ZIdParams, response: { 200: ZAdminPage } } }, (request) =>
    adminPage(ctx, request.params.id),
  );
  app.put(
    '/api/admin/pages/:id/',
    { ...allow('admin:manage'), schema: { params: ZIdParams, body: ZPageUpdateRequest, response: { 200: ZAdminPage } } },
    (request) => updatePage(ctx, actorOfRequest(request), request.ip, request.params.id, request.body),
  );
  app.post('/api/admin/pages/:id/publish/', { ...allow('admin:manage'), schema: { params: ZIdParams, response: { 200: ZAdminPage } } }, (request) =>
    publishPage(ctx, actorOfRequest(request), request.ip, request.params.id),
  );
  app.post(
    '/api/admin/page-versions/:slug/',
    { ...allow('admin:manage'), schema: { params: ZSlugParams, response: { 201: ZAdminPage } } },
    async (request, reply) => reply.code(201).send(await startPageVersion(ctx, actorOfRequest(request), request.ip, request.params.slug)),
  );
}
