import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCreateInvitationResponse } from '@venue/shared/accounts/invitation.schema';
import { zId } from '@venue/shared/common/input';
import { zPaged } from '@venue/shared/common/paged.schema';
import {
  ZAuditEntry,
  ZAuditQuery,
  ZStaffAccount,
  ZStaffAccountsQuery,
  ZStaffAccountUpdateRequest,
  ZStaffInvitationRequest,
} from '@venue/shared/staff/admin.schema';
import type { TContext } from '../../context';
import { pagedReply } from '../../lib/paging';
import { actorOfRequest, declareAccess } from '../../plugins/auth';
import { inviteStaff, listStaffAccounts, updateStaffAccount } from '../accounts/staff-accounts.service';
import { listAudit } from './audit.service';

/** Admins only: the venue's own accounts and the audit log. */
export async function adminRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declareAccess(app, 'admin:manage');

  app.post(
    '/api/admin/staff-invitations/',
    { schema: { body: ZStaffInvitationRequest, response: { 201: ZCreateInvitationResponse } } },
    async (request, reply) => reply.code(201).send(await inviteStaff(ctx, actorOfRequest(request), request.ip, request.body)),
  );

  app.get('/api/admin/staff/', { schema: { querystring: ZStaffAccountsQuery, response: { 200: zPaged(ZStaffAccount) } } }, async (request) =>
    pagedReply(request.url, request.query, await listStaffAccounts(ctx, request.query)),
  );

  app.patch(
    '/api/admin/staff/:id/',
    { schema: { params: z.object({ id: zId('Staff account not found.') }), body: ZStaffAccountUpdateRequest, response: { 200: ZStaffAccount } } },
    (request) => updateStaffAccount(ctx, actorOfRequest(request), request.ip, request.params.id, request.body),
  );

  app.get('/api/admin/audit/', { schema: { querystring: ZAuditQuery, response: { 200: zPaged(ZAuditEntry) } } }, async (request) =>
    pagedReply(request.url, request.query, await listAudit(ctx, request.query)),
  );
}
