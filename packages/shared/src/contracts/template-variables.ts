import { addDays } from '../dates';
import { applyRate, formatMoney, fromMinor, toMinor } from '../money';
import { lazily } from '../common/lazily';

/**
 * The variables a contract template may use, written {{name}} in its HTML, and their substitution when a
 * contract is generated for an event. Staff see the list (GET .../contract-templates/variables/); a template
 * that names any other variable is refused when saved, so a typo never reaches a client as "{{clinet_name}}".
 */
export const TEMPLATE_VARIABLES = [
  { name: 'client_name', label: 'Client name', example: 'Maria Santos' },
  { name: 'event_name', label: 'Event name', example: 'Maria & Paolo Wedding' },
  { name: 'event_date', label: 'Event date (first to last day)', example: 'Saturday, December 12, 2026' },
  { name: 'event_start', label: 'First day of the event', example: 'Saturday, December 12, 2026' },
  { name: 'event_end', label: 'Last day of the event', example: 'Sunday, December 13, 2026' },
  { name: 'venue_name', label: 'Venue name', example: 'Your venue' },
  { name: 'contract_value', label: 'Contract value', example: '₱385,000.00' },
  { name: 'deposit_amount', label: 'Reservation deposit (the venue’s deposit percentage of the value)', example: '₱115,500.00' },
  { name: 'balance_due_date', label: 'Balance due date', example: 'Thursday, November 12, 2026' },
  { name: 'today', label: 'Date the contract is generated', example: 'Wednesday, November 25, 2026' },
] as const;
export type TTemplateVariableName = (typeof TEMPLATE_VARIABLES)[number]['name'];
export type TTemplateValues = Record<TTemplateVariableName, string>;

const NAMES = new Set<string>(TEMPLATE_VARIABLES.map((v) => v.name));
/** Anything between double braces counts as a variable, so "{{ client name }}" is reported, not left in. */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The distinct variable names a template uses, in order of first use. */
export function templateVariablesIn(content: string): string[] {
  return [...new Set([...content.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

export function unknownTemplateVariables(content: string): string[] {
  return templateVariablesIn(content).filter((name) => !NAMES.has(name));
}

/** The error a template with unknown variables is refused with: which ones, and what may be used instead. */
export function unknownVariablesMessage(unknown: readonly string[]): string {
  const list = (names: readonly string[]) => names.map((n) => `{{${n}}}`).join(', ');
  return `Unknown template variable${unknown.length === 1 ? '' : 's'}: ${list(unknown)}. Use only: ${list([...NAMES])}.`;
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Substitutes every known variable with its HTML-escaped value; unknown placeholders stay as written. */
export function renderTemplate(content: string, values: TTemplateValues): string {
  return content.replace(PLACEHOLDER, (whole, name: string) => (NAMES.has(name) ? escapeHtml(values[name as TTemplateVariableName]) : whole));
}

export interface TContractFacts {
  clientName: string;
  eventName: string;
  /** 'YYYY-MM-DD', the venue's days. */
  eventStart: string;
  eventEnd: string;
  /** The booked instants (ISO), when the event has a time range: event_start and event_end then show the time. */
  eventStartsAt?: string | null;
  eventEndsAt?: string | null;
  venueName: string;
  /** Decimal string, PHP. */
  contractValue: string;
  /** The venue's deposit percentage, "30.00". */
  depositPercentage: string;
  /** The balance is due this many days before the event. */
  balanceDueDays: number;
  today: string;
}

const longDay = lazily(() => new Intl.DateTimeFormat('en-PH', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }));
/** 'YYYY-MM-DD' -> "Saturday, December 12, 2026" (a calendar day, so no time zone shifts it). */
export const formatLongDay = (day: string) => longDay().format(new Date(`${day}T00:00:00Z`));
const dayAndTime = lazily(() => new Intl.DateTimeFormat('en-PH', { timeZone: 'Asia/Manila', dateStyle: 'full', timeStyle: 'short' }));
/** An instant as the venue's day and time: "Saturday, December 12, 2026 at 3:00 PM". */
export const formatVenueDateTime = (iso: string) => dayAndTime().format(new Date(iso));
const peso = (amount: string) => formatMoney(amount, 'PHP', { decimalPlaces: 2 });

/** The deposit: value x percentage / 100, rounded half-up to the centavo. */
export function depositAmount(value: string, percentage: string): string {
  const hundredths = toMinor(percentage); // "30.00" -> 3000n, i.e. the rate in ten-thousandths
  const rate = `${hundredths / 10000n}.${(hundredths % 10000n).toString().padStart(4, '0')}`;
  return fromMinor(applyRate(toMinor(value), rate));
}

/** The balance falls due balanceDueDays before the event, or today when that day has already passed. */
export function balanceDueDate(eventStart: string, balanceDueDays: number, today: string): string {
  const due = addDays(eventStart, -balanceDueDays);
  return due < today ? today : due;
}

export function templateValues(f: TContractFacts): TTemplateValues {
  return {
    client_name: f.clientName,
    event_name: f.eventName,
    event_date: f.eventEnd === f.eventStart ? formatLongDay(f.eventStart) : `${formatLongDay(f.eventStart)} to ${formatLongDay(f.eventEnd)}`,
    event_start: f.eventStartsAt ? formatVenueDateTime(f.eventStartsAt) : formatLongDay(f.eventStart),
    event_end: f.eventEndsAt ? formatVenueDateTime(f.eventEndsAt) : formatLongDay(f.eventEnd),
    venue_name: f.venueName,
    contract_value: peso(f.contractValue),
    deposit_amount: peso(depositAmount(f.contractValue, f.depositPercentage)),
    balance_due_date: formatLongDay(balanceDueDate(f.eventStart, f.balanceDueDays, f.today)),
    today: formatLongDay(f.today),
  };
}
