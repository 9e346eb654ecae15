import { longDay } from '../dates';

const MAX_NAME = 200;

/**
 * The name of an event booked through the wizard: what it is, whose, and when ("Wedding for Maria Santos,
 * March 14, 2027"), so a client's events never share a name in their list, their e-mails or the staff console.
 * `taken` holds the client's existing event names; a second booking of the same day is numbered "(2)", "(3)".
 */
export function bookedEventName(eventType: string, clientName: string, day: string, taken: readonly string[]): string {
  const base = `${eventType} for ${clientName}, ${longDay(day)}`.slice(0, MAX_NAME - 4);
  const names = new Set(taken);
  if (!names.has(base)) return base;
  for (let n = 2; ; n++) {
    const numbered = `${base} (${n})`;
    if (!names.has(numbered)) return numbered;
  }
}
