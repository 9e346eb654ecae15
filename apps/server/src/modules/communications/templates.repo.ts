import { and, asc, eq } from 'drizzle-orm';
import type { TCategory, TChannel } from '@venue/shared/communications/communication.schema';
import type { TCommunicationTemplate } from '@venue/shared/communications/template.schema';
import type { TTx } from '../../db/client';
import { countAll, paginate, type TPageRequest } from '../../db/paginate';
import { communicationTemplates as t } from '../../db/schema';

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
