import { homeContentOf, type THomeContentInput } from '@venue/shared/site/home.schema';
import type { THomeContent } from '@venue/shared/site/home-content';
import type { TContext } from '../../context';
import type { TDb, TTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { readHomeContent, writeHomeContent } from './venue.repo';

/** The home page's words as the venue wrote them; every part empty on a new install. */
export const homeContent = async (db: TDb | TTx): Promise<THomeContent> => homeContentOf(await readHomeContent(db));

/** An admin's save: the whole page at once (a part sent empty is cleared), audited with what it replaced. */
export function updateHomeContent(ctx: TContext, actor: TActor, ip: string | null, body: THomeContentInput): Promise<THomeContent> {
  return ctx.transact(async (tx) => {
    const before = homeContentOf(await readHomeContent(tx, true));
    const after = homeContentOf(body);
    await writeHomeContent(tx, after, actor.userId);
    await recordAudit(tx, actor, ip, { action: 'home_page.update', objectType: 'venue_settings', objectId: 1, before, after });
    return after;
  });
}
