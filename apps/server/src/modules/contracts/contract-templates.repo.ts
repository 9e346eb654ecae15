import { and, asc, eq, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { contractTemplates } from '../../db/schema';

const templateColumns = {
  id: contractTemplates.id,
  name: contractTemplates.name,
  description: contractTemplates.description,
  content: contractTemplates.content,
  signatureRequirements: contractTemplates.signatureRequirements,
  isActive: contractTemplates.isActive,
  createdAt: contractTemplates.createdAt,
  updatedAt: contractTemplates.updatedAt,
  // Spelt out: in a one-table select Drizzle leaves column names unqualified, which the subquery would misread.
  contractsCount: sql<number>`(select count(*)::int from contracts c where c.template_id = contract_templates.id)`,
};
export type TTemplateRow = NonNullable<Awaited<ReturnType<typeof findTemplate>>>;
export type TTemplateValues = Omit<typeof contractTemplates.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export const listTemplates = (tx: TTx, f: { active?: boolean }) =>
  tx
    .select(templateColumns)
    .from(contractTemplates)
    .where(f.active === undefined ? undefined : eq(contractTemplates.isActive, f.active))
    .orderBy(asc(contractTemplates.name), asc(contractTemplates.id));

export async function findTemplate(tx: TTx, id: number, opts: { forUpdate?: boolean } = {}) {
  const q = tx.select(templateColumns).from(contractTemplates).where(eq(contractTemplates.id, id));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/** Names are compared without case: "event services agreement" is the same template to a person. */
export async function templateNameTaken(tx: TTx, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: contractTemplates.id })
    .from(contractTemplates)
    .where(and(sql`lower(${contractTemplates.name}) = lower(${name})`, exceptId ? sql`${contractTemplates.id} <> ${exceptId}` : undefined))
    .limit(1);
  return Boolean(row);
}

export async function insertTemplate(tx: TTx, v: TTemplateValues): Promise<number> {
  const [row] = await tx.insert(contractTemplates).values(v).returning({ id: contractTemplates.id });
  return row!.id;
}

export const updateTemplate = (tx: TTx, id: number, v: Partial<TTemplateValues>) =>
  tx
    .update(contractTemplates)
    .set({ ...v, updatedAt: sql`now()` })
    .where(eq(contractTemplates.id, id));
