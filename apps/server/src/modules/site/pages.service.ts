import { venueDay } from '@venue/shared/dates';
import {
  PAGE_ALREADY_PUBLISHED,
  PAGE_DRAFT_EXISTS,
  PAGE_NOT_FOUND,
  PAGE_NOT_VERSIONED,
  PAGE_STARTERS,
  PAGE_TITLES,
  PAGE_PATHS,
  PAGE_PUBLISHED_LOCKED,
  PAGE_SLUGS,
  PRIVACY_OUTDATED,
  TERMS_OUTDATED,
  isVersioned,
  versionLabel,
  type TAcceptedVersions,
  type TAdminPage,
  type TAdminPageSummary,
  type TConsentVersions,
  type TPageSlug,
  type TPageUpdateRequest,
  type TPublicPage,
  type TPublishedPages,
} from '@venue/shared/site/pages.schema';
import type { TContext } from '../../context';
import type { TDb, TTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import {
  currentPageRow,
  draftPageRow,
  findPageRow,
  insertConsent,
  insertPageRow,
  latestPageRows,
  maxVersion,
  publishedSlugs,
  updatePageRow,
  type TPageRow,
} from './pages.repo';

const toAdminPage = (r: TPageRow): TAdminPage => ({
  id: r.id,
  slug: r.slug,
  version: r.version,
  versioned: isVersioned(r.slug),
  title: r.title,
  summary: r.summary,
  body: r.body,
  published_at: r.publishedAt?.toISOString() ?? null,
  updated_at: r.updatedAt.toISOString(),
});
/** What the audit log keeps of a version: its words (so a published Terms version can be read back). */
const snapshot = (r: TPageRow) => ({
  slug: r.slug,
  version: r.version,
  title: r.title,
  summary: r.summary,
  body: r.body,
  published_at: r.publishedAt?.toISOString() ?? null,
});

const isSlug = (slug: string): slug is TPageSlug => (PAGE_SLUGS as readonly string[]).includes(slug);

/** The public site's page: its newest published version, or 404. */
export async function publicPage(ctx: TContext, slug: string): Promise<TPublicPage> {
  const row = isSlug(slug) ? await currentPageRow(ctx.db, slug) : null;
  if (!row) throw notFound(PAGE_NOT_FOUND);
  return { slug: row.slug, version: row.version, title: row.title, summary: row.summary, body: row.body, published_at: row.publishedAt!.toISOString() };
}

/** The pages visitors can open: the public site's header and footer leave out the others (a new install's). */
export const publishedPages = async (ctx: TContext): Promise<TPublishedPages> => ({ published: await publishedSlugs(ctx.db) });

/** Every page the site has, with its current version and the draft being written. */
export async function adminPageList(ctx: TContext): Promise<TAdminPageSummary[]> {
  const rows = await latestPageRows(ctx.db);
  return PAGE_SLUGS.map((slug) => {
    const current = rows.find((r) => r.slug === slug && r.publishedAt) ?? null;
    const draft = rows.find((r) => r.slug === slug && !r.publishedAt) ?? null;
    return {
      slug,
      path: PAGE_PATHS[slug],
      versioned: isVersioned(slug),
      title: (draft ?? current)?.title ?? PAGE_TITLES[slug],
      current: current && toAdminPage(current),
      draft: draft && toAdminPage(draft),
    };
  });
}

export async function adminPage(ctx: TContext, id: number): Promise<TAdminPage> {
  const row = await findPageRow(ctx.db, id);
  if (!row) throw notFound(PAGE_NOT_FOUND);
  return toAdminPage(row);
}

/**
 * Edits a version's words. A page without versions changes in place (live at once); a published Terms or
 * Privacy version never changes (409: start a new version), its draft does.
 */
export function updatePage(ctx: TContext, actor: TActor, ip: string, id: number, input: TPageUpdateRequest): Promise<TAdminPage> {
  return ctx.transact(async (tx) => {
    const before = await findPageRow(tx, id, true);
    if (!before) throw notFound(PAGE_NOT_FOUND);
    if (isVersioned(before.slug) && before.publishedAt) throw conflict(PAGE_PUBLISHED_LOCKED);
    // A page without versions is live when saved: its first text is published by its first save.
    const goesLive = !isVersioned(before.slug) && !before.publishedAt;
    const after = await updatePageRow(tx, id, {
      title: input.title,
      summary: input.summary ?? '',
      body: input.body,
      userId: actor.userId,
      ...(goesLive ? { publishedAt: new Date() } : {}),
    });
    await recordAudit(tx, actor, ip, { action: 'page.update', objectType: 'page', objectId: id, before: snapshot(before), after: snapshot(after) });
    return toAdminPage(after);
  });
}

/**
 * Starts the next version of Terms or Privacy, a copy of the current one to edit; one draft at a time. On a new
 * install (no version yet) it also starts any page's first text: the page's name, and for Terms and Privacy the
 * headings they need (PAGE_STARTERS).
 */
export function startPageVersion(ctx: TContext, actor: TActor, ip: string, slug: string): Promise<TAdminPage> {
  if (!isSlug(slug)) throw notFound(PAGE_NOT_FOUND);
  return ctx.transact(async (tx) => {
    const written = await maxVersion(tx, slug);
    if (!isVersioned(slug) && written > 0) throw new AppError(400, PAGE_NOT_VERSIONED);
    if (await draftPageRow(tx, slug)) throw conflict(PAGE_DRAFT_EXISTS);
    const current = await currentPageRow(tx, slug);
    const version = written + 1;
    const row = await insertPageRow(tx, {
      slug,
      version,
      title: current?.title ?? PAGE_TITLES[slug],
      summary: current?.summary ?? '',
      body: current?.body ?? PAGE_STARTERS[slug] ?? '',
      publishedAt: null,
      userId: actor.userId,
    }).catch((err: unknown) => {
      // Two admins starting a version at once: the second meets the first's draft.
      if ((err as { code?: string }).code === '23505') throw conflict(PAGE_DRAFT_EXISTS);
      throw err;
    });
    await recordAudit(tx, actor, ip, { action: 'page.version_create', objectType: 'page', objectId: row.id, after: snapshot(row) });
    return toAdminPage(row);
  });
}

/** Publishes a draft version: from now on it is the current one (and, for Terms and Privacy, never changes). */
export function publishPage(ctx: TContext, actor: TActor, ip: string, id: number): Promise<TAdminPage> {
  return ctx.transact(async (tx) => {
    const before = await findPageRow(tx, id, true);
    if (!before) throw notFound(PAGE_NOT_FOUND);
    if (before.publishedAt) throw conflict(PAGE_ALREADY_PUBLISHED);
    const after = await updatePageRow(tx, id, { publishedAt: new Date(), userId: actor.userId });
    await recordAudit(tx, actor, ip, { action: 'page.publish', objectType: 'page', objectId: id, before: snapshot(before), after: snapshot(after) });
    return toAdminPage(after);
  });
}

async function currentConsentRows(db: TDb | TTx) {
  const [terms, privacy] = await Promise.all([currentPageRow(db, 'terms'), currentPageRow(db, 'privacy')]);
  return { terms, privacy };
}

/** The Terms and Privacy versions a visitor is asked to accept now (404 while either has no published version). */
export async function consentVersions(ctx: TContext): Promise<TConsentVersions> {
  const { terms, privacy } = await currentConsentRows(ctx.db);
  if (!terms || !privacy) throw notFound(PAGE_NOT_FOUND);
  const version = (r: TPageRow) => {
    const at = r.publishedAt!.toISOString();
    return { id: r.id, title: r.title, path: PAGE_PATHS[r.slug as TPageSlug], published_at: at, label: versionLabel(r.title, at, venueDay) };
  };
  return { terms: version(terms), privacy: version(privacy) };
}

/**
 * Records the versions a form accepted, in the caller's transaction. An outdated version (a newer one was
 * published since the page was opened) is refused with a 409 naming the field, so the form shows the new one.
 * While the venue has published no Terms or Privacy at all (a fresh install), there is nothing to record.
 */
export async function recordConsent(
  tx: TTx,
  accepted: Partial<TAcceptedVersions> | undefined,
  where: { context: 'registration' | 'booking'; userId?: number | null; sessionId?: number | null; eventId?: number | null },
): Promise<void> {
  const { terms, privacy } = await currentConsentRows(tx);
  if (!terms || !privacy) return;
  const errors: Record<string, string[]> = {};
  if (accepted?.terms_version_id !== undefined && accepted.terms_version_id !== terms.id) errors.terms_version_id = [TERMS_OUTDATED];
  if (accepted?.privacy_version_id !== undefined && accepted.privacy_version_id !== privacy.id) errors.privacy_version_id = [PRIVACY_OUTDATED];
  const first = Object.values(errors)[0];
  if (first) throw new AppError(409, first[0]!, errors);
  await insertConsent(tx, { ...where, termsPageId: terms.id, privacyPageId: privacy.id });
}

const idIn = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined);

/**
 * The versions a booking's steps accepted (the introduction's and the pricing summary's checkboxes each carry
 * them). A step that showed an outdated version wins, so that the completion refuses it.
 */
export async function acceptedVersionsIn(tx: TTx, bookingData: Record<string, Record<string, unknown>>): Promise<Partial<TAcceptedVersions>> {
  const { terms, privacy } = await currentConsentRows(tx);
  const accepted: Partial<TAcceptedVersions> = {};
  for (const data of Object.values(bookingData)) {
    const t = idIn(data?.terms_version_id);
    const p = idIn(data?.privacy_version_id);
    if (t !== undefined && (accepted.terms_version_id === undefined || t !== terms?.id)) accepted.terms_version_id = t;
    if (p !== undefined && (accepted.privacy_version_id === undefined || p !== privacy?.id)) accepted.privacy_version_id = p;
  }
  return accepted;
}
