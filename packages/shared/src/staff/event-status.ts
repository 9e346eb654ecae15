import type { TEventStatus } from '../enums';

/**
 * The venue moves an event forward one step at a time, or cancels it while it is not finished; COMPLETED and
 * CANCELLED are final. The server decides with this table; the console shows only the allowed next steps.
 */
export const EVENT_TRANSITIONS: Record<TEventStatus, readonly TEventStatus[]> = {
  DRAFT: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['IN_PROGRESS', 'CANCELLED'],
  IN_PROGRESS: ['COMPLETED', 'CANCELLED'],
  COMPLETED: [],
  CANCELLED: [],
};

export const EVENT_STATUS_TEXT: Record<TEventStatus, string> = {
  DRAFT: 'draft',
  CONFIRMED: 'confirmed',
  IN_PROGRESS: 'in progress',
  COMPLETED: 'completed',
  CANCELLED: 'cancelled',
};

export const nextEventStatuses = (from: TEventStatus): readonly TEventStatus[] => EVENT_TRANSITIONS[from];

/** Whether a status is final: nothing about the event changes any more. */
export const isFinalEventStatus = (status: TEventStatus) => EVENT_TRANSITIONS[status].length === 0;

export type TTransition = { ok: true } | { ok: false; message: string };

/** May an event in `from` become `to`? A refusal says why and what is possible instead. */
export function eventTransition(from: TEventStatus, to: TEventStatus): TTransition {
  const allowed = EVENT_TRANSITIONS[from];
  if (allowed.includes(to)) return { ok: true };
  if (from === to) return { ok: false, message: `The event is already ${EVENT_STATUS_TEXT[to]}.` };
  if (allowed.length === 0) return { ok: false, message: `A ${EVENT_STATUS_TEXT[from]} event cannot change status.` };
  const options = allowed.map((s) => EVENT_STATUS_TEXT[s]).join(' or ');
  return { ok: false, message: `A ${EVENT_STATUS_TEXT[from]} event cannot become ${EVENT_STATUS_TEXT[to]}; it can become ${options}.` };
}
