import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZInvitationAcceptRequest, ZInvitationDetails } from '@venue/shared/accounts/invitation.schema';
import { ZLoginRequest } from '@venue/shared/accounts/login.schema';
import {
  ZChangePasswordRequest,
  ZPasswordResetConfirmRequest,
  ZPasswordResetConfirmResponse,
  ZPasswordResetRequest,
  ZPasswordResetValidateResponse,
} from '@venue/shared/accounts/password.schema';
import { ZRegisterRequest } from '@venue/shared/accounts/register.schema';
import { ZLogoutRequest, ZTokenRefreshRequest, ZTokenRefreshResponse } from '@venue/shared/accounts/token.schema';
import { AVATAR_TOO_LARGE, MAX_AVATAR_BYTES, ZAuthResponse, ZUpdateMeRequest, ZUser } from '@venue/shared/accounts/user.schema';
import { ZDetail } from '@venue/shared/common/detail.schema';
import { AppError } from '../../lib/app-error';
import { newToken } from '../../lib/secure-token';
import { allow, authOf } from '../../plugins/auth';
import { CSRF_COOKIE } from '../../plugins/csrf';
import type { TContext } from '../../context';
import { changePassword, login, register, updateMe } from './accounts.service';
import { AVATAR_AREA, avatarMime, replaceAvatar } from './avatar.service';
import { acceptInvitation, invitationDetails } from './invitations.service';
import { confirmPasswordReset, requestPasswordReset, validateResetToken } from './password-reset.service';
import { endSession, refreshSession } from './sessions.service';

const ZToken = z.object({ token: z.string().min(1).max(200) });

export async function accountsRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const signedIn = allow('signed-in');
  const guest = allow('guest');

  app.get('/api/users/csrf/', { ...guest, schema: { response: { 200: z.object({ detail: z.string(), csrf_token: z.string() }) } } }, async (request, reply) => {
    const token = request.cookies[CSRF_COOKIE] ?? newToken();
    reply.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure: request.protocol === 'https', maxAge: 365 * 86_400 });
    return { detail: 'CSRF cookie set', csrf_token: token };
  });

  app.post('/api/users/login/', { ...guest, schema: { body: ZLoginRequest, response: { 200: ZAuthResponse } } }, (request) =>
    login(ctx, request.body, request.ip),
  );

  app.post('/api/users/register/', { ...guest, schema: { body: ZRegisterRequest, response: { 201: ZAuthResponse } } }, async (request, reply) =>
    reply.code(201).send(await register(ctx, request.body, request.ip)),
  );

  app.post('/api/users/token/refresh/', { ...guest, schema: { body: ZTokenRefreshRequest, response: { 200: ZTokenRefreshResponse } } }, (request) =>
    refreshSession(ctx, request.body.refresh),
  );

  app.post('/api/users/logout/', { ...guest, schema: { body: ZLogoutRequest, response: { 200: ZDetail } } }, async (request) => {
    await endSession(ctx, request.body.refresh, request.auth?.sessionId);
    return { detail: 'Successfully logged out.' };
  });

  app.get('/api/users/me/', { ...signedIn, schema: { response: { 200: ZUser } } }, (request) => authOf(request).user);

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/api/users/me/',
      ...signedIn,
      schema: { body: ZUpdateMeRequest, response: { 200: ZUser } },
      handler: (request) => updateMe(ctx, authOf(request).user.id, request.body),
    });
  }

  app.post('/api/users/me/change-password/', { ...signedIn, schema: { body: ZChangePasswordRequest, response: { 200: ZDetail } } }, (request) => {
    const auth = authOf(request);
    return changePassword(ctx, auth.user, auth.sessionId, request.body);
  });

  app.post('/api/users/me/avatar/', { ...signedIn, schema: { response: { 200: ZUser } } }, async (request) => {
    if (!request.isMultipart()) throw new AppError(400, 'Send the image as multipart/form-data in the field "avatar".');
    const file = await request.file({ limits: { fileSize: MAX_AVATAR_BYTES, files: 1 } });
    if (!file || file.fieldname !== 'avatar') throw new AppError(400, 'No image was sent in the field "avatar".', { avatar: ['This field is required.'] });
    let data: Buffer;
    try {
      data = await file.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, AVATAR_TOO_LARGE, { avatar: [AVATAR_TOO_LARGE] });
      throw err;
    }
    return replaceAvatar(ctx, authOf(request).user.id, data);
  });

  app.get(
    '/api/users/avatars/:key',
    { ...guest, schema: { params: z.object({ key: z.string().regex(/^[A-Za-z0-9_-]+\.[a-z]+$/) }) } },
    async (request, reply) => {
      const { key } = request.params;
      const file = await ctx.storage.open(AVATAR_AREA, key);
      if (!file) throw new AppError(404, 'Not found.');
      return reply.type(avatarMime(key)).header('Cache-Control', 'public, max-age=86400').send(file);
    },
  );

  app.post('/api/users/password-reset/request/', { ...guest, schema: { body: ZPasswordResetRequest, response: { 200: ZDetail } } }, (request) =>
    requestPasswordReset(ctx, request.body.email),
  );

  app.get(
    '/api/users/password-reset/validate/:token/',
    { ...guest, schema: { params: ZToken, response: { 200: ZPasswordResetValidateResponse } } },
    (request) => validateResetToken(ctx, request.params.token),
  );

  app.post(
    '/api/users/password-reset/confirm/:token/',
    { ...guest, schema: { params: ZToken, body: ZPasswordResetConfirmRequest, response: { 200: ZPasswordResetConfirmResponse } } },
    (request) => confirmPasswordReset(ctx, request.params.token, request.body, request.ip),
  );

  const ZInvitationParams = z.object({ invitationId: z.string().min(1).max(200) });
  app.get('/api/clients/invitations/:invitationId/', { ...guest, schema: { params: ZInvitationParams, response: { 200: ZInvitationDetails } } }, (request) =>
    invitationDetails(ctx, request.params.invitationId),
  );
  app.post(
    '/api/clients/invitations/:invitationId/accept/',
    { ...guest, schema: { params: ZInvitationParams, body: ZInvitationAcceptRequest, response: { 200: ZAuthResponse } } },
    (request) => acceptInvitation(ctx, request.params.invitationId, request.body, request.ip),
  );
}
