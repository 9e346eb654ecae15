import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCreateInvitationRequest, ZCreateInvitationResponse } from '@venue/shared/accounts/invitation.schema';
import type { TContext } from '../../context';
import { allow } from '../../plugins/auth';
import { createInvitation } from '../accounts/invitations.service';

/** The venue's side of the API: every call needs a staff or admin role (see shared accounts/roles.ts). */
export async function staffRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/staff/invitations/',
    { ...allow('venue:write'), schema: { body: ZCreateInvitationRequest, response: { 201: ZCreateInvitationResponse } } },
    async (request, reply) => {
      const { email, first_name, last_name } = request.body;
      return reply.code(201).send(await createInvitation(ctx, { email, firstName: first_name, lastName: last_name }));
    },
  );
}
