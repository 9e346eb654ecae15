import { and, asc, eq, isNotNull, sql, type Placeholder } from 'drizzle-orm';
import type { TCategory, TChannel } from '@venue/shared/communications/communication.schema';
import type { TCommunicationTemplate } from '@venue/shared/communications/template.schema';
import type { TTx } from '../../db/client';
import { compiled } from '../../db/compiled';
import { countAll, paginate, type TPageRequest } from '../../db/paginate';
import { communicationTemplates as t } from '../../db/schema';
import { venueNameColumn } from '../venue/venue.service';

const columns = {
  id: t.id,
  name: t.name,
  category: t.category,
  channel: t.channel,
  description: t.description,
  subject: t.subject,
  body: t.body,
  variables: t.variables,
  isActive: t.isActive,
  updatedAt: t.updatedAt,
  defaultSubject: t.defaultSubject,
  defaultBody: t.defaultBody,
};

const toTemplate = (r: Omit<typeof t.$inferSelect, 'createdAt'>): TCommunicationTemplate => ({
  id: r.id,
  name: r.name,
  category: r.category,
  channel: r.channel,
  description: r.description,
  subject: r.subject,
  body: r.body,
  variables: r.variables,
  is_active: r.isActive,
  updated_at: r.updatedAt.toISOString(),
  is_customised: r.defaultBody !== null,
});

export function listTemplates(tx: TTx, f: { category?: TCategory; channel?: TChannel }, page: TPageRequest) {
  const where = and(f.category ? eq(t.category, f.category) : undefined, f.channel ? eq(t.channel, f.channel) : undefined);
  return paginate(
    page,
    async (w) => (await tx.select(columns).from(t).where(where).orderBy(asc(t.category), asc(t.name)).limit(w.limit).offset(w.offset)).map(toTemplate),
    async () => (await tx.select({ n: countAll }).from(t).where(where))[0]?.n ?? 0,
  );
}

export async function findTemplate(tx: TTx, id: number): Promise<TCommunicationTemplate | null> {
  const [row] = await tx.select(columns).from(t).where(eq(t.id, id));
  return row ? toTemplate(row) : null;
}

export async function templateVariables(tx: TTx) {
  return tx.select({ name: t.name, variables: t.variables }).from(t).orderBy(asc(t.name));
}

/** The template's row for an edit, locked: its texts and the built-in ones (null while as shipped). */
export async function lockTemplate(tx: TTx, id: number) {
  const [row] = await tx.select(columns).from(t).where(eq(t.id, id)).for('update');
  return row ? { template: toTemplate(row), defaultSubject: row.defaultSubject, defaultBody: row.defaultBody } : null;
}

/** An admin's wording; the built-in one is kept the first time (coalesce), so reset always finds it. */
export async function saveTemplateTexts(tx: TTx, id: number, texts: { subject: string; body: string }) {
  await tx
    .update(t)
    .set({
      subject: texts.subject,
      body: texts.body,
      defaultSubject: sql`coalesce(${t.defaultSubject}, ${t.subject})`,
      defaultBody: sql`coalesce(${t.defaultBody}, ${t.body})`,
      updatedAt: sql`now()`,
    })
    .where(eq(t.id, id));
}

/** Back to the built-in wording; a template never changed stays as it is. */
export async function restoreTemplateDefaults(tx: TTx, id: number) {
  await tx
    .update(t)
    .set({ subject: sql`${t.defaultSubject}`, body: sql`${t.defaultBody}`, defaultSubject: null, defaultBody: null, updatedAt: sql`now()` })
    .where(and(eq(t.id, id), isNotNull(t.defaultBody)));
}

/** The template of this name, active, and customised by an admin (its shipped wording kept aside). */
const customisedNamed = (name: string | Placeholder) => and(eq(t.name, name), eq(t.isActive, true), isNotNull(t.defaultBody));

/** customisedTemplate and, in the same statement, the venue's name: every e-mail the outbox queues needs both. */
const templateWithVenueStatement = compiled('template_with_venue', (tx, name) =>
  tx
    .select({ venueName: venueNameColumn(), channel: t.channel, subject: t.subject, body: t.body })
    .from(sql`(select 1) as one`)
    .leftJoin(t, customisedNamed(sql.placeholder('name')))
    .prepare(name),
);

export async function customisedTemplateWithVenue(tx: TTx, name: string) {
  const [row] = await templateWithVenueStatement(tx, { name });
  if (!row) throw new Error('no row from (select 1)');
  return { venueName: row.venueName, template: row.channel === null ? null : { channel: row.channel, subject: row.subject!, body: row.body! } };
}

/** An active template an admin customised, by name, for the outbox; null when the built-in wording applies. */
export async function customisedTemplate(tx: TTx, name: string) {
  const [row] = await tx.select({ channel: t.channel, subject: t.subject, body: t.body }).from(t).where(customisedNamed(name));
  return row ?? null;
}
