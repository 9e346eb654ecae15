import {
  ZCreateContractTemplateRequest,
  type TContractTemplate,
  type TCreateContractTemplateRequest,
  type ZTemplateVariable,
} from '@venue/shared/contracts/contract-template.schema';
import { z } from 'zod';

export type TTemplateVariable = z.infer<typeof ZTemplateVariable>;

const { name, description, content } = ZCreateContractTemplateRequest.shape;

/** The template editor's values: the shared field rules, and who signs as one choice (the client always does). */
export const ZTemplateForm = z
  .object({ name, description: description.unwrap(), content, venue_signs: z.boolean(), is_active: z.boolean() })
  .transform((f): TCreateContractTemplateRequest => ({
    name: f.name,
    description: f.description,
    content: f.content,
    signature_requirements: f.venue_signs ? ['CLIENT', 'COMPANY_REP'] : ['CLIENT'],
    is_active: f.is_active,
  }));
export type TTemplateForm = z.input<typeof ZTemplateForm>;

export const templateFormOf = (t: TContractTemplate): TTemplateForm => ({
  name: t.name,
  description: t.description,
  content: t.content,
  venue_signs: t.signature_requirements.includes('COMPANY_REP'),
  is_active: t.is_active,
});

export const NEW_TEMPLATE: TTemplateForm = {
  name: '',
  description: '',
  content: '<h2>Agreement</h2>\n<p>This agreement is made on {{today}} between {{venue_name}} and {{client_name}} for {{event_name}}.</p>\n',
  venue_signs: true,
  is_active: true,
};

export const signersLabel = (roles: readonly string[]) => (roles.includes('COMPANY_REP') ? 'Client and venue' : 'Client only');
