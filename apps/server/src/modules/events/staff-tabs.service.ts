import type { z } from 'zod';
import type { TEventDocument } from '@venue/shared/events/document.schema';
import { EVENT_NOT_FOUND } from '@venue/shared/events/event.schema';
import { FEEDBACK_NOT_FOUND } from '@venue/shared/events/feedback.schema';
import type { TStaffFeedbackQuery, ZFeedbackResponseRequest } from '@venue/shared/staff/staff-feedback.schema';
import type { ZStaffNoteRequest } from '@venue/shared/staff/staff-note.schema';
import { TASK_NOT_FOUND, type TStaffTask, type ZStaffTaskCreateRequest, type ZStaffTaskUpdateRequest } from '@venue/shared/staff/staff-task.schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { findEventRef, lockEventOf } from './client-events.repo';
import { recordEventActivity } from './client-events.service';
import { DOCUMENTS_AREA, saveUpload, type TStoredUpload } from './documents.service';
import { findFeedback, updateFeedback } from './event-tabs.repo';
import {
  asStaffDocument,
  deleteDocument,
  deleteStaffTask,
  findDocumentById,
  findStaffFeedback,
  findStaffTaskForUpdate,
  insertNote,
  insertStaffTask,
  listAllDocuments,
  listAllNotes,
  listStaffFeedback as listFeedbackRows,
  listStaffTasks,
  updateStaffTask,
  type TTaskWrite,
} from './staff-tabs.repo';

/** The venue's side of an event's tabs: tasks, notes, shared documents, the answer to feedback. */

const DOCUMENT_NOT_FOUND = 'Document not found.';
const eventNotFound = () => new AppError(404, EVENT_NOT_FOUND);

async function requireEvent(tx: TTx, actor: TActor, eventId: number) {
  const event = await findEventRef(tx, actor, eventId);
  if (!event) throw eventNotFound();
  return event;
}

/** Locks the event: writes to one event's tabs happen one at a time (as the client's do). */
async function lockEvent(tx: TTx, actor: TActor, eventId: number) {
  const event = await lockEventOf(tx, actor, eventId);
  if (!event) throw eventNotFound();
  return event;
}

// Tasks

export async function staffTasksOf(ctx: TContext, actor: TActor, eventId: number): Promise<TStaffTask[]> {
  await requireEvent(ctx.db, actor, eventId);
  return listStaffTasks(ctx.db, eventId);
}

const taskWrite = (body: z.output<typeof ZStaffTaskUpdateRequest>): TTaskWrite => ({
  title: body.title,
  description: body.description,
  status: body.status,
  priority: body.priority,
  dueDate: body.due_date,
  requiresClientInput: body.requires_client_input,
  canUpdate: body.can_update,
  completionNotes: body.completion_notes,
});

export function addTask(ctx: TContext, actor: TActor, ip: string, eventId: number, body: z.output<typeof ZStaffTaskCreateRequest>): Promise<TStaffTask> {
  return ctx.transact(async (tx) => {
    await lockEvent(tx, actor, eventId);
    const task = await insertStaffTask(tx, eventId, { ...taskWrite(body), title: body.title });
    await recordEventActivity(tx, actor, eventId, 'task_added', `Task "${task.title}" added`);
    await recordAudit(tx, actor, ip, { action: 'task.create', objectType: 'task', objectId: task.id, after: task });
    return task;
  });
}

export function changeStaffTask(ctx: TContext, actor: TActor, ip: string, taskId: number, body: z.output<typeof ZStaffTaskUpdateRequest>): Promise<TStaffTask> {
  return ctx.transact(async (tx) => {
    const before = await findStaffTaskForUpdate(tx, taskId);
    if (!before) throw new AppError(404, TASK_NOT_FOUND);
    await lockEvent(tx, actor, before.event_id);
    const after = await updateStaffTask(tx, taskId, taskWrite(body));
    const completed = after.status === 'COMPLETED' && before.status !== 'COMPLETED';
    await recordEventActivity(
      tx,
      actor,
      before.event_id,
      completed ? 'task_completed' : 'task_updated',
      completed ? `Task "${after.title}" marked completed` : `Task "${after.title}" updated`,
    );
    await recordAudit(tx, actor, ip, { action: 'task.update', objectType: 'task', objectId: taskId, before, after });
    return after;
  });
}

export function removeStaffTask(ctx: TContext, actor: TActor, ip: string, taskId: number): Promise<void> {
  return ctx.transact(async (tx) => {
    const before = await findStaffTaskForUpdate(tx, taskId);
    if (!before) throw new AppError(404, TASK_NOT_FOUND);
    await lockEvent(tx, actor, before.event_id);
    await deleteStaffTask(tx, taskId);
    await recordEventActivity(tx, actor, before.event_id, 'task_removed', `Task "${before.title}" removed`);
    await recordAudit(tx, actor, ip, { action: 'task.delete', objectType: 'task', objectId: taskId, before });
  });
}

// Notes

export async function staffNotesOf(ctx: TContext, actor: TActor, eventId: number) {
  await requireEvent(ctx.db, actor, eventId);
  return listAllNotes(ctx.db, eventId);
}

/** An internal note leaves no trace the client can see: no timeline entry, never in their notes or counts. */
export function addNote(ctx: TContext, actor: TActor, ip: string, eventId: number, body: z.output<typeof ZStaffNoteRequest>) {
  return ctx.transact(async (tx) => {
    await lockEvent(tx, actor, eventId);
    const note = await insertNote(tx, {
      eventId,
      content: body.content,
      isInternal: body.is_internal,
      createdByName: actor.name,
      createdByUserId: actor.userId,
    });
    if (!note.is_internal) await recordEventActivity(tx, actor, eventId, 'note_added', `Note added by ${actor.name}`);
    await recordAudit(tx, actor, ip, { action: 'note.create', objectType: 'note', objectId: note.id, after: { ...note, event_id: eventId } });
    return note;
  });
}

// Documents

export async function staffDocumentsOf(ctx: TContext, actor: TActor, eventId: number) {
  await requireEvent(ctx.db, actor, eventId);
  return listAllDocuments(ctx.db, eventId);
}

/** The client's upload rules and storage, shared with the client (documents tab) and audited. */
export async function uploadStaffDocument(ctx: TContext, actor: TActor, ip: string, eventId: number, upload: TStoredUpload): Promise<TEventDocument> {
  const doc = await saveUpload(ctx, actor, eventId, upload, (tx, saved) =>
    recordAudit(tx, actor, ip, { action: 'document.upload', objectType: 'document', objectId: saved.id, after: { ...saved, event_id: eventId } }),
  );
  return asStaffDocument(doc);
}

/** Removes the row now and the file once the removal is committed. */
export function removeStaffDocument(ctx: TContext, actor: TActor, ip: string, documentId: number): Promise<void> {
  return ctx.transact(async (tx, effects) => {
    const doc = await findDocumentById(tx, documentId, { forUpdate: true });
    if (!doc) throw new AppError(404, DOCUMENT_NOT_FOUND);
    await lockEvent(tx, actor, doc.eventId);
    await deleteDocument(tx, documentId);
    await recordEventActivity(tx, actor, doc.eventId, 'document_removed', `Document "${doc.name}" removed`);
    const { fileKey: _key, ...shown } = doc;
    await recordAudit(tx, actor, ip, { action: 'document.delete', objectType: 'document', objectId: documentId, before: shown });
    effects.after(() => ctx.storage.remove(DOCUMENTS_AREA, doc.fileKey));
  });
}

export async function openStaffDocument(ctx: TContext, documentId: number) {
  const doc = await findDocumentById(ctx.db, documentId);
  const stream = doc ? await ctx.storage.open(DOCUMENTS_AREA, doc.fileKey) : null;
  if (!doc || !stream) throw new AppError(404, DOCUMENT_NOT_FOUND);
  return { ...doc, stream };
}

// Feedback

export const listStaffFeedback = (ctx: TContext, q: TStaffFeedbackQuery) => listFeedbackRows(ctx.db, q);

/** One event's feedback for its page in the console: 404 with the client's "no feedback" text when there is none. */
export async function staffFeedbackOf(ctx: TContext, actor: TActor, eventId: number) {
  await requireEvent(ctx.db, actor, eventId);
  const feedback = await findStaffFeedback(ctx.db, eventId);
  if (!feedback) throw new AppError(404, FEEDBACK_NOT_FOUND);
  return feedback;
}

/** The team's answer, shown in the client's feedback tab; answering again replaces it. */
export async function respondToFeedback(ctx: TContext, actor: TActor, ip: string, eventId: number, body: z.output<typeof ZFeedbackResponseRequest>) {
  await ctx.transact(async (tx) => {
    await lockEvent(tx, actor, eventId);
    const row = await findFeedback(tx, eventId, { forUpdate: true });
    if (!row) throw new AppError(404, FEEDBACK_NOT_FOUND);
    await updateFeedback(tx, row.id, { response: body.response, responseByName: actor.name, respondedAt: new Date() });
    await recordEventActivity(tx, actor, eventId, 'feedback_response', 'The team responded to your feedback');
    await recordAudit(tx, actor, ip, {
      action: 'feedback.respond',
      objectType: 'feedback',
      objectId: row.id,
      before: { response: row.response, response_by_name: row.responseByName },
      after: { response: body.response, response_by_name: actor.name },
    });
  });
  const feedback = await findStaffFeedback(ctx.db, eventId);
  if (!feedback) throw new AppError(404, FEEDBACK_NOT_FOUND);
  return feedback;
}
