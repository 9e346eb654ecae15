import { renderTemplate, placeholdersOf } from '@venue/shared/communications/render-template';
import {
  TEMPLATE_NOT_FOUND,
  type TCommunicationTemplate,
  type TTemplatePreview,
  type TTemplatesQuery,
  type TVariableSchemas,
} from '@venue/shared/communications/template.schema';
import type { TTemplateValues } from '@venue/shared/communications/render-template';
import type { TContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sanitizeHtml } from '../../lib/sanitize-email-html';
import { findTemplate, listTemplates, templateVariables } from './templates.repo';

export async function listCommunicationTemplates(ctx: TContext, q: TTemplatesQuery) {
  const { rows, count } = await listTemplates(ctx.db, { category: q.category, channel: q.channel }, q);
  return { count, results: rows };
}

export async function communicationTemplate(ctx: TContext, id: number): Promise<TCommunicationTemplate> {
  const found = await findTemplate(ctx.db, id);
  if (!found) throw new AppError(404, TEMPLATE_NOT_FOUND);
  return found;
}

/**
 * The template with the given values: the subject as text, an e-mail body as HTML with every value escaped
 * (so a value can never add markup) and then sanitized in e-mail mode, an SMS body as text. Values not given stay as {{name}} and are listed.
 */
export async function previewTemplate(ctx: TContext, id: number, values: TTemplateValues): Promise<TTemplatePreview> {
  const t = await communicationTemplate(ctx, id);
  const subject = renderTemplate(t.subject, values, 'text');
  const email = t.channel === 'EMAIL';
  const body = renderTemplate(t.body, values, email ? 'html' : 'text');
  return {
    template_id: t.id,
    channel: t.channel,
    subject: subject.text,
    // Sanitized after filling, as a sent e-mail is: a value can land in an href, and links keep only http(s),
    // mailto and tel (or a relative address), whatever the template or the values say.
    body: email ? await sanitizeHtml(body.text, 'email') : body.text,
    missing_variables: placeholdersOf(t.subject, t.body).filter((name) => subject.missing.includes(name) || body.missing.includes(name)),
  };
}

export async function variableSchemas(ctx: TContext): Promise<TVariableSchemas> {
  return Object.fromEntries((await templateVariables(ctx.db)).map((t) => [t.name, t.variables]));
}
