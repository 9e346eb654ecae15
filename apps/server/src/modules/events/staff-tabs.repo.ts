import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TTaskPriority, TTaskStatus } from '@venue/shared/enums';
import type { TEventDocument } from '@venue/shared/events/document.schema';
import type { TStaffFeedback, TStaffFeedbackQuery } from '@venue/shared/staff/staff-feedback.schema';
import type { TStaffNote } from '@venue/shared/staff/staff-note.schema';
import type { TStaffTask } from '@venue/shared/staff/staff-task.schema';
import type { TTx } from '../../db/client';
import { countAll, paginate } from '../../db/paginate';
import { eventDocuments, eventFeedback, eventNotes, events, eventTasks, users } from '../../db/schema';
import { taskColumns, toDocument, toFeedback, toTask } from './event-tabs.repo';

/** The venue's reads and writes of an event's tabs; the client's own live in event-tabs.repo.ts. */

// The client's task columns plus what only the venue reads.
const staffTaskColumns = { ...taskColumns, createdAt: eventTasks.createdAt, updatedAt: eventTasks.updatedAt };
type TStaffTaskRow = { [K in keyof typeof staffTaskColumns]: (typeof staffTaskColumns)[K]['_']['data'] | (K extends 'dueDate' | 'completedAt' ? null : never) };

export const toStaffTask = (r: TStaffTaskRow): TStaffTask => ({
  ...toTask(r),
  event_id: r.eventId,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

export async function listStaffTasks(tx: TTx, eventId: number): Promise<TStaffTask[]> {
  const rows = await tx
    .select(staffTaskColumns)
    .from(eventTasks)
    .where(eq(eventTasks.eventId, eventId))
    .orderBy(sql`${eventTasks.dueDate} asc nulls last`, asc(eventTasks.id));
  return rows.map(toStaffTask);
}

export async function findStaffTaskForUpdate(tx: TTx, taskId: number): Promise<TStaffTask | null> {
  const [row] = await tx.select(staffTaskColumns).from(eventTasks).where(eq(eventTasks.id, taskId)).for('update');
  return row ? toStaffTask(row) : null;
}

export interface TTaskWrite {
  title?: string;
  description?: string;
  status?: TTaskStatus;
  priority?: TTaskPriority;
  dueDate?: string | null;
  requiresClientInput?: boolean;
  canUpdate?: boolean;
  completionNotes?: string;
}

/** A completed task keeps the moment it was first completed; any other status clears it. */
const completedAtFor = (status: TTaskStatus | undefined) =>
  status === undefined ? {} : { completedAt: status === 'COMPLETED' ? sql`coalesce(${eventTasks.completedAt}, now())` : null };

export async function insertStaffTask(tx: TTx, eventId: number, v: TTaskWrite & { title: string }): Promise<TStaffTask> {
  const [row] = await tx
    .insert(eventTasks)
    .values({ eventId, ...v, ...completedAtFor(v.status) })
    .returning(staffTaskColumns);
  return toStaffTask(row!);
}

export async function updateStaffTask(tx: TTx, taskId: number, v: TTaskWrite): Promise<TStaffTask> {
  const [row] = await tx
    .update(eventTasks)
    .set({ ...v, ...completedAtFor(v.status), updatedAt: sql`now()` })
    .where(eq(eventTasks.id, taskId))
    .returning(staffTaskColumns);
  return toStaffTask(row!);
}

export const deleteStaffTask = (tx: TTx, taskId: number) => tx.delete(eventTasks).where(eq(eventTasks.id, taskId));

const toStaffNote = (r: typeof eventNotes.$inferSelect): TStaffNote => ({
  id: r.id,
  content: r.content,
  created_at: r.createdAt.toISOString(),
  created_by: r.createdByName,
  is_internal: r.isInternal,
});

/** Every note of the event, internal ones included: the venue's view only. */
export async function listAllNotes(tx: TTx, eventId: number): Promise<TStaffNote[]> {
  const rows = await tx.select().from(eventNotes).where(eq(eventNotes.eventId, eventId)).orderBy(desc(eventNotes.createdAt), desc(eventNotes.id));
  return rows.map(toStaffNote);
}

export async function insertNote(tx: TTx, v: { eventId: number; content: string; isInternal: boolean; createdByName: string; createdByUserId: number }) {
  const [row] = await tx.insert(eventNotes).values(v).returning();
  return toStaffNote(row!);
}

/** The venue downloads through its own call (the client's path is portal-only). */
export const asStaffDocument = (doc: TEventDocument): TEventDocument => ({ ...doc, download_url: `/api/staff/documents/${doc.id}/download/` });

export async function listAllDocuments(tx: TTx, eventId: number): Promise<TEventDocument[]> {
  const rows = await tx
    .select({
      id: eventDocuments.id,
      eventId: eventDocuments.eventId,
      name: eventDocuments.name,
      category: eventDocuments.category,
      description: eventDocuments.description,
      mimeType: eventDocuments.mimeType,
      sizeBytes: eventDocuments.sizeBytes,
      uploadedByName: eventDocuments.uploadedByName,
      createdAt: eventDocuments.createdAt,
    })
    .from(eventDocuments)
    .where(eq(eventDocuments.eventId, eventId))
    .orderBy(desc(eventDocuments.createdAt), desc(eventDocuments.id));
  return rows.map((r) => asStaffDocument(toDocument(r)));
}

export async function findDocumentById(tx: TTx, documentId: number, opts: { forUpdate?: boolean } = {}) {
  const q = tx
    .select({
      id: eventDocuments.id,
      eventId: eventDocuments.eventId,
      name: eventDocuments.name,
      category: eventDocuments.category,
      fileKey: eventDocuments.fileKey,
      originalName: eventDocuments.originalName,
      mimeType: eventDocuments.mimeType,
      sizeBytes: eventDocuments.sizeBytes,
    })
    .from(eventDocuments)
    .where(eq(eventDocuments.id, documentId));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export const deleteDocument = (tx: TTx, documentId: number) => tx.delete(eventDocuments).where(eq(eventDocuments.id, documentId));

const feedbackColumns = {
  feedback: eventFeedback,
  eventName: events.name,
  clientId: users.id,
  clientName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
  clientEmail: users.email,
};
type TFeedbackJoinRow = {
  feedback: typeof eventFeedback.$inferSelect;
  eventName: string;
  clientId: number;
  clientName: string;
  clientEmail: string;
};

const toStaffFeedback = (r: TFeedbackJoinRow): TStaffFeedback => ({
  ...toFeedback(r.feedback),
  event_id: r.feedback.eventId,
  event_name: r.eventName,
  client: { id: r.clientId, name: r.clientName, email: r.clientEmail },
  responded_at: r.feedback.respondedAt?.toISOString() ?? null,
  shown_on_website: r.feedback.shownOnWebsite,
});

const hasResponse = sql`(${eventFeedback.response} is not null and ${eventFeedback.response} <> '')`;

export async function listStaffFeedback(tx: TTx, q: TStaffFeedbackQuery) {
  const where: SQL | undefined = q.has_response === undefined ? undefined : q.has_response ? hasResponse : sql`not ${hasResponse}`;
  const { rows, count } = await paginate(
    q,
    (w) =>
      tx
        .select(feedbackColumns)
        .from(eventFeedback)
        .innerJoin(events, eq(events.id, eventFeedback.eventId))
        .innerJoin(users, eq(users.id, events.clientId))
        .where(where)
        // Feedback without a response first, newest first within each group.
        .orderBy(sql`${hasResponse} asc`, desc(eventFeedback.createdAt), desc(eventFeedback.id))
        .limit(w.limit)
        .offset(w.offset),
    async () => (await tx.select({ n: countAll }).from(eventFeedback).where(where))[0]?.n ?? 0,
  );
  return { count, results: rows.map(toStaffFeedback) };
}

export async function findStaffFeedback(tx: TTx, eventId: number): Promise<TStaffFeedback | null> {
  const [row] = await tx
    .select(feedbackColumns)
    .from(eventFeedback)
    .innerJoin(events, eq(events.id, eventFeedback.eventId))
    .innerJoin(users, eq(users.id, events.clientId))
    .where(eq(eventFeedback.eventId, eventId));
  return row ? toStaffFeedback(row) : null;
}
