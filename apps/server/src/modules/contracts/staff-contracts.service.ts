import type { z } from 'zod';
import { canSendContract, canVoidContract, canCountersign } from '@venue/shared/contracts/contract-status';
import { CONTRACT_NOT_FOUND, type TContract, type ZSignContractRequest } from '@venue/shared/contracts/contract.schema';
import { TEMPLATE_NOT_FOUND } from '@venue/shared/contracts/contract-template.schema';
import { CONTRACT_MESSAGES, type TStaffContract, type TStaffContractsQuery } from '@venue/shared/contracts/staff-contract.schema';
import { renderTemplate, templateValues } from '@venue/shared/contracts/template-variables';
import { venueDay } from '@venue/shared/dates';
import type { TContractStatus } from '@venue/shared/enums';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import { readsTogether } from '../../db/reads-together';
import { readPaymentSettings } from '../../db/payment-settings';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { sha256 } from '../../lib/secure-token';
import { recordEventActivity } from '../events/client-events.service';
import { accountPageLink } from '../accounts/account-links';
import { queueMail } from '../outbox/outbox.service';
import { venueDetails } from '../venue/venue.service';
import { noticeContractCompleted, noticeContractSent } from './contract-notices';
import { contractCompletedMail, contractSentMail, contractVoidedMail } from './contract-emails';
import { templateForContract } from './contract-templates.service';
import { appendContractEvent, contractLogs, findContractOf, listContractsOf, type TContractRow } from './contracts.repo';
import { countersignContract, hydrate, toContractEvent, type TRequestMeta } from './contracts.service';
import { clientsOfContracts, insertContract, lockEventWithClient, markContractSent, markContractVoid } from './staff-contracts.repo';

/**
 * The venue's side of contracts: generate one for an event from a template (rendered, sanitized, hashed),
 * send it, countersign it through the client's own signing code path, and void it. Each write is audited in its
 * transaction and logged in the contract's append-only log with the actor's IP and browser.
 */
const notFound = () => new AppError(404, CONTRACT_NOT_FOUND);
const fieldError = (field: string, message: string) => new AppError(400, message, { [field]: [message] });
// A guest who booked without a password is let in through a set-password link (account-links.ts).
const link = async (ctx: TContext, tx: TTx, clientId: number, id: number) => (await accountPageLink(ctx, tx, clientId, `/contracts/${id}`)).href;

async function staffContracts(tx: TTx, rows: TContractRow[]): Promise<TStaffContract[]> {
  const ids = rows.map((r) => r.id);
  const [contracts, clients, logs] = await readsTogether(tx, [() => hydrate(tx, rows), () => clientsOfContracts(tx, ids), () => contractLogs(tx, ids)]);
  return contracts.map((c, i) => {
    const row = rows[i]!;
    const client = clients.find((x) => x.contractId === c.id)!;
    const signed = c.signatures.map((s) => s.role);
    return {
      ...c,
      client: { id: client.id, name: `${client.firstName} ${client.lastName}`.trim(), email: client.email },
      history: logs.filter((e) => e.contractId === c.id).map(toContractEvent),
      voided_at: row.voidedAt?.toISOString() ?? null,
      void_reason: row.voidReason,
      can_send: canSendContract(c.status, c.valid_until, venueDay()),
      can_countersign: canCountersign(c.status, c.template.signature_requirements, signed),
      can_void: canVoidContract(c.status),
    };
  });
}

/** What an audit row keeps of a contract: everything but the content itself, which content_hash names. */
const auditView = (c: TContract | TStaffContract) => {
  const { content: _content, ...rest } = c;
  return 'history' in rest ? { ...rest, history: undefined } : rest;
};

export async function staffContractList(ctx: TContext, actor: TActor, q: TStaffContractsQuery) {
  const { rows, count } = await listContractsOf(ctx.db, actor, q, q);
  return { count, results: await staffContracts(ctx.db, rows) };
}

/** The venue reading a contract is not evidence of anything: no "viewed" entry (the client's views are logged). */
export async function staffContractDetail(ctx: TContext, actor: TActor, id: number, tx: TTx = ctx.db): Promise<TStaffContract> {
  const row = await findContractOf(tx, actor, id);
  if (!row) throw notFound();
  return (await staffContracts(tx, [row]))[0]!;
}

export interface TGenerateContract {
  template_id: number;
  contract_value: string;
  valid_until?: string;
  payment_schedule_reference: string;
}

/** A DRAFT for the event: the template's content with the event's values, sanitized, and its SHA-256. */
export function generateContract(ctx: TContext, actor: TActor, meta: TRequestMeta, eventId: number, input: TGenerateContract) {
  return ctx.transact(async (tx) => {
    const event = await lockEventWithClient(tx, eventId);
    if (!event) throw new AppError(404, CONTRACT_MESSAGES.eventNotFound);
    if (event.status === 'CANCELLED') throw new AppError(409, CONTRACT_MESSAGES.eventCancelled);
    const template = await templateForContract(tx, input.template_id);
    if (!template) throw fieldError('template_id', TEMPLATE_NOT_FOUND);
    if (!template.is_active) throw fieldError('template_id', CONTRACT_MESSAGES.templateInactive);
    if (!template.content.trim()) throw fieldError('template_id', CONTRACT_MESSAGES.templateEmpty);
    const today = venueDay();
    if (input.valid_until !== undefined && input.valid_until <= today) throw fieldError('valid_until', CONTRACT_MESSAGES.validUntilPast);
    const settings = await readPaymentSettings(tx);
    const values = templateValues({
      clientName: `${event.clientFirstName} ${event.clientLastName}`.trim(),
      eventName: event.name,
      eventStart: event.startDate,
      eventEnd: event.endDate,
      venueName: (await venueDetails(tx)).name,
      contractValue: input.contract_value,
      depositPercentage: settings.defaultDepositPercentage,
      balanceDueDays: settings.balanceDueDays,
      today,
    });
    // Values are escaped as they are substituted; sanitizing the result again keeps one rule for what is stored.
    const content = await sanitizeHtml(renderTemplate(template.content, values));
    const id = await insertContract(tx, {
      eventId,
      templateId: template.id,
      status: 'DRAFT',
      content,
      contentHash: sha256(content),
      contractValue: input.contract_value,
      paymentScheduleReference: input.payment_schedule_reference,
      validUntil: input.valid_until ?? null,
    });
    await appendContractEvent(tx, {
      contractId: id,
      eventType: 'created',
      description: `Generated from the template "${template.name}"`,
      actorName: actor.name,
      actorUserId: actor.userId,
      ipAddress: meta.ip,
      userAgent: meta.userAgent,
    });
    const after = await staffContractDetail(ctx, actor, id, tx);
    await recordAudit(tx, actor, meta.ip, { action: 'contract.create', objectType: 'contract', objectId: id, after: auditView(after) });
    return after;
  });
}

/** DRAFT -> SENT: the client can read and sign it; they hear of it by e-mail; the log and the timeline say so. */
export function sendContract(ctx: TContext, actor: TActor, meta: TRequestMeta, id: number) {
  return ctx.transact(async (tx, effects) => {
    const row = await findContractOf(tx, actor, id, { forUpdate: true });
    if (!row) throw notFound();
    if (row.status !== 'DRAFT') throw new AppError(409, CONTRACT_MESSAGES.notDraftSend);
    if (!canSendContract(row.status as TContractStatus, row.validUntil, venueDay())) throw new AppError(409, CONTRACT_MESSAGES.expiredSend);
    const before = await staffContractDetail(ctx, actor, id, tx);
    await markContractSent(tx, id);
    await appendContractEvent(tx, {
      contractId: id,
      eventType: 'sent',
      description: `Sent to ${before.client.email} for signature`,
      actorName: actor.name,
      actorUserId: actor.userId,
      ipAddress: meta.ip,
      userAgent: meta.userAgent,
    });
    await recordEventActivity(tx, actor, row.eventId, 'contract_sent', `Contract "${row.templateName}" sent for signature`);
    const [client] = await clientsOfContracts(tx, [id]);
    await queueMail(
      tx,
      contractSentMail(
        client!.email,
        { firstName: client!.firstName, eventName: row.eventName, templateName: row.templateName, value: row.contractValue, validUntil: row.validUntil },
        await link(ctx, tx, client!.id, id),
      ),
    );
    effects.after(() => ctx.mailQueued());
    await noticeContractSent(tx, effects, client!.id, { contractId: id, templateName: row.templateName, eventName: row.eventName });
    const after = await staffContractDetail(ctx, actor, id, tx);
    await recordAudit(tx, actor, meta.ip, {
      action: 'contract.send',
      objectType: 'contract',
      objectId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
}

/** The venue's signature, through the contracts service's one signing path; the client hears when it completes the contract. */
export async function countersign(ctx: TContext, actor: TActor, meta: TRequestMeta, id: number, input: z.output<typeof ZSignContractRequest>) {
  await countersignContract(ctx, actor, id, input, meta, async (tx, effects, before, after) => {
    await recordAudit(tx, actor, meta.ip, {
      action: 'contract.countersign',
      objectType: 'contract',
      objectId: id,
      before: auditView(before),
      after: auditView(after),
    });
    if (after.status !== 'SIGNED') return;
    const [client] = await clientsOfContracts(tx, [id]);
    await queueMail(
      tx,
      contractCompletedMail(
        client!.email,
        { firstName: client!.firstName, eventName: after.event.name, templateName: after.template_name },
        await link(ctx, tx, client!.id, id),
      ),
    );
    effects.after(() => ctx.mailQueued());
    await noticeContractCompleted(tx, effects, client!.id, { contractId: id, templateName: after.template_name, eventName: after.event.name });
  });
  return staffContractDetail(ctx, actor, id);
}

/**
 * Voids a contract with a reason, whatever its stage, a signed one included: the record, signatures and hashes
 * stay as they were and the status says VOID (the public check then reports the record as voided). A client
 * who had received the contract is told; a draft they never saw stays out of their portal.
 */
export function voidContract(ctx: TContext, actor: TActor, meta: TRequestMeta, id: number, reason: string) {
  return ctx.transact(async (tx, effects) => {
    const row = await findContractOf(tx, actor, id, { forUpdate: true });
    if (!row) throw notFound();
    if (!canVoidContract(row.status as TContractStatus)) throw new AppError(409, CONTRACT_MESSAGES.alreadyVoid);
    const before = await staffContractDetail(ctx, actor, id, tx);
    await markContractVoid(tx, id, reason);
    await appendContractEvent(tx, {
      contractId: id,
      eventType: 'voided',
      description: `Voided: ${reason}`,
      actorName: actor.name,
      actorUserId: actor.userId,
      ipAddress: meta.ip,
      userAgent: meta.userAgent,
    });
    if (row.sentAt) {
      await recordEventActivity(tx, actor, row.eventId, 'contract_voided', `Contract "${row.templateName}" voided`);
      const [client] = await clientsOfContracts(tx, [id]);
      await queueMail(
        tx,
        contractVoidedMail(
          client!.email,
          { firstName: client!.firstName, eventName: row.eventName, templateName: row.templateName, reason },
          await link(ctx, tx, client!.id, id),
        ),
      );
      effects.after(() => ctx.mailQueued());
    }
    const after = await staffContractDetail(ctx, actor, id, tx);
    await recordAudit(tx, actor, meta.ip, {
      action: 'contract.void',
      objectType: 'contract',
      objectId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
}
