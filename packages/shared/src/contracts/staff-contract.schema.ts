import { z } from 'zod';
import { zDay, zId, zPage } from '../common/input';
import { zMoneyAmount } from '../common/decimal-fields';
import { CONTRACT_STATUSES } from '../enums';
import { ZContract, ZContractEvent, ZSignContractRequest } from './contract.schema';

/** The venue's view of a contract: the client's (ZContract) plus who it is for, its log, and what staff may do. */
export const ZStaffContract = ZContract.extend({
  client: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  history: z.array(ZContractEvent),
  voided_at: z.string().nullable(),
  void_reason: z.string().nullable(),
  can_send: z.boolean(),
  can_countersign: z.boolean(),
  can_void: z.boolean(),
});
export type TStaffContract = z.infer<typeof ZStaffContract>;

export const ZStaffContractsQuery = z.object({
  status: z.enum(CONTRACT_STATUSES, { error: 'Choose a valid contract status' }).optional(),
  event: zId('Choose a valid event').optional(),
  client: zId('Choose a valid client').optional(),
  page: zPage(),
  page_size: z.coerce.number().int().min(1, 'Page size must be between 1 and 100').max(100, 'Page size must be between 1 and 100').default(20),
});
export type TStaffContractsQuery = z.infer<typeof ZStaffContractsQuery>;

export const ZCreateContractRequest = z.object({
  template_id: zId('Choose a contract template'),
  contract_value: zMoneyAmount('The contract value'),
  /** After today; left out, the contract does not expire. */
  valid_until: zDay('valid_until must be a date (YYYY-MM-DD)').optional(),
  payment_schedule_reference: z.string().trim().max(500, 'The payment schedule may be at most 500 characters').default(''),
});
export type TCreateContractRequest = z.input<typeof ZCreateContractRequest>;

/** The venue representative's signature carries the same evidence, and passes the same checks, as the client's. */
export const ZCountersignContractRequest = ZSignContractRequest;
export type TCountersignContractRequest = z.input<typeof ZCountersignContractRequest>;

export const VOID_REASON_REQUIRED = 'Please give the reason for voiding the contract';
export const ZVoidContractRequest = z.object({
  reason: z.string({ error: VOID_REASON_REQUIRED }).trim().min(1, VOID_REASON_REQUIRED).max(2000, 'The reason may be at most 2000 characters'),
});

export const CONTRACT_MESSAGES = {
  eventNotFound: 'Event not found.',
  eventCancelled: 'Contracts cannot be made for a cancelled event.',
  templateInactive: 'This template is not active.',
  templateEmpty: 'This template has no content yet.',
  validUntilPast: 'The valid-until date must be after today.',
  notDraftSend: 'Only a draft contract can be sent.',
  expiredSend: 'The contract’s valid-until date has passed; generate a new contract.',
  cannotCountersign: 'This contract cannot be countersigned in its current state.',
  notRequired: 'This contract does not need the venue’s signature.',
  alreadyCountersigned: 'The venue has already countersigned this contract.',
  alreadyVoid: 'This contract is already void.',
} as const;
