import { z } from 'zod';
import { zSingleLine } from '../common/input';
import { EVENT_STATUSES } from '../enums';
import { EVENT_ITEM_KINDS } from '../events/event-items.schema';

/**
 * The event sheet (issue 41): the run sheet every team reads on the day. The venue's version has everything; the
 * client's leaves out the internal notes and what suppliers cost, and is the one the client confirms.
 */

export const EVENT_SHEET_TEXT = {
  stale: 'The event sheet changed since you opened it. Read the new version, then confirm it.',
  coordinatorNotStaff: 'Choose a member of the venue’s team',
} as const;

export const SHEET_PAPERS = ['a4', 'letter'] as const;
export type TSheetPaper = (typeof SHEET_PAPERS)[number];
export const SHEET_PAPER_LABELS: Record<TSheetPaper, string> = { a4: 'A4', letter: 'Letter' };

const zClock = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time such as 14:30`);
const zLine = (label: string, max: number, required = true) =>
  zSingleLine(
    required
      ? z
          .string({ error: `${label} is required` })
          .trim()
          .min(1, { error: `${label} is required`, abort: true })
          .max(max, `${label} must be at most ${max} characters`)
      : z.string().trim().max(max, `${label} must be at most ${max} characters`),
  );

export const ZRunOfShowRow = z.object({ time: zClock('Time'), what: zLine('What', 200), who: zLine('Who', 120, false).default('') });
export type TRunOfShowRow = z.output<typeof ZRunOfShowRow>;

export const ZSupplierRow = z.object({
  role: zLine('Role', 80),
  name: zLine('Name', 120),
  phone: zLine('Phone', 40, false).default(''),
  /** "HH:MM", or '' when not agreed yet. */
  arrives_at: z.union([z.literal(''), zClock('Arrival time')]).default(''),
  /** What the venue pays them: internal, never on the client's sheet. */
  cost: z
    .string()
    .trim()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, 'Cost must be an amount with at most 2 decimals')
    .nullable()
    .default(null),
});
export type TSupplierRow = z.output<typeof ZSupplierRow>;

/** PUT /api/staff/events/{id}/sheet/: the rows replace the event's; the sheet's version follows. */
export const ZEventSheetUpdateRequest = z.object({
  run_of_show: z.array(ZRunOfShowRow).max(100, 'A run of show holds at most 100 rows'),
  suppliers: z.array(ZSupplierRow).max(50, 'At most 50 suppliers'),
  coordinator_id: z.number().int().positive().nullable(),
});
export type TEventSheetUpdateRequest = z.input<typeof ZEventSheetUpdateRequest>;

/** POST /api/client/events/{id}/sheet/confirm/: the version the client read. */
export const ZEventSheetConfirmRequest = z.object({ version: z.number().int().min(1) });

export const ZSheetPdfQuery = z.object({ paper: z.enum(SHEET_PAPERS, { error: 'Paper must be A4 or Letter' }).default('a4') });

const ZContact = z.object({ role: z.string(), name: z.string(), email: z.string(), phone: z.string() });
const ZSupplier = z.object({ role: z.string(), name: z.string(), phone: z.string(), arrives_at: z.string() });

const ZSheetBase = z.object({
  event_id: z.number().int(),
  name: z.string(),
  event_type_name: z.string(),
  status: z.enum(EVENT_STATUSES),
  /** The client first, then the coordinator: who to call on the day. */
  contacts: z.array(ZContact),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** The space, with its setup and teardown (the facility's buffers) around the booked time. */
  space: z
    .object({
      name: z.string(),
      setup_minutes: z.number().int(),
      teardown_minutes: z.number().int(),
      setup_from: z.string().nullable(),
      teardown_until: z.string().nullable(),
    })
    .nullable(),
  guest_count: z.number().int().nullable(),
  /** The package and every add-on with its quantity: the counts a kitchen needs. */
  items: z.array(z.object({ name: z.string(), kind: z.enum(EVENT_ITEM_KINDS), quantity: z.string() })),
  /** Every questionnaire answer, the ones that need care (allergies, accessibility, overnight) first. */
  answers: z.array(z.object({ questionnaire: z.string(), question: z.string(), answer: z.string(), care: z.boolean() })),
  /** The answers that need care and the special requests, in words (the event page's care notes). */
  care_notes: z.array(z.object({ label: z.string(), text: z.string() })),
  run_of_show: z.array(z.object({ time: z.string(), what: z.string(), who: z.string() })),
  coordinator: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  version: z.number().int(),
  /** When what the sheet says last changed (null: as first made). */
  changed_at: z.string().nullable(),
  confirmed_version: z.number().int().nullable(),
  confirmed_at: z.string().nullable(),
});

/** GET /api/staff/events/{id}/sheet/ */
export const ZEventSheet = ZSheetBase.extend({
  suppliers: z.array(ZSupplier.extend({ cost: z.string().nullable() })),
  internal_notes: z.array(z.object({ content: z.string(), created_by: z.string(), created_at: z.string() })),
  printed_version: z.number().int().nullable(),
  printed_at: z.string().nullable(),
  /** Printed, and changed since: the event page marks it. */
  changed_since_printed: z.boolean(),
  /** Who may be the coordinator: the venue's active staff and admins. */
  coordinator_choices: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TEventSheet = z.infer<typeof ZEventSheet>;

/** GET /api/client/events/{id}/sheet/: no internal notes, no supplier costs. */
export const ZClientEventSheet = ZSheetBase.extend({ suppliers: z.array(ZSupplier) });
export type TClientEventSheet = z.infer<typeof ZClientEventSheet>;
