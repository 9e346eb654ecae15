import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { consents, contactMessages, sitePages } from '../../db/schema';

const pageColumns = {
  id: sitePages.id,
  slug: sitePages.slug,
  version: sitePages.version,
  title: sitePages.title,
  summary: sitePages.summary,
  body: sitePages.body,
  publishedAt: sitePages.publishedAt,
  updatedAt: sitePages.updatedAt,
};
export type TPageRow = { id: number; slug: string; version: number; title: string; summary: string; body: string; publishedAt: Date | null; updatedAt: Date };

/** The newest published version of a page. */
export async function currentPageRow(db: TDb | TTx, slug: string): Promise<TPageRow | null> {
  const [row] = await db
    .select(pageColumns)
    .from(sitePages)
    .where(and(eq(sitePages.slug, slug), isNotNull(sitePages.publishedAt)))
    .orderBy(desc(sitePages.version))
    .limit(1);
  return row ?? null;
}

/** The slugs with a published version. */
export async function publishedSlugs(db: TDb | TTx): Promise<string[]> {
  const rows = await db.selectDistinct({ slug: sitePages.slug }).from(sitePages).where(isNotNull(sitePages.publishedAt)).orderBy(asc(sitePages.slug));
  return rows.map((r) => r.slug);
}

/** The unpublished version of a page, if one is being written. */
export async function draftPageRow(db: TDb | TTx, slug: string): Promise<TPageRow | null> {
  const [row] = await db
    .select(pageColumns)
    .from(sitePages)
    .where(and(eq(sitePages.slug, slug), isNull(sitePages.publishedAt)))
    .limit(1);
  return row ?? null;
}

/** Every page's newest published and unpublished versions (one query). */
export function latestPageRows(db: TDb | TTx): Promise<TPageRow[]> {
  return db
    .selectDistinctOn([sitePages.slug, sql`${sitePages.publishedAt} is null`], pageColumns)
    .from(sitePages)
    .orderBy(asc(sitePages.slug), sql`${sitePages.publishedAt} is null`, desc(sitePages.version));
}

export async function findPageRow(db: TDb | TTx, id: number, lock = false): Promise<TPageRow | null> {
  const q = db.select(pageColumns).from(sitePages).where(eq(sitePages.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function insertPageRow(
  tx: TTx,
  p: { slug: string; version: number; title: string; summary: string; body: string; publishedAt: Date | null; userId: number | null },
): Promise<TPageRow> {
  const [row] = await tx
    .insert(sitePages)
    .values({ slug: p.slug, version: p.version, title: p.title, summary: p.summary, body: p.body, publishedAt: p.publishedAt, updatedByUserId: p.userId })
    .returning(pageColumns);
  return row!;
}

export async function updatePageRow(tx: TTx, id: number, p: { title?: string; summary?: string; body?: string; publishedAt?: Date; userId: number }) {
  const [row] = await tx
    .update(sitePages)
    .set({ title: p.title, summary: p.summary, body: p.body, publishedAt: p.publishedAt, updatedByUserId: p.userId, updatedAt: new Date() })
    .where(eq(sitePages.id, id))
    .returning(pageColumns);
  return row!;
}

export async function maxVersion(tx: TTx, slug: string): Promise<number> {
  const [row] = await tx
    .select({ v: sql<number>`coalesce(max(${sitePages.version}), 0)::int` })
    .from(sitePages)
    .where(eq(sitePages.slug, slug));
  return row!.v;
}

export async function insertConsent(
  tx: TTx,
  c: {
    context: 'registration' | 'booking';
    userId?: number | null;
    sessionId?: number | null;
    eventId?: number | null;
    termsPageId: number;
    privacyPageId: number;
  },
) {
  await tx.insert(consents).values({
    context: c.context,
    userId: c.userId ?? null,
    sessionId: c.sessionId ?? null,
    eventId: c.eventId ?? null,
    termsPageId: c.termsPageId,
    privacyPageId: c.privacyPageId,
  });
}

export async function insertContactMessage(tx: TTx, m: { name: string; email: string; phone: string; subject: string; message: string; ip: string }) {
  const [row] = await tx
    .insert(contactMessages)
    .values({ name: m.name, email: m.email, phone: m.phone, subject: m.subject, message: m.message, ipAddress: m.ip })
    .returning({ id: contactMessages.id });
  return row!.id;
}
