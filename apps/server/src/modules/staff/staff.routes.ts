import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCreateInvitationRequest, ZCreateInvitationResponse } from '@venue/shared/accounts/invitation.schema';
import { zId } from '@venue/shared/common/input';
import { zPaged } from '@venue/shared/common/paged.schema';
import { ZStaffClient, ZStaffClientDetail, ZStaffClientsQuery } from '@venue/shared/staff/clients.schema';
import { ZStaffToday } from '@venue/shared/staff/today.schema';
import type { TContext } from '../../context';
import { pagedReply } from '../../lib/paging';
import { actorOfRequest, allow } from '../../plugins/auth';
import { createInvitation } from '../accounts/invitations.service';
import { clientDetail, listClients } from './clients.service';
import { staffToday } from './today.service';

/** The venue's side of the API: every call needs a staff or admin role (see shared accounts/roles.ts). */
export async function staffRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/staff/invitations/',
    { ...allow('venue:write'), schema: { body: ZCreateInvitationRequest, response: { 201: ZCreateInvitationResponse } } },
    async (request, reply) => {
      const { email, first_name, last_name } = request.body;
      const by = { actor: actorOfRequest(request), ip: request.ip };
      return reply.code(201).send(await createInvitation(ctx, { email, firstName: first_name, lastName: last_name, role: 'client' }, by));
    },
  );

  app.get('/api/staff/today/', { ...allow('venue:read'), schema: { response: { 200: ZStaffToday } } }, () => staffToday(ctx));

  app.get(
    '/api/staff/clients/',
    { ...allow('venue:read'), schema: { querystring: ZStaffClientsQuery, response: { 200: zPaged(ZStaffClient) } } },
    async (request) => pagedReply(request.url, request.query, await listClients(ctx, request.query)),
  );

  app.get(
    '/api/staff/clients/:id/',
    { ...allow('venue:read'), schema: { params: z.object({ id: zId('Client not found.') }), response: { 200: ZStaffClientDetail } } },
    (request) => clientDetail(ctx, actorOfRequest(request), request.params.id),
  );
}
