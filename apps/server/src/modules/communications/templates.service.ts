import { renderTemplate, placeholdersOf } from '@venue/shared/communications/render-template';
import {
  TEMPLATE_NOT_FOUND,
  TEMPLATE_SUBJECT_REQUIRED,
  unknownVariablesMessage,
  type TCommunicationTemplate,
  type TTemplatePreview,
  type TTemplatesQuery,
  type TUpdateTemplateRequest,
  type TVariableSchemas,
} from '@venue/shared/communications/template.schema';
import type { TTemplateValues } from '@venue/shared/communications/render-template';
import { htmlToText } from '@venue/shared/communications/content-preview';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { AppError, badRequest } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { emailFrame } from '../../lib/email-layout';
import { sanitizeHtml } from '../../lib/sanitize-email-html';
import { VENUE_NAME_VARIABLE } from '../../lib/venue-name';
import { venueDetails } from '../venue/venue.service';
import {
  customisedTemplate,
  customisedTemplateWithVenue,
  findTemplate,
  listTemplates,
  lockTemplate,
  restoreTemplateDefaults,
  saveTemplateTexts,
  templateVariables,
} from './templates.repo';

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
export async function previewTemplate(ctx: TContext, id: number, given: TTemplateValues): Promise<TTemplatePreview> {
  const t = await communicationTemplate(ctx, id);
  // The venue's name is the outbox's to fill, as it will be when the message is sent.
  const values = { [VENUE_NAME_VARIABLE]: (await venueDetails(ctx.db)).name, ...given };
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

/** "payment_received" reads "Payment received" in the audit log. */
const auditTitle = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replace(/_/g, ' ');
const snapshot = (t: { name: string; subject: string; body: string }) => ({ title: auditTitle(t.name), subject: t.subject, body: t.body });

/**
 * An admin rewrites a template. Only the template's documented variables may appear (an unknown one would reach
 * the client as "{{name}}"); an e-mail body is sanitized as a manual message is, before it is stored. The
 * built-in wording is kept the first time, for reset.
 */
export async function updateTemplate(ctx: TContext, actor: TActor, ip: string, id: number, input: TUpdateTemplateRequest) {
  const current = await communicationTemplate(ctx, id);
  const email = current.channel === 'EMAIL';
  const subject = email ? (input.subject ?? '').trim() : '';
  if (email && !subject) throw badRequest('subject', TEMPLATE_SUBJECT_REQUIRED);
  const known = new Set(current.variables.map((v) => v.name));
  const errors: Record<string, string[]> = {};
  for (const [field, text] of [
    ['subject', subject],
    ['body', input.body],
  ] as const) {
    const unknown = placeholdersOf(text).filter((name) => !known.has(name));
    if (unknown.length) errors[field] = [unknownVariablesMessage(unknown)];
  }
  if (Object.keys(errors).length) throw new AppError(400, Object.values(errors)[0]![0]!, errors);
  const body = email ? await sanitizeHtml(input.body.trim(), 'email') : input.body.trim();
  if (email && !htmlToText(body) && !/<img\b/i.test(body)) throw badRequest('body', 'Body is required');
  await ctx.transact(async (tx) => {
    const locked = await lockTemplate(tx, id);
    if (!locked) throw new AppError(404, TEMPLATE_NOT_FOUND);
    await saveTemplateTexts(tx, id, { subject, body });
    await recordAudit(tx, actor, ip, {
      action: 'communication_template.update',
      objectType: 'communication_template',
      objectId: id,
      before: snapshot(locked.template),
      after: snapshot({ name: locked.template.name, subject, body }),
    });
  });
  return communicationTemplate(ctx, id);
}

/** Back to the built-in wording (a template never changed answers as it is, and nothing is audited). */
export async function resetTemplate(ctx: TContext, actor: TActor, ip: string, id: number) {
  await ctx.transact(async (tx) => {
    const locked = await lockTemplate(tx, id);
    if (!locked) throw new AppError(404, TEMPLATE_NOT_FOUND);
    if (locked.defaultBody === null) return;
    await restoreTemplateDefaults(tx, id);
    await recordAudit(tx, actor, ip, {
      action: 'communication_template.reset',
      objectType: 'communication_template',
      objectId: id,
      before: snapshot(locked.template),
      after: snapshot({ name: locked.template.name, subject: locked.defaultSubject ?? '', body: locked.defaultBody }),
    });
  });
  return communicationTemplate(ctx, id);
}

/** A customised template's wording with the values a builder gave; the frame's title is the body's own heading. */
export interface TCustomisedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The outbox asks this for each automatic e-mail that names its template: the venue's name (every message is
 * signed with it) and, in the same read, the template's wording. `fill` is null while the template is as shipped
 * (the builder's own wording goes out); otherwise it gives the admin's subject and body filled with the builder's
 * values (HTML-escaped, then sanitized as a sent e-mail is). Read in the queueing transaction, so every process sees
 * an edit at once: there is no cache to go stale. In two steps: the wording is read now and filled later, when the
 * caller has what the message shows (the receipt e-mail is filled with a mark in its number's place).
 */
export async function emailWordingOf(
  tx: TTx,
  name: string,
): Promise<{ venueName: string; fill: ((values: TTemplateValues) => Promise<TCustomisedMail | null>) | null }> {
  const { venueName, template: t } = await customisedTemplateWithVenue(tx, name);
  if (!t || t.channel !== 'EMAIL') return { venueName, fill: null };
  return {
    venueName,
    fill: async (values) => {
      const subject = renderTemplate(t.subject, values, 'text').text;
      const body: string = await sanitizeHtml(renderTemplate(t.body, values, 'html').text, 'email');
      // The shipped bodies start with their heading; the shared frame prints the title as its own heading.
      const heading = /^\s*<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(body);
      const title = heading ? htmlToText(heading[1]!) : subject;
      const content = heading ? body.slice(heading.index + heading[0].length) : body;
      // The text twin keeps the main link spelt out (a button's address is lost when tags are dropped).
      const text = htmlToText(body);
      const link = typeof values.link === 'string' && values.link && !text.includes(values.link) ? `\n\n${values.link}` : '';
      return { subject, text: `${text}${link}\n`, html: emailFrame(title, content) };
    },
  };
}

/** The same for an SMS: the admin's text with the values, or null. */
export async function customisedSms(tx: TTx, name: string, values: TTemplateValues): Promise<string | null> {
  const t = await customisedTemplate(tx, name);
  if (!t || t.channel !== 'SMS') return null;
  return renderTemplate(t.body, values, 'text').text;
}
