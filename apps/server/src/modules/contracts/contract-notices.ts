import type { TTx } from '../../db/client';
import type { TEffects } from '../../lib/transaction';
import { notify, notifyVenue } from '../notifications/notifications.service';

/**
 * Panel notifications of a contract's life, in the transaction that changes it (live after the commit): the client
 * hears that a contract waits for their signature and when it is complete; the venue's team that the client signed.
 * Contracts are an essential kind: a client's settings cannot turn them off.
 */
interface TContractNews {
  contractId: number;
  templateName: string;
  eventName: string;
}

export const noticeContractSent = (tx: TTx, effects: TEffects, clientId: number, c: TContractNews) =>
  notify(tx, effects, {
    userId: clientId,
    type: 'event',
    priority: 'high',
    title: 'A contract is ready for your signature',
    body: `“${c.templateName}” for ${c.eventName}. Read it and sign it online.`,
    link: `/contracts/${c.contractId}`,
    kind: 'contracts',
  });

export const noticeContractCompleted = (tx: TTx, effects: TEffects, clientId: number, c: TContractNews) =>
  notify(tx, effects, {
    userId: clientId,
    type: 'event',
    priority: 'medium',
    title: 'Your contract is fully signed',
    body: `“${c.templateName}” for ${c.eventName} now has every signature. The signed copy is ready to download.`,
    link: `/contracts/${c.contractId}`,
    kind: 'contracts',
  });

export const noticeClientSigned = (tx: TTx, effects: TEffects, c: TContractNews & { signerName: string; awaitsVenue: boolean }) =>
  notifyVenue(tx, effects, {
    type: 'event',
    priority: c.awaitsVenue ? 'high' : 'medium',
    title: `${c.signerName} signed a contract`,
    body: `“${c.templateName}” for ${c.eventName}.${c.awaitsVenue ? ' It waits for the venue’s countersignature.' : ' Every signature is in.'}`,
    link: `/staff/contracts/${c.contractId}`,
  });
