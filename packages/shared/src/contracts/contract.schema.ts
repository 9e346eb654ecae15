import { z } from 'zod';
import { zId, zPage, zSingleLine } from '../common/input';
import { EMAIL_PATTERN } from '../accounts/fields';
import { CONTRACT_STATUSES, SIGNATURE_ROLES } from '../enums';
import { isPngDataUrl } from './signature-data';

export const ZSignatureProgress = z.object({ signed_count: z.number().int(), total_required: z.number().int(), percentage: z.number().int() });

export const ZContractSignature = z.object({
  id: z.number().int(),
  role: z.enum(SIGNATURE_ROLES),
  role_display: z.string(),
  signer_name: z.string(),
  signer_title: z.string(),
  signer_email: z.string(),
  signer: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
  signed_at: z.string(),
  verification_method: z.string(),
  is_verified: z.boolean(),
  content_hash: z.string(),
  consent_version: z.string(),
});
export type TContractSignature = z.infer<typeof ZContractSignature>;

export const ZContract = z.object({
  id: z.number().int(),
  event: z.object({ id: z.number().int(), name: z.string(), title: z.string(), start_date: z.string(), status: z.string() }),
  template: z.object({ id: z.number().int(), name: z.string(), signature_requirements: z.array(z.enum(SIGNATURE_ROLES)) }),
  template_name: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  status_display: z.string(),
  content: z.string(),
  content_hash: z.string(),
  is_amendment: z.boolean(),
  amendment_number: z.number().int().nullable(),
  original_contract: z.number().int().nullable(),
  signatures: z.array(ZContractSignature),
  signature_progress: ZSignatureProgress,
  is_fully_signed: z.boolean(),
  can_client_sign: z.boolean(),
  is_expired: z.boolean(),
  is_urgent: z.boolean(),
  contract_value: z.string(),
  currency: z.string(),
  payment_schedule_reference: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  sent_at: z.string().nullable(),
  fully_signed_at: z.string().nullable(),
  valid_until: z.string().nullable(),
  expires_at: z.string().nullable(),
  final_document_hash: z.string().nullable(),
});
export type TContract = z.infer<typeof ZContract>;

export const ZContractStatusResponse = ZContract.pick({
  id: true,
  status: true,
  status_display: true,
  signature_progress: true,
  is_fully_signed: true,
  can_client_sign: true,
});
export const ZPendingSignatures = z.object({ count: z.number().int(), contracts: z.array(ZContract) });

export const ZContractEvent = z.object({
  id: z.number().int(),
  event_type: z.string(),
  description: z.string(),
  actor_name: z.string(),
  occurred_at: z.string(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type TContractEvent = z.infer<typeof ZContractEvent>;

export const ZContractsQuery = z.object({
  status: z.enum(CONTRACT_STATUSES, { error: 'Choose a valid contract status' }).optional(),
  event: zId().optional(),
  page: zPage(),
  page_size: z.coerce.number().int().min(1).max(100, 'Page size must be between 1 and 100').default(20),
});

export const ZSignaturesQuery = z.object({ contract: zId('contract is required') });

/** The wizard's submission; the server re-checks every rule the wizard checks. */
export const ZSignContractRequest = z.object({
  signature_data: z.string({ error: 'Signature is required' }).refine(isPngDataUrl, 'Signature quality is insufficient. Please provide a clearer signature.'),
  signer_name: zSingleLine(
    z.string({ error: 'Full name is required' }).trim().min(1, 'Full name is required').max(150, 'Full name must be at most 150 characters'),
  ),
  signer_title: zSingleLine(z.string().trim().max(150)).default(''),
  signer_email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, { error: 'Email is required', abort: true })
    .regex(EMAIL_PATTERN, 'Please enter a valid email address'),
  verification_method: z.literal('electronic_signature', { error: "verification_method must be 'electronic_signature'" }).default('electronic_signature'),
  device_fingerprint: z.string().max(500).default(''),
  signature_timestamp: z.string().max(64).optional(),
  screen_resolution: z.string().max(32).default(''),
  legal_disclosure_accepted: z.literal(true, { error: 'You must accept the legal disclosure to sign.' }),
  signature_intent_confirmed: z.literal(true, { error: 'You must confirm your intent to sign.' }),
  consent_version: z.string({ error: 'consent_version is required' }),
  /** SHA-256 of the content the client saw; when sent it must match the stored content. */
  content_hash: z
    .string()
    .regex(/^[a-f0-9]{64}$/, 'content_hash must be a SHA-256 hex digest')
    .optional(),
});
export type TSignContractRequest = z.input<typeof ZSignContractRequest>;

export const ZVerifyResponse = z.object({
  valid: z.boolean(),
  contract_reference: z.string().nullable(),
  status: z.string().nullable(),
  fully_signed_at: z.string().nullable(),
  signed_roles: z.array(z.object({ role: z.enum(SIGNATURE_ROLES), role_display: z.string(), signed_at: z.string() })),
  detail: z.string(),
});

export const CONTRACT_NOT_FOUND = 'Contract not found.';
export const CONTRACT_CANNOT_SIGN = 'This contract cannot be signed by you in its current state.';
export const CONTRACT_CHANGED = 'The contract has changed since you opened it. Please review it again before signing.';
export const CONSENT_OUTDATED = 'The electronic signature disclosure has been updated. Please review it again before signing.';
export const CONTRACT_NOT_SIGNED = 'The signed PDF is available once every party has signed.';
export const CONTRACT_ALREADY_SIGNED = 'You have already signed this contract.';
