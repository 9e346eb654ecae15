import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { ESIGN_CONSENT } from '@venue/shared/contracts/consent';
import {
  canCountersign,
  CONTRACT_STATUS_LABELS,
  isContractExpired,
  isContractUrgent,
  ROLE_LABELS,
  signingParties,
  signingStatus,
} from '@venue/shared/contracts/contract-status';
import { CONTRACT_MESSAGES } from '@venue/shared/contracts/staff-contract.schema';
import {
  CONSENT_OUTDATED,
  CONTRACT_ALREADY_SIGNED,
  CONTRACT_CANNOT_SIGN,
  CONTRACT_CHANGED,
  CONTRACT_NOT_FOUND,
  CONTRACT_NOT_SIGNED,
  type TContract,
  type TContractEvent,
  type TContractSignature,
  type ZSignContractRequest,
} from '@venue/shared/contracts/contract.schema';
import { SIGNATURE_INSUFFICIENT } from '@venue/shared/contracts/signature-data';
import { venueDay } from '@venue/shared/dates';
import type { TContractStatus, TSignatureRole } from '@venue/shared/enums';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import type { TEffects } from '../../lib/transaction';
import { AppError } from '../../lib/app-error';
import { signedContractPdf } from '../../lib/pdf/contract-pdf';
import { normalizeSignaturePng, pdfSafePng } from '../../lib/user-image';
import { pngDataUrl } from '../../lib/png';
import { sha256 } from '../../lib/secure-token';
import { recordEventActivity } from '../events/client-events.service';
import { letterheadOf } from '../venue/venue.service';
import { noticeClientSigned } from './contract-notices';
import { sealedPdf } from './sealed-pdf';
import {
  appendContractEvent,
  recordViewOncePerDay,
  contractLog,
  findByHash,
  findContractOf,
  insertSignature,
  listContractsOf,
  setContractStatus,
  signaturesByUser,
  signaturesOf,
  unsealedSignedContractsOf,
  type TContractRow,
} from './contracts.repo';

type TSignatureRow = Awaited<ReturnType<typeof signaturesOf>>[number];
export interface TRequestMeta {
  ip: string;
  userAgent: string | null;
}

const notFound = () => new AppError(404, CONTRACT_NOT_FOUND);

export function toSignature(s: TSignatureRow): TContractSignature {
  const [first = '', ...rest] = s.signerName.split(/\s+/);
  return {
    id: s.id,
    role: s.role as TSignatureRole,
    role_display: ROLE_LABELS[s.role as TSignatureRole] ?? s.role,
    signer_name: s.signerName,
    signer_title: s.signerTitle,
    signer_email: s.signerEmail,
    signer: s.signerUserId ? { first_name: first, last_name: rest.join(' ') } : null,
    signed_at: s.signedAt.toISOString(),
    verification_method: s.verificationMethod,
    is_verified: s.signerUserId !== null,
    content_hash: s.contentHash,
    consent_version: s.consentVersion,
  };
}

export function toContract(row: TContractRow, signatures: TSignatureRow[], today: string): TContract {
  const required = signingParties(row.requiredRoles as TSignatureRole[], row.templateContent);
  const own = signatures.filter((s) => s.contractId === row.id);
  const signedRoles = new Set(own.map((s) => s.role));
  const signedCount = required.filter((r) => signedRoles.has(r)).length;
  const status = signingStatus(row.status as TContractStatus, required, [...signedRoles]);
  const expired = isContractExpired(row.validUntil, today);
  const fully = status === 'SIGNED';
  return {
    id: row.id,
    event: { id: row.eventId, name: row.eventName, title: row.eventName, start_date: row.eventStart, status: row.eventStatus },
    template: { id: row.templateId, name: row.templateName, signature_requirements: required },
    template_name: row.templateName,
    status,
    status_display: CONTRACT_STATUS_LABELS[status] ?? status,
    content: row.content,
    content_hash: row.contentHash,
    is_amendment: row.isAmendment,
    amendment_number: row.amendmentNumber,
    original_contract: row.originalContractId,
    signatures: own.map(toSignature),
    signature_progress: { signed_count: signedCount, total_required: required.length, percentage: Math.round((100 * signedCount) / required.length) },
    is_fully_signed: fully,
    can_client_sign: (status === 'SENT' || status === 'PARTIALLY_SIGNED') && required.includes('CLIENT') && !signedRoles.has('CLIENT') && !expired,
    is_expired: expired,
    is_urgent: !fully && isContractUrgent(row.validUntil, today),
    contract_value: row.contractValue,
    currency: row.currency,
    payment_schedule_reference: row.paymentScheduleReference,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    fully_signed_at: row.fullySignedAt?.toISOString() ?? null,
    valid_until: row.validUntil,
    expires_at: row.validUntil,
    final_document_hash: row.finalDocumentHash,
  };
}

export async function hydrate(tx: TTx, rows: TContractRow[]): Promise<TContract[]> {
  const today = venueDay();
  const sigs = await signaturesOf(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toContract(r, sigs, today));
}

export async function listContracts(ctx: TContext, actor: TActor, q: { status?: string; event?: number; page: number; page_size: number }) {
  const { rows, count } = await listContractsOf(ctx.db, actor, q, q);
  return { count, results: await hydrate(ctx.db, rows) };
}

export async function pendingSignatures(ctx: TContext, actor: TActor) {
  const { rows } = await listContractsOf(ctx.db, actor, { pendingOnly: true });
  const contracts = (await hydrate(ctx.db, rows)).filter((c) => c.can_client_sign);
  return { count: contracts.length, contracts };
}

/** Opening a contract is itself evidence ("viewed"), logged with the client's IP and browser. */
export async function contractDetail(ctx: TContext, actor: TActor, contractId: number, meta?: TRequestMeta): Promise<TContract> {
  const row = await findContractOf(ctx.db, actor, contractId);
  if (!row) throw notFound();
  if (meta) {
    await recordViewOncePerDay(ctx.db, {
      contractId,
      eventType: 'viewed',
      description: `Viewed by ${actor.name}`,
      actorName: actor.name,
      actorUserId: actor.userId,
      ipAddress: meta.ip,
      userAgent: meta.userAgent,
    });
  }
  return (await hydrate(ctx.db, [row]))[0]!;
}

export async function contractHistory(ctx: TContext, actor: TActor, contractId: number): Promise<TContractEvent[]> {
  if (!(await findContractOf(ctx.db, actor, contractId))) throw notFound();
  return (await contractLog(ctx.db, contractId)).map(toContractEvent);
}

/** A contract log row as the API writes it (the client's history and the venue's contract page). */
export const toContractEvent = (e: Awaited<ReturnType<typeof contractLog>>[number]): TContractEvent => ({
  id: e.id,
  event_type: e.eventType,
  description: e.description,
  actor_name: e.actorName,
  occurred_at: e.occurredAt.toISOString(),
  ip_address: e.ipAddress,
  user_agent: e.userAgent,
});

export async function contractSignaturesOf(ctx: TContext, actor: TActor, contractId: number) {
  if (!(await findContractOf(ctx.db, actor, contractId))) throw notFound();
  return (await signaturesOf(ctx.db, [contractId])).map(toSignature);
}

export const mySignatures = async (ctx: TContext, actor: TActor) => (await signaturesByUser(ctx.db, actor.userId)).map(toSignature);

/** The record the certificate's hash seals: content hash plus each signature, in a fixed order. */
export function finalRecordHash(contractId: number, contentHash: string, signatures: TSignatureRow[]): string {
  const record = {
    contract: contractId,
    content_sha256: contentHash,
    signatures: [...signatures]
      .sort((a, b) => a.role.localeCompare(b.role))
      .map((s) => ({
        role: s.role,
        signer_name: s.signerName,
        signer_email: s.signerEmail,
        signed_at: s.signedAt.toISOString(),
        signature_sha256: sha256(s.signatureData),
        content_sha256: s.contentHash,
        consent_version: s.consentVersion,
      })),
  };
  return sha256(JSON.stringify(record));
}

/** What differs between the parties' signatures; the evidence, checks, log and sealing are one code path. */
interface TSigningRole {
  role: TSignatureRole;
  alreadySigned: string;
  /** Why this party may not sign the contract as it stands, or null. */
  refusal(current: TContract, row: TContractRow): string | null;
  timeline(row: TContractRow): { action: string; text: string };
  /** More work in the signing transaction (the venue's audit row, e-mail), with the contract before and after. */
  after?: (tx: TTx, effects: TEffects, before: TContract, after: TContract) => Promise<void>;
}

const CLIENT_SIGNING: TSigningRole = {
  role: 'CLIENT',
  alreadySigned: CONTRACT_ALREADY_SIGNED,
  refusal: (current) => (current.can_client_sign ? null : CONTRACT_CANNOT_SIGN),
  timeline: (row) => ({ action: 'contract_signed', text: `Contract "${row.templateName}" signed` }),
  after: (tx, effects, _before, after) =>
    noticeClientSigned(tx, effects, {
      contractId: after.id,
      templateName: after.template_name,
      eventName: after.event.name,
      signerName: after.signatures.find((s) => s.role === 'CLIENT')?.signer_name ?? 'The client',
      awaitsVenue: after.status !== 'SIGNED',
    }),
};

/**
 * Stores one party's signature with its evidence: the PNG (checked whole by the request schema), the consent
 * version, the SHA-256 of the content signed (refused when the signer saw other content), IP and browser. The
 * contract row is locked, so of two simultaneous sign calls one stores the signature and the other finds it
 * there. When every required role has signed, in whatever order, the contract is SIGNED and sealed.
 */
async function signAs(
  ctx: TContext,
  actor: TActor,
  contractId: number,
  input: z.output<typeof ZSignContractRequest>,
  meta: TRequestMeta,
  signing: TSigningRole,
): Promise<TContract> {
  if (input.consent_version !== ESIGN_CONSENT.version) throw new AppError(400, CONSENT_OUTDATED, { consent_version: [CONSENT_OUTDATED] });
  // What is stored (and sealed by its hash) is the image as libvips wrote it anew, never the bytes sent.
  const signatureData = await storedSignature(input.signature_data);
  return ctx.transact(async (tx, effects) => {
    const row = await findContractOf(tx, actor, contractId, { forUpdate: true });
    if (!row) throw notFound();
    const existing = await signaturesOf(tx, [contractId]);
    const current = toContract(row, existing, venueDay());
    if (existing.some((s) => s.role === signing.role)) throw new AppError(409, signing.alreadySigned);
    const refusal = signing.refusal(current, row);
    if (refusal) throw new AppError(409, refusal);
    if (input.content_hash && input.content_hash !== row.contentHash) throw new AppError(409, CONTRACT_CHANGED);

    const signature = await insertSignature(tx, {
      contractId,
      role: signing.role,
      signerUserId: actor.userId,
      signerName: input.signer_name,
      signerTitle: input.signer_title,
      signerEmail: input.signer_email.toLowerCase(),
      signatureData,
      imageCheckedAt: new Date(),
      verificationMethod: input.verification_method,
      contentHash: row.contentHash,
      consentVersion: input.consent_version,
      ipAddress: meta.ip,
      userAgent: meta.userAgent,
      deviceFingerprint: input.device_fingerprint,
      screenResolution: input.screen_resolution,
    });
    if (!signature) throw new AppError(409, signing.alreadySigned);
    const all = [...existing, signature];
    const required = current.template.signature_requirements;
    const complete = required.every((r) => all.some((s) => s.role === r));
    const log = (eventType: string, description: string) =>
      appendContractEvent(tx, {
        contractId,
        eventType,
        description,
        actorName: input.signer_name,
        actorUserId: actor.userId,
        ipAddress: meta.ip,
        userAgent: meta.userAgent,
      });
    await log(
      'signed',
      `Signed as ${ROLE_LABELS[signing.role]} by ${input.signer_name} <${input.signer_email}> (content SHA-256 ${row.contentHash.slice(0, 12)}…, consent ${input.consent_version})`,
    );
    if (complete) {
      await setContractStatus(tx, contractId, 'SIGNED', { finalHash: finalRecordHash(contractId, row.contentHash, all) });
      await log('fully_signed', 'All required signatures collected');
      // Sealed once it is committed: the file every download serves. A failure is logged, and the first
      // download seals it instead.
      effects.after(async () => void (await signedContractPdfFor(ctx, actor, contractId)));
    } else {
      await setContractStatus(tx, contractId, 'PARTIALLY_SIGNED');
    }
    const { action, text } = signing.timeline(row);
    await recordEventActivity(tx, actor, row.eventId, action, text);
    const updated = toContract((await findContractOf(tx, actor, contractId))!, all, venueDay());
    await signing.after?.(tx, effects, current, updated);
    return updated;
  });
}

/**
 * The signature as stored: decoded whole and re-encoded (lib/user-image.ts), refused with the spec's signature
 * text when it cannot be (a PNG whose framing holds but whose pixels do not decode, a JPEG under a PNG label...).
 */
async function storedSignature(dataUrl: string): Promise<string> {
  const png = await normalizeSignaturePng(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
  if (!png) throw new AppError(400, SIGNATURE_INSUFFICIENT, { signature_data: [SIGNATURE_INSUFFICIENT] });
  return pngDataUrl(png);
}

/** Signs as CLIENT (the signing wizard). */
export const signContract = (ctx: TContext, actor: TActor, contractId: number, input: z.output<typeof ZSignContractRequest>, meta: TRequestMeta) =>
  signAs(ctx, actor, contractId, input, meta, CLIENT_SIGNING);

/**
 * Countersigns as the venue's representative (COMPANY_REP): the same evidence and checks as the client's
 * signature, allowed while the contract is out for signature and its template asks for the venue.
 */
export const countersignContract = (
  ctx: TContext,
  actor: TActor,
  contractId: number,
  input: z.output<typeof ZSignContractRequest>,
  meta: TRequestMeta,
  after: NonNullable<TSigningRole['after']>,
) =>
  signAs(ctx, actor, contractId, input, meta, {
    role: 'COMPANY_REP',
    alreadySigned: CONTRACT_MESSAGES.alreadyCountersigned,
    refusal: (current) => {
      if (!current.template.signature_requirements.includes('COMPANY_REP')) return CONTRACT_MESSAGES.notRequired;
      const signed = current.signatures.map((s) => s.role);
      return canCountersign(current.status, current.template.signature_requirements, signed) ? null : CONTRACT_MESSAGES.cannotCountersign;
    },
    timeline: (row) => ({ action: 'contract_countersigned', text: `Contract "${row.templateName}" countersigned by the venue` }),
    after,
  });

export async function verifyHash(ctx: TContext, hash: string) {
  const row = await findByHash(ctx.db, hash);
  // A certificate of a contract voided after signing is genuine, but the agreement no longer stands: say so.
  if (row?.status === 'VOID') {
    return {
      valid: false,
      contract_reference: `C-${String(row.id).padStart(6, '0')}`,
      status: row.status,
      fully_signed_at: row.fullySignedAt?.toISOString() ?? null,
      signed_roles: [],
      detail: 'This document was signed electronically but has since been voided by the venue.',
    };
  }
  if (!row || row.status !== 'SIGNED') {
    return {
      valid: false,
      contract_reference: null,
      status: null,
      fully_signed_at: null,
      signed_roles: [],
      detail: 'No signed document matches this fingerprint.',
    };
  }
  const sigs = await signaturesOf(ctx.db, [row.id]);
  return {
    valid: true,
    contract_reference: `C-${String(row.id).padStart(6, '0')}`,
    status: row.status,
    fully_signed_at: row.fullySignedAt?.toISOString() ?? null,
    signed_roles: sigs.map((s) => ({
      role: s.role as TSignatureRole,
      role_display: ROLE_LABELS[s.role as TSignatureRole] ?? s.role,
      signed_at: s.signedAt.toISOString(),
    })),
    detail: 'This document was signed electronically by every required party.',
  };
}

const PDF_FAILED = 'The signed PDF could not be produced. Please try again later.';

/**
 * The signed contract as a PDF, with its certificate page; only once every party has signed. The bytes are the
 * sealed file's (sealed-pdf.ts): rendered once, then served as stored.
 */
export async function signedContractPdfFor(ctx: TContext, actor: TActor, contractId: number, log?: FastifyBaseLogger): Promise<{ name: string; pdf: Buffer }> {
  const contract = await contractDetail(ctx, actor, contractId);
  if (contract.status !== 'SIGNED') throw new AppError(409, CONTRACT_NOT_SIGNED);
  let pdf: Buffer;
  try {
    pdf = await sealedPdf(ctx, contract.id, () => renderSignedPdf(ctx, actor, contract, log), log);
  } catch (err) {
    log?.error({ err: { type: (err as Error).name, message: (err as Error).message }, contractId: contract.id }, 'signed contract PDF failed');
    throw new AppError(500, PDF_FAILED);
  }
  return { name: `Contract_${contract.id}_${contract.event.title.replace(/[^\p{L}\p{N}]+/gu, '_')}.pdf`, pdf };
}

/**
 * Seals each of a client's signed contracts that has no sealed PDF yet. An account's deletion runs this before it
 * rewrites the client's name and events, so the file that every later download serves shows them as they signed.
 */
export async function sealSignedContractsOf(ctx: TContext, actor: TActor, clientId: number): Promise<void> {
  for (const id of await unsealedSignedContractsOf(ctx.db, clientId)) await signedContractPdfFor(ctx, actor, id);
}

async function renderSignedPdf(ctx: TContext, actor: TActor, contract: TContract, log?: FastifyBaseLogger): Promise<Buffer> {
  // Each image is decoded here, where a failure is an ordinary rejected promise, and handed to the PDF writer
  // only as a plain RGB PNG it embeds without decoding; one that cannot be read is drawn as a note instead.
  const images = await Promise.all(
    (await signaturesOf(ctx.db, [contract.id])).map(async (s) => {
      const data = s.imageUnreadable ? null : await pdfSafePng(Buffer.from(s.signatureData.slice(s.signatureData.indexOf(',') + 1), 'base64'));
      if (!data) log?.warn({ contractId: contract.id, signatureId: s.id }, 'signature image could not be read; the PDF shows a note instead');
      return { role: s.role, data };
    }),
  );
  const history = await contractHistory(ctx, actor, contract.id);
  return signedContractPdf(await letterheadOf(ctx), contract, images, history, `${ctx.config.publicUrl}/api/contracts/verify/${contract.final_document_hash}/`);
}
