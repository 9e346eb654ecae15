import { createHash } from 'node:crypto';
import { EVENT_NOT_FOUND } from '@venue/shared/events/event.schema';
import {
  EVENT_SHEET_TEXT,
  type TClientEventSheet,
  type TEventSheet,
  type ZEventSheetConfirmRequest,
  type ZEventSheetUpdateRequest,
} from '@venue/shared/staff/event-sheet.schema';
import type { z } from 'zod';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import { readsTogether } from '../../db/reads-together';
import type { TActor } from '../../lib/actor';
import { AppError, badRequest } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { careNotesOf, eventAnswerSheets } from '../questionnaires/questionnaires.service';
import { recordEventActivity, requireOwnEvent } from './client-events.service';
import { eventItemsOf } from './event-items.repo';
import {
  findSheetEvent,
  internalNotesOf,
  lockSheetEvent,
  markSheetConfirmed,
  markSheetPrinted,
  replaceSheetRows,
  runOfShowOf,
  suppliersOf,
  syncSheetVersion,
  venueTeam,
  type TSheetEventRow,
} from './event-sheet.repo';

/**
 * The event sheet (issue 41): everything the day needs on one page, made from the event as it is. Its version
 * follows what it says: each read or write compares a hash of the content with the stored one, so a change made
 * anywhere (the run of show, an answer, the times, a note) is a new version, and one after printing is marked.
 */

const notFound = () => new AppError(404, EVENT_NOT_FOUND);
const minutes = (d: Date, n: number) => new Date(d.getTime() + n * 60_000).toISOString();
const iso = (d: Date | null) => (d ? d.toISOString() : null);

type TSheetContent = Omit<
  TEventSheet,
  | 'version'
  | 'changed_at'
  | 'printed_version'
  | 'printed_at'
  | 'confirmed_version'
  | 'confirmed_at'
  | 'changed_since_printed'
  | 'coordinator_choices'
  | 'status'
>;

async function contentOf(tx: TTx, e: TSheetEventRow): Promise<TSheetContent> {
  const [items, sheets, care, runOfShow, suppliers, notes] = await readsTogether(tx, [
    () => eventItemsOf(tx, e.id),
    () => eventAnswerSheets(tx, { id: e.id, eventTypeId: e.eventTypeId }),
    () => careNotesOf(tx, [{ id: e.id, specialRequests: e.specialRequests ?? '' }]),
    () => runOfShowOf(tx, e.id),
    () => suppliersOf(tx, e.id),
    () => internalNotesOf(tx, e.id),
  ]);
  const answers = sheets.flatMap((s) =>
    s.answers.flatMap((a) => (a.answer === null ? [] : [{ questionnaire: s.questionnaire, question: a.question, answer: a.answer, care: a.care }])),
  );
  const contacts = [{ role: 'Client', name: e.clientName, email: e.clientEmail, phone: e.clientPhone }];
  if (e.coordinatorId && e.coordinatorName)
    contacts.push({ role: 'Coordinator', name: e.coordinatorName, email: e.coordinatorEmail ?? '', phone: e.coordinatorPhone ?? '' });
  return {
    event_id: e.id,
    name: e.name,
    event_type_name: e.eventTypeName,
    contacts,
    starts_at: iso(e.startsAt),
    ends_at: iso(e.endsAt),
    space: e.facilityName
      ? {
          name: e.facilityName,
          setup_minutes: e.bufferBefore ?? 0,
          teardown_minutes: e.bufferAfter ?? 0,
          setup_from: e.startsAt ? minutes(e.startsAt, -(e.bufferBefore ?? 0)) : null,
          teardown_until: e.endsAt ? minutes(e.endsAt, e.bufferAfter ?? 0) : null,
        }
      : null,
    guest_count: e.guestCount,
    items: items.map((i) => ({ name: i.name, kind: i.kind, quantity: i.quantity })),
    // Care first (a stable sort keeps each group in the questionnaires' order).
    answers: [...answers].sort((a, b) => Number(b.care) - Number(a.care)),
    care_notes: care.get(e.id) ?? [],
    run_of_show: runOfShow,
    coordinator: e.coordinatorId && e.coordinatorName ? { id: e.coordinatorId, name: e.coordinatorName } : null,
    suppliers,
    internal_notes: notes,
  };
}

/** Builds the venue's sheet, first bringing its version up to date with what it now says. */
async function staffSheet(tx: TTx, eventId: number): Promise<TEventSheet> {
  const first = await findSheetEvent(tx, eventId);
  if (!first) throw notFound();
  const content = await contentOf(tx, first);
  await syncSheetVersion(tx, eventId, createHash('sha256').update(JSON.stringify(content)).digest('hex'));
  const e = (await findSheetEvent(tx, eventId))!;
  return {
    ...content,
    status: e.status,
    version: e.version,
    changed_at: iso(e.changedAt),
    printed_version: e.printedVersion,
    printed_at: iso(e.printedAt),
    confirmed_version: e.confirmedVersion,
    confirmed_at: iso(e.confirmedAt),
    changed_since_printed: e.printedVersion !== null && e.version > e.printedVersion,
    coordinator_choices: await venueTeam(tx),
  };
}

/** The client's sheet: the venue's without its internal notes, supplier costs and print state. */
export function clientSheetOf(sheet: TEventSheet): TClientEventSheet {
  const { internal_notes: _notes, printed_version: _pv, printed_at: _pa, changed_since_printed: _c, coordinator_choices: _cc, suppliers, ...rest } = sheet;
  return { ...rest, suppliers: suppliers.map(({ cost: _cost, ...s }) => s) };
}

export const eventSheet = (ctx: TContext, eventId: number) => ctx.transact((tx) => staffSheet(tx, eventId));

export async function clientEventSheet(ctx: TContext, actor: TActor, eventId: number) {
  await requireOwnEvent(ctx, actor, eventId);
  return clientSheetOf(await eventSheet(ctx, eventId));
}

export function saveEventSheet(ctx: TContext, actor: TActor, ip: string, eventId: number, body: z.output<typeof ZEventSheetUpdateRequest>) {
  return ctx.transact(async (tx) => {
    if (!(await lockSheetEvent(tx, eventId))) throw notFound();
    const before = await staffSheet(tx, eventId);
    if (body.coordinator_id !== null && !(await venueTeam(tx)).some((u) => u.id === body.coordinator_id))
      throw badRequest('coordinator_id', EVENT_SHEET_TEXT.coordinatorNotStaff);
    await replaceSheetRows(tx, eventId, { runOfShow: body.run_of_show, suppliers: body.suppliers, coordinatorId: body.coordinator_id });
    const after = await staffSheet(tx, eventId);
    if (after.version !== before.version) {
      await recordEventActivity(tx, actor, eventId, 'sheet_updated', `Event sheet updated (version ${after.version})`);
      const kept = (s: TEventSheet) => ({ run_of_show: s.run_of_show, suppliers: s.suppliers, coordinator: s.coordinator });
      await recordAudit(tx, actor, ip, { action: 'event.sheet', objectType: 'event', objectId: eventId, before: kept(before), after: kept(after) });
    }
    return after;
  });
}

/** The sheet as printed now: its version is the one the event compares later changes with. */
export function printEventSheet(ctx: TContext, eventId: number) {
  return ctx.transact(async (tx) => {
    if (!(await lockSheetEvent(tx, eventId))) throw notFound();
    const sheet = await staffSheet(tx, eventId);
    await markSheetPrinted(tx, eventId, sheet.version);
    return staffSheet(tx, eventId);
  });
}

/** The client confirms the version they read; a sheet changed since is refused with 409, to be read again. */
export async function confirmEventSheet(ctx: TContext, actor: TActor, eventId: number, body: z.output<typeof ZEventSheetConfirmRequest>) {
  await requireOwnEvent(ctx, actor, eventId);
  const sheet = await ctx.transact(async (tx) => {
    if (!(await lockSheetEvent(tx, eventId))) throw notFound();
    const current = await staffSheet(tx, eventId);
    if (current.version !== body.version) throw new AppError(409, EVENT_SHEET_TEXT.stale);
    await markSheetConfirmed(tx, eventId, current.version);
    await recordEventActivity(tx, actor, eventId, 'sheet_confirmed', `Event sheet version ${current.version} confirmed by the client`);
    return staffSheet(tx, eventId);
  });
  return clientSheetOf(sheet);
}
