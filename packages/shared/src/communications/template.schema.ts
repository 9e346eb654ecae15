import { z } from 'zod';
import { zPage, zSingleLine } from '../common/input';
import { CATEGORIES, CHANNELS } from './communication.schema';

/** One variable a template uses: `{{name}}` in its subject or body. */
export const ZTemplateVariable = z.object({
  name: z.string(),
  description: z.string(),
  example: z.string(),
  required: z.boolean(),
});
export type TTemplateVariable = z.infer<typeof ZTemplateVariable>;

/** Spec document 2, "Communication template": id, category, channel, name; and what it says. */
export const ZCommunicationTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(CATEGORIES),
  channel: z.enum(CHANNELS),
  description: z.string(),
  /** Plain text with `{{variables}}` (empty for an SMS). */
  subject: z.string(),
  /** HTML for an e-mail, plain text for an SMS, with `{{variables}}`. */
  body: z.string(),
  variables: z.array(ZTemplateVariable),
  is_active: z.boolean(),
  updated_at: z.string(),
  /** An admin changed the wording; the system sends this text instead of its built-in one (reset puts it back). */
  is_customised: z.boolean().default(false),
});
export type TCommunicationTemplate = z.infer<typeof ZCommunicationTemplate>;

export const ZTemplatesQuery = z.object({
  category: z.enum(CATEGORIES, { error: 'Choose a valid category' }).optional(),
  channel: z.enum(CHANNELS, { error: 'Choose a valid channel' }).optional(),
  page: zPage(),
  page_size: z.coerce.number().int().min(1).max(100, 'Page size must be between 1 and 100').default(100),
});
export type TTemplatesQuery = z.infer<typeof ZTemplatesQuery>;

/** POST /api/communications/templates/{id}/preview/: values for the template's variables (text, numbers, booleans). */
export const ZTemplatePreviewRequest = z.object({
  context_data: z
    .record(z.string().max(100), z.union([z.string().max(5000), z.number(), z.boolean(), z.null()]), { error: 'context_data must be an object' })
    .refine((v) => Object.keys(v).length <= 100, 'At most 100 variables')
    .default({}),
});
export type TTemplatePreviewRequest = z.input<typeof ZTemplatePreviewRequest>;

export const ZTemplatePreview = z.object({
  template_id: z.number().int(),
  channel: z.enum(CHANNELS),
  subject: z.string(),
  /** Variables substituted, HTML-escaped in an e-mail body. */
  body: z.string(),
  /** Variables the template uses that context_data did not give (left as `{{name}}`). */
  missing_variables: z.array(z.string()),
});
export type TTemplatePreview = z.infer<typeof ZTemplatePreview>;

/** GET /api/communications/templates/variable_schemas/: each template's variables by template name. */
export const ZVariableSchemas = z.record(z.string(), z.array(ZTemplateVariable));
export type TVariableSchemas = z.infer<typeof ZVariableSchemas>;

export const TEMPLATE_NOT_FOUND = 'Template not found.';

/** PUT /api/admin/communications/templates/{id}/: an admin's subject and body (e-mail HTML is sanitized on save). */
export const ZUpdateTemplateRequest = z.object({
  subject: zSingleLine(z.string().trim().max(300, 'Subject must be at most 300 characters')).default(''),
  body: z.string().trim().min(1, 'Body is required').max(50_000, 'Body must be at most 50,000 characters'),
});
export type TUpdateTemplateRequest = z.input<typeof ZUpdateTemplateRequest>;
export type TUpdateTemplateBody = z.output<typeof ZUpdateTemplateRequest>;

/** "Unknown variable: {{total_price}}." naming every one, for the subject or the body field. */
export const unknownVariablesMessage = (names: string[]) =>
  `Unknown ${names.length === 1 ? 'variable' : 'variables'}: ${names.map((n) => `{{${n}}}`).join(', ')}. Use only the variables listed for this template.`;
export const TEMPLATE_SUBJECT_REQUIRED = 'Subject is required for an e-mail';
