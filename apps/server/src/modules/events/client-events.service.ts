import type { z } from 'zod';
import { venueDay } from '@venue/shared/dates';
import { EVENT_NOT_FOUND, type TClientEventDetail, type TClientEventsQuery, type ZUpdatePreferencesRequest } from '@venue/shared/events/event.schema';
import {
  FEEDBACK_EXISTS,
  FEEDBACK_LOCKED,
  FEEDBACK_NOT_COMPLETED,
  FEEDBACK_NOT_FOUND,
  type TFeedback,
  type ZFeedbackPatchRequest,
  type ZFeedbackRequest,
} from '@venue/shared/events/feedback.schema';
import { TASK_NOT_UPDATABLE, type TTask, type ZUpdateTaskRequest } from '@venue/shared/events/task.schema';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { TEffects } from '../../lib/transaction';
import { countEventExtras, findEventOf, findEventRef, listEventsOf, lockEventOf, updatePreferences } from './client-events.repo';
import {
  appendTimeline,
  findFeedback,
  findTaskForUpdate,
  insertFeedback,
  listNotes,
  listTasks,
  listTimeline,
  timelineInsert,
  toFeedback,
  toTask,
  updateFeedback,
  updateTask,
} from './event-tabs.repo';

const notFound = () => new AppError(404, EVENT_NOT_FOUND);
const TASK_STATUS_TEXT = { IN_PROGRESS: 'in progress', COMPLETED: 'completed' } as const;

/** Every client action leaves a timeline entry, written in the action's own transaction. */
export const recordEventActivity = (tx: TTx, actor: { userId: number | null; name: string }, eventId: number, actionType: string, description: string) =>
  appendTimeline(tx, { eventId, actionType, description, actorName: actor.name, actorUserId: actor.userId });

/** The same entry written at the transaction's end with its other end inserts (for a caller that reads no timeline after it). */
export const recordEventActivityAtEnd = (
  tx: TTx,
  effects: TEffects,
  actor: { userId: number | null; name: string },
  eventId: number,
  actionType: string,
  description: string,
) => effects.insertAtEnd(timelineInsert(tx, { eventId, actionType, description, actorName: actor.name, actorUserId: actor.userId }));

/** The actor's events, one page (as the answer's JSON text) and the total, in one statement. */
export const listEvents = (ctx: TContext, actor: TActor, q: TClientEventsQuery) => listEventsOf(ctx.db, actor, q, venueDay());

/** Fails with 404 unless the actor may reach the event (a client: their own; the venue: any). */
export async function requireOwnEvent(ctx: TContext, actor: TActor, eventId: number) {
  const row = await findEventRef(ctx.db, actor, eventId);
  if (!row) throw notFound();
  return row;
}

export async function eventDetail(ctx: TContext, actor: TActor, eventId: number): Promise<TClientEventDetail> {
  const row = await findEventOf(ctx.db, actor, eventId, venueDay());
  if (!row) throw notFound();
  const [tasks, timeline, extras] = await Promise.all([listTasks(ctx.db, eventId), listTimeline(ctx.db, eventId, 5), countEventExtras(ctx.db, eventId)]);
  const open = tasks.map(toTask).filter((t) => t.status !== 'COMPLETED' && t.status !== 'CANCELLED');
  return {
    ...row.event,
    preferences: row.preferences,
    upcoming_tasks: open.slice(0, 5),
    recent_updates: timeline.map((e) => ({ id: e.id, type: e.action_type, description: e.description, created_at: e.created_at })),
    accessible_documents_count: extras.documents,
    notes_count: extras.notes,
    has_notes: extras.notes > 0,
    created_at: row.createdAt.toISOString(),
  };
}

export async function savePreferences(ctx: TContext, actor: TActor, eventId: number, input: z.output<typeof ZUpdatePreferencesRequest>) {
  await ctx.transact(async (tx) => {
    if (!(await lockEventOf(tx, actor, eventId))) throw notFound();
    await updatePreferences(tx, eventId, input.preferences);
    await recordEventActivity(tx, actor, eventId, 'preferences_updated', 'Event preferences updated');
  });
  return eventDetail(ctx, actor, eventId);
}

export async function eventTasksOf(ctx: TContext, actor: TActor, eventId: number): Promise<TTask[]> {
  await requireOwnEvent(ctx, actor, eventId);
  return (await listTasks(ctx.db, eventId)).map(toTask);
}

/** Only a task the venue marked can_update, and only to IN_PROGRESS or COMPLETED; notes are kept when not sent. */
export function changeTask(ctx: TContext, actor: TActor, eventId: number, taskId: number, input: z.output<typeof ZUpdateTaskRequest>): Promise<TTask> {
  return ctx.transact(async (tx) => {
    if (!(await lockEventOf(tx, actor, eventId))) throw notFound();
    const task = await findTaskForUpdate(tx, eventId, taskId);
    if (!task) throw new AppError(404, 'Task not found.');
    if (!task.canUpdate) throw new AppError(403, TASK_NOT_UPDATABLE);
    const updated = await updateTask(tx, taskId, input.status, input.completion_notes);
    await recordEventActivity(
      tx,
      actor,
      eventId,
      input.status === 'COMPLETED' ? 'task_completed' : 'task_updated',
      `Task "${task.title}" marked ${TASK_STATUS_TEXT[input.status]}`,
    );
    return toTask(updated);
  });
}

export async function eventTimelineOf(ctx: TContext, actor: TActor, eventId: number) {
  await requireOwnEvent(ctx, actor, eventId);
  return listTimeline(ctx.db, eventId);
}

export async function eventNotesOf(ctx: TContext, actor: TActor, eventId: number) {
  await requireOwnEvent(ctx, actor, eventId);
  return listNotes(ctx.db, eventId);
}

export async function feedbackOf(ctx: TContext, actor: TActor, eventId: number): Promise<TFeedback> {
  await requireOwnEvent(ctx, actor, eventId);
  const row = await findFeedback(ctx.db, eventId);
  if (!row) throw new AppError(404, FEEDBACK_NOT_FOUND);
  return toFeedback(row);
}

/** One feedback per event, only once the event is COMPLETED. */
export function giveFeedback(ctx: TContext, actor: TActor, eventId: number, input: z.output<typeof ZFeedbackRequest>): Promise<TFeedback> {
  return ctx.transact(async (tx) => {
    const event = await lockEventOf(tx, actor, eventId);
    if (!event) throw notFound();
    if (event.status !== 'COMPLETED') throw new AppError(409, FEEDBACK_NOT_COMPLETED);
    const row = await insertFeedback(tx, {
      eventId,
      overallRating: input.overall_rating,
      comments: input.comments,
      testimonial: input.testimonial,
      isPublic: input.is_public,
      categories: input.categories,
    });
    if (!row) throw new AppError(409, FEEDBACK_EXISTS);
    await recordEventActivity(tx, actor, eventId, 'feedback_submitted', `Feedback submitted (${input.overall_rating} of 5)`);
    return toFeedback(row);
  });
}

/** Editable only while the team has not responded. */
export function editFeedback(
  ctx: TContext,
  actor: TActor,
  eventId: number,
  feedbackId: number,
  input: z.output<typeof ZFeedbackPatchRequest>,
): Promise<TFeedback> {
  return ctx.transact(async (tx) => {
    if (!(await lockEventOf(tx, actor, eventId))) throw notFound();
    const row = await findFeedback(tx, eventId, { forUpdate: true });
    if (!row || row.id !== feedbackId) throw new AppError(404, FEEDBACK_NOT_FOUND);
    if (row.response) throw new AppError(409, FEEDBACK_LOCKED);
    const updated = await updateFeedback(tx, row.id, {
      overallRating: input.overall_rating,
      comments: input.comments,
      testimonial: input.testimonial,
      isPublic: input.is_public,
      categories: input.categories === undefined ? undefined : { ...row.categories, ...input.categories },
    });
    await recordEventActivity(tx, actor, eventId, 'feedback_updated', `Feedback updated (${updated.overallRating} of 5)`);
    return toFeedback(updated);
  });
}
