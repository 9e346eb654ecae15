import { signingParties } from '@venue/shared/contracts/contract-status';
import type { z } from 'zod';
import {
  TEMPLATE_EMPTY_AFTER_SANITIZING,
  TEMPLATE_NAME_TAKEN,
  TEMPLATE_NOT_FOUND,
  type TContractTemplate,
  type ZCreateContractTemplateRequest,
  type ZUpdateContractTemplateRequest,
} from '@venue/shared/contracts/contract-template.schema';
import { TEMPLATE_VARIABLES, templateVariablesIn, unknownTemplateVariables, unknownVariablesMessage } from '@venue/shared/contracts/template-variables';
import type { TSignatureRole } from '@venue/shared/enums';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { venueDetails } from '../venue/venue.service';
import {
  findTemplate,
  insertTemplate,
  listTemplates,
  templateNameTaken,
  updateTemplate,
  type TTemplateRow,
  type TTemplateValues,
} from './contract-templates.repo';

/**
 * Contract templates: the venue's HTML, sanitized when saved (what is stored is what every contract starts
 * from), with only the known {{variables}}. Contracts copy the rendered content when generated, so changing a
 * template never changes a contract a client has seen or signed.
 */
const notFound = () => new AppError(404, TEMPLATE_NOT_FOUND);
const fieldError = (field: string, message: string) => new AppError(400, message, { [field]: [message] });

export function toTemplate(r: TTemplateRow): TContractTemplate {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    content: r.content,
    signature_requirements: signingParties(r.signatureRequirements as TSignatureRole[], r.content),
    is_active: r.isActive,
    variables: templateVariablesIn(r.content),
    contracts_count: r.contractsCount,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/** The variables with their examples; the venue's name is this venue's own, never the demo's. */
export async function templateVariables(ctx: TContext) {
  const { name } = await venueDetails(ctx.db);
  return TEMPLATE_VARIABLES.map((v) => (v.name === 'venue_name' ? { ...v, example: name } : { ...v }));
}

export async function templateList(ctx: TContext, q: { active?: boolean }) {
  return (await listTemplates(ctx.db, q)).map(toTemplate);
}

export async function templateDetail(ctx: TContext, id: number, tx: TTx = ctx.db) {
  const row = await findTemplate(tx, id);
  if (!row) throw notFound();
  return toTemplate(row);
}

/** Sanitized first, then checked: the variables that count are those in what will be stored. */
async function cleanContent(content: string): Promise<string> {
  const clean = (await sanitizeHtml(content)).trim();
  if (!clean.replace(/<[^>]*>/g, '').trim()) throw fieldError('content', TEMPLATE_EMPTY_AFTER_SANITIZING);
  const unknown = unknownTemplateVariables(clean);
  if (unknown.length) throw fieldError('content', unknownVariablesMessage(unknown));
  return clean;
}

type TUpdate = z.output<typeof ZUpdateContractTemplateRequest>;
async function valuesOf(tx: TTx, input: TUpdate, exceptId?: number): Promise<Partial<TTemplateValues>> {
  if (input.name !== undefined && (await templateNameTaken(tx, input.name, exceptId))) throw fieldError('name', TEMPLATE_NAME_TAKEN);
  return {
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(input.description === undefined ? {} : { description: input.description }),
    ...(input.content === undefined ? {} : { content: await cleanContent(input.content) }),
    ...(input.signature_requirements === undefined ? {} : { signatureRequirements: [...input.signature_requirements] }),
    ...(input.is_active === undefined ? {} : { isActive: input.is_active }),
  };
}

export function createTemplate(ctx: TContext, actor: TActor, ip: string, input: z.output<typeof ZCreateContractTemplateRequest>) {
  return ctx.transact(async (tx) => {
    const id = await insertTemplate(tx, (await valuesOf(tx, input)) as TTemplateValues);
    const after = await templateDetail(ctx, id, tx);
    await recordAudit(tx, actor, ip, { action: 'contract_template.create', objectType: 'contract_template', objectId: id, after });
    return after;
  });
}

export function changeTemplate(ctx: TContext, actor: TActor, ip: string, id: number, input: TUpdate) {
  return ctx.transact(async (tx) => {
    const row = await findTemplate(tx, id, { forUpdate: true });
    if (!row) throw notFound();
    const before = toTemplate(row);
    await updateTemplate(tx, id, await valuesOf(tx, input, id));
    const after = await templateDetail(ctx, id, tx);
    await recordAudit(tx, actor, ip, { action: 'contract_template.update', objectType: 'contract_template', objectId: id, before, after });
    return after;
  });
}

/** For generating a contract: the template as stored, or 404. */
export async function templateForContract(tx: TTx, id: number) {
  const row = await findTemplate(tx, id);
  return row ? toTemplate(row) : null;
}
