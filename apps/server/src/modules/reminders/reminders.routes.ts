import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZReminderType, ZReminderTypePatch, ZReminderTypeSetting, ZUpcomingReminders } from '@venue/shared/reminders/reminder.schema';
import type { TContext } from '../../context';
import { actorOfRequest, allow } from '../../plugins/auth';
import { switchReminderType, upcomingReminders } from './reminders.service';

/** The staff console's reminders: the coming week's, and a switch per type (any staff member; see decisions.md). */
export async function remindersRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/api/staff/reminders/', { ...allow('venue:read'), schema: { response: { 200: ZUpcomingReminders } } }, () => upcomingReminders(ctx));

  app.patch(
    '/api/staff/reminders/types/:type/',
    { ...allow('venue:write'), schema: { params: z.object({ type: ZReminderType }), body: ZReminderTypePatch, response: { 200: ZReminderTypeSetting } } },
    (request) => switchReminderType(ctx, actorOfRequest(request), request.params.type, request.body.enabled, request.ip),
  );
}
