import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { TDocumentCategory, TTaskPriority, TTaskStatus } from '@venue/shared/enums';
import type { TEventDocument } from '@venue/shared/events/document.schema';
import type { TFeedback } from '@venue/shared/events/feedback.schema';
import type { TTask } from '@venue/shared/events/task.schema';
import type { TNote, TTimelineEntry } from '@venue/shared/events/timeline.schema';
import type { TTx } from '../../db/client';
import { eventDocuments, eventFeedback, eventNotes, eventTasks, eventTimeline } from '../../db/schema';

export const taskColumns = {
  id: eventTasks.id,
  eventId: eventTasks.eventId,
  title: eventTasks.title,
  description: eventTasks.description,
  status: eventTasks.status,
  priority: eventTasks.priority,
  dueDate: eventTasks.dueDate,
  requiresClientInput: eventTasks.requiresClientInput,
  canUpdate: eventTasks.canUpdate,
  completionNotes: eventTasks.completionNotes,
  completedAt: eventTasks.completedAt,
};
type TTaskRow = {
  id: number;
  eventId: number;
  title: string;
  description: string;
  status: string;
  priority: string;
  dueDate: string | null;
  requiresClientInput: boolean;
  canUpdate: boolean;
  completionNotes: string;
  completedAt: Date | null;
};

export const toTask = (r: TTaskRow): TTask => ({
  id: r.id,
  title: r.title,
  description: r.description,
  status: r.status as TTaskStatus,
  priority: r.priority as TTaskPriority,
  due_date: r.dueDate,
  requires_client_input: r.requiresClientInput,
  can_update: r.canUpdate,
  completion_notes: r.completionNotes,
  completed_at: r.completedAt?.toISOString() ?? null,
});

export async function listTasks(tx: TTx, eventId: number) {
  return tx
    .select(taskColumns)
    .from(eventTasks)
    .where(eq(eventTasks.eventId, eventId))
    .orderBy(sql`${eventTasks.dueDate} asc nulls last`, asc(eventTasks.id));
}

export async function findTaskForUpdate(tx: TTx, eventId: number, taskId: number) {
  const [row] = await tx
    .select(taskColumns)
    .from(eventTasks)
    .where(and(eq(eventTasks.id, taskId), eq(eventTasks.eventId, eventId)))
    .for('update');
  return row ?? null;
}

export async function updateTask(tx: TTx, taskId: number, status: TTaskStatus, notes: string | undefined) {
  const [row] = await tx
    .update(eventTasks)
    .set({
      status,
      ...(notes === undefined ? {} : { completionNotes: notes }),
      completedAt: status === 'COMPLETED' ? sql`coalesce(${eventTasks.completedAt}, now())` : null,
      updatedAt: sql`now()`,
    })
    .where(eq(eventTasks.id, taskId))
    .returning(taskColumns);
  return row!;
}

export async function listTimeline(tx: TTx, eventId: number, limit = 200): Promise<TTimelineEntry[]> {
  const rows = await tx
    .select({
      id: eventTimeline.id,
      actionType: eventTimeline.actionType,
      description: eventTimeline.description,
      actorName: eventTimeline.actorName,
      createdAt: eventTimeline.createdAt,
    })
    .from(eventTimeline)
    .where(eq(eventTimeline.eventId, eventId))
    .orderBy(desc(eventTimeline.createdAt), desc(eventTimeline.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, action_type: r.actionType, description: r.description, actor_name: r.actorName, created_at: r.createdAt.toISOString() }));
}

type TNewTimelineEntry = { eventId: number; actionType: string; description: string; actorName: string; actorUserId: number | null };

/** The insert of an entry, not yet sent: for a caller that writes it with others (effects.insertAtEnd). */
export const timelineInsert = (tx: TTx, entry: TNewTimelineEntry) => tx.insert(eventTimeline).values(entry);

export async function appendTimeline(tx: TTx, entry: TNewTimelineEntry) {
  await timelineInsert(tx, entry);
}

/** The notes a client sees: never the venue's internal ones (the venue reads them through staff-tabs.repo.ts). */
export async function listNotes(tx: TTx, eventId: number): Promise<TNote[]> {
  const rows = await tx
    .select()
    .from(eventNotes)
    .where(and(eq(eventNotes.eventId, eventId), eq(eventNotes.isInternal, false)))
    .orderBy(desc(eventNotes.createdAt), desc(eventNotes.id));
  return rows.map((r) => ({ id: r.id, content: r.content, created_at: r.createdAt.toISOString(), created_by: r.createdByName }));
}

const documentColumns = {
  id: eventDocuments.id,
  eventId: eventDocuments.eventId,
  name: eventDocuments.name,
  category: eventDocuments.category,
  description: eventDocuments.description,
  mimeType: eventDocuments.mimeType,
  sizeBytes: eventDocuments.sizeBytes,
  uploadedByName: eventDocuments.uploadedByName,
  createdAt: eventDocuments.createdAt,
};
type TDocRow = {
  id: number;
  eventId: number;
  name: string;
  category: string;
  description: string;
  mimeType: string;
  sizeBytes: number;
  uploadedByName: string;
  createdAt: Date;
};

export const toDocument = (r: TDocRow): TEventDocument => ({
  id: r.id,
  name: r.name,
  category: r.category as TDocumentCategory,
  description: r.description,
  file_type: r.mimeType,
  size: r.sizeBytes,
  created_at: r.createdAt.toISOString(),
  uploaded_by: r.uploadedByName,
  download_url: `/api/client/events/${r.eventId}/documents/${r.id}/download/`,
});

export async function listDocuments(tx: TTx, eventId: number): Promise<TEventDocument[]> {
  const rows = await tx
    .select(documentColumns)
    .from(eventDocuments)
    .where(and(eq(eventDocuments.eventId, eventId), eq(eventDocuments.clientVisible, true)))
    .orderBy(desc(eventDocuments.createdAt), desc(eventDocuments.id));
  return rows.map(toDocument);
}

export async function insertDocument(
  tx: TTx,
  v: {
    eventId: number;
    name: string;
    category: string;
    description: string;
    fileKey: string;
    originalName: string;
    mimeType: string;
    sizeBytes: number;
    uploadedByName: string;
  },
): Promise<TEventDocument> {
  const [row] = await tx.insert(eventDocuments).values(v).returning(documentColumns);
  return toDocument(row!);
}

export async function findDocumentFile(tx: TTx, eventId: number, documentId: number) {
  const [row] = await tx
    .select({
      fileKey: eventDocuments.fileKey,
      originalName: eventDocuments.originalName,
      mimeType: eventDocuments.mimeType,
      sizeBytes: eventDocuments.sizeBytes,
    })
    .from(eventDocuments)
    .where(and(eq(eventDocuments.id, documentId), eq(eventDocuments.eventId, eventId), eq(eventDocuments.clientVisible, true)));
  return row ?? null;
}

type TFeedbackRow = typeof eventFeedback.$inferSelect;
export const toFeedback = (r: TFeedbackRow): TFeedback => ({
  id: r.id,
  overall_rating: r.overallRating,
  comments: r.comments,
  testimonial: r.testimonial,
  is_public: r.isPublic,
  categories: r.categories,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
  response: r.response,
  has_response: r.response !== null && r.response !== '',
  response_by_name: r.responseByName,
});

export async function findFeedback(tx: TTx, eventId: number, opts: { forUpdate?: boolean } = {}) {
  const q = tx.select().from(eventFeedback).where(eq(eventFeedback.eventId, eventId));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function insertFeedback(tx: TTx, v: typeof eventFeedback.$inferInsert) {
  const [row] = await tx.insert(eventFeedback).values(v).onConflictDoNothing({ target: eventFeedback.eventId }).returning();
  return row ?? null;
}

export async function updateFeedback(tx: TTx, id: number, v: Partial<typeof eventFeedback.$inferInsert>) {
  const [row] = await tx
    .update(eventFeedback)
    .set({ ...v, updatedAt: sql`now()` })
    .where(eq(eventFeedback.id, id))
    .returning();
  return row!;
}
