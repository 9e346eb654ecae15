import { PASSWORD_LINK_HOURS } from '@venue/shared/accounts/password.schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import { issuePasswordLink } from './password-reset.service';
import { expireSurplusPageLinks } from './tokens.repo';
import { hasPasswordSet } from './users.repo';

export interface TAccountLink {
  href: string;
  /** The link sets a password first (the account's holder has none they know). */
  setsPassword: boolean;
}

/**
 * How many of a guest's page links work at once. Every e-mail gets its own (only a token's hash is stored, so an
 * earlier one cannot be sent again); a week's e-mails about one booking stay well under this, and an older link
 * beyond it stops working rather than tokens piling up without bound.
 */
export const LIVE_PAGE_LINKS = 10;

/**
 * The link an e-mail gives to a page that needs an account (issue 39, point 5). An account whose holder never chose a
 * password (a guest who booked without one) gets a one-time set-password link instead, which signs them in and lands
 * them on that page; everyone else, and a recipient with no account (null), gets the page itself. Written in the
 * e-mail's own transaction. `passwordSet` is the account's, when the caller has read it already (one statement less).
 */
export async function accountPageLink(ctx: TContext, tx: TTx, userId: number | null | undefined, path: string, passwordSet?: boolean): Promise<TAccountLink> {
  if (!userId || (passwordSet ?? (await hasPasswordSet(tx, userId)))) return { href: `${ctx.config.publicUrl}${path}`, setsPassword: false };
  const href = await issuePasswordLink(ctx, tx, userId, PASSWORD_LINK_HOURS, path);
  await expireSurplusPageLinks(tx, userId, LIVE_PAGE_LINKS);
  return { href, setsPassword: true };
}

/** The e-mail's line for a set-password link, so its reader knows why they are asked for a password. */
export const SET_PASSWORD_FIRST = 'You booked without a password: the link first asks you to choose one for your account, then takes you there.';
