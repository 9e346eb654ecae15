import { homeContentOf, type THomePage, type TUpdateHomeRequest } from '@venue/shared/site/home.schema';
import type { TContext } from '../../context';
import type { TDb, TTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { readHomeContent, writeHomeContent } from './venue.repo';

/** The home page's words as the venue wrote them (every part empty on a new install), with their version. */
export async function homeContent(db: TDb | TTx): Promise<THomePage> {
  const { home, version } = await readHomeContent(db);
  return { ...homeContentOf(home), version };
}

/**
 * An admin's save: the whole page at once (a part sent empty is cleared), at the version the editor loaded (another
 * admin's save in between is refused, not overwritten), audited with what it replaced.
 */
export function updateHomeContent(ctx: TContext, actor: TActor, ip: string | null, body: TUpdateHomeRequest): Promise<THomePage> {
  const { version, ...words } = body;
  return ctx.transact(async (tx) => {
    const current = await readHomeContent(tx, true);
    if (current.version !== version) {
      throw new AppError(409, 'Someone saved the home page while you were editing. Reload the page to see their changes, then make yours again.');
    }
    const before = homeContentOf(current.home);
    const after = homeContentOf(words);
    const saved = await writeHomeContent(tx, after, actor.userId);
    await recordAudit(tx, actor, ip, { action: 'home_page.update', objectType: 'venue_settings', objectId: 1, before, after });
    return { ...after, version: saved };
  });
}
