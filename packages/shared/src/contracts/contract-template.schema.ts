import { z } from 'zod';
import { zSingleLine } from '../common/input';
import { zQueryFlag } from '../common/decimal-fields';
import { SIGNATURE_ROLES } from '../enums';

/** A contract template as staff manage it; `content` is sanitized HTML with {{variables}} (template-variables.ts). */
export const ZContractTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  content: z.string(),
  signature_requirements: z.array(z.enum(SIGNATURE_ROLES)),
  is_active: z.boolean(),
  /** The variables the content uses, in order of first use. */
  variables: z.array(z.string()),
  contracts_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TContractTemplate = z.infer<typeof ZContractTemplate>;

export const ZTemplateVariable = z.object({ name: z.string(), label: z.string(), example: z.string() });
export const ZContractTemplatesQuery = z.object({ active: zQueryFlag().optional() });

/**
 * Who must sign. The client always does; the venue's representative when the venue countersigns. A witness
 * has no way to sign in this product yet, so a template cannot ask for one.
 */
export const TEMPLATE_SIGNER_ROLES = ['CLIENT', 'COMPANY_REP'] as const;
export const SIGNERS_MESSAGE = 'The client must sign; the venue representative (COMPANY_REP) may sign too';
const zSigners = z
  .array(z.enum(TEMPLATE_SIGNER_ROLES, { error: SIGNERS_MESSAGE }), { error: SIGNERS_MESSAGE })
  .refine((roles) => roles.includes('CLIENT'), SIGNERS_MESSAGE)
  .transform((roles) => TEMPLATE_SIGNER_ROLES.filter((r) => roles.includes(r)));

const templateFields = {
  name: zSingleLine(z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(150, 'Name must be at most 150 characters')),
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters'),
  content: z.string({ error: 'Content is required' }).trim().min(1, 'Content is required').max(200_000, 'Content must be at most 200,000 characters'),
  signature_requirements: zSigners,
  is_active: z.boolean({ error: 'is_active must be true or false' }),
};

export const ZCreateContractTemplateRequest = z.object({
  ...templateFields,
  description: templateFields.description.default(''),
  signature_requirements: zSigners.default(['CLIENT', 'COMPANY_REP']),
  is_active: templateFields.is_active.default(true),
});
export type TCreateContractTemplateRequest = z.input<typeof ZCreateContractTemplateRequest>;

/** Only what is sent changes. Contracts already generated keep the content they were generated with. */
export const ZUpdateContractTemplateRequest = z.object(templateFields).partial();
export type TUpdateContractTemplateRequest = z.input<typeof ZUpdateContractTemplateRequest>;

export const TEMPLATE_NOT_FOUND = 'Contract template not found.';
export const TEMPLATE_NAME_TAKEN = 'A template with this name already exists.';
export const TEMPLATE_EMPTY_AFTER_SANITIZING = 'The content has no text a contract can show once unsupported HTML is removed.';
