import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { VENUE_TIMEZONE, ZSiteSettings } from '@venue/shared/site/settings.schema';
import type { TContext } from '../../context';
import { appVersion } from '../../lib/paths';
import { allow } from '../../plugins/auth';

export async function siteRoutes(base: FastifyInstance, { ctx }: { ctx: TContext }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get('/api/site/settings/', { ...allow('guest'), schema: { response: { 200: ZSiteSettings } } }, () => ({
    version: appVersion,
    timezone: VENUE_TIMEZONE,
    currency: 'PHP',
    booking: ctx.config.booking,
  }));
  app.get('/api/health/', allow('guest'), async () => ({ status: 'ok' }));
}
