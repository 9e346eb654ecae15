import type { z } from 'zod';
import type { TUser } from '@venue/shared/accounts/user.schema';
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
import { MAX_URGENT_TASKS } from '@venue/shared/dashboard/event-status';
import type { TContext } from '../../context';
import type { TTx } from '../../db/client';
import { actorOf, type TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { countEventExtras, findClientEvent, listAllClientEventsBrief, listClientEvents, lockClientEvent, toClientEvent, updatePreferences } from './client-events.repo';
import {
  appendTimeline,
  findFeedback,
  findTaskForUpdate,
  insertFeedback,
  listRecentTimeline,
  listUrgentTaskCandidates,
  listTasks,
  listTimeline,
  toFeedback,
  toTask,
  updateFeedback,
  updateTask,
} from './event-tabs.repo';

const notFound = () => new AppError(404, EVENT_NOT_FOUND);
const TASK_STATUS_TEXT = { IN_PROGRESS: 'in progress', COMPLETED: 'completed' } as const;

/** Every client action leaves a timeline entry, written in the action's own transaction. */
export const recordEventActivity = (tx: TTx, actor: Pick<TActor, 'userId' | 'name'>, eventId: number, actionType: string, description: string) =>
  appendTimeline(tx, { eventId, actionType, description, actorName: actor.name, actorUserId: actor.userId });

export async function listEvents(ctx: TContext, clientId: number, q: TClientEventsQuery) {
  const today = venueDay();
  return ctx.reads.read(clientId, `events|${today}|${JSON.stringify(q)}`, async () => {
    const { rows, count } = await listClientEvents(ctx.db, clientId, q, today);
    return { count, results: rows.map((r) => toClientEvent(r, today)) };
  });
}

/** Fails with 404 unless the event is the client's. */
export async function requireOwnEvent(ctx: TContext, clientId: number, eventId: number) {
  const row = await findClientEvent(ctx.db, clientId, eventId);
  if (!row) throw notFound();
  return row;
}

export async function eventDetail(ctx: TContext, clientId: number, eventId: number): Promise<TClientEventDetail> {
  const today = venueDay();
  const row = await requireOwnEvent(ctx, clientId, eventId);
  const [tasks, timeline, extras] = await Promise.all([listTasks(ctx.db, [eventId]), listTimeline(ctx.db, eventId, 5), countEventExtras(ctx.db, eventId)]);
  const open = tasks.map(toTask).filter((t) => t.status !== 'COMPLETED' && t.status !== 'CANCELLED');
  return {
    ...toClientEvent(row, today),
    preferences: row.preferences,
    upcoming_tasks: open.slice(0, 5),
    recent_updates: timeline.map((e) => ({ id: e.id, type: e.action_type, description: e.description, created_at: e.created_at })),
    accessible_documents_count: extras.documents,
    notes_count: extras.notes,
    has_notes: extras.notes > 0,
    created_at: row.createdAt.toISOString(),
  };
}

export async function savePreferences(ctx: TContext, user: TUser, eventId: number, input: z.output<typeof ZUpdatePreferencesRequest>) {
  await ctx.db.transaction(async (tx) => {
    if (!(await lockClientEvent(tx, user.id, eventId))) throw notFound();
    await updatePreferences(tx, eventId, input.preferences);
    await recordEventActivity(tx, actorOf(user), eventId, 'preferences_updated', 'Event preferences updated');
  });
  return eventDetail(ctx, user.id, eventId);
}

export async function eventTasksOf(ctx: TContext, clientId: number, eventId: number): Promise<TTask[]> {
  await requireOwnEvent(ctx, clientId, eventId);
  return (await listTasks(ctx.db, [eventId])).map(toTask);
}

/** Only a task the venue marked can_update, and only to IN_PROGRESS or COMPLETED; notes are kept when not sent. */
export async function changeTask(ctx: TContext, user: TUser, eventId: number, taskId: number, input: z.output<typeof ZUpdateTaskRequest>): Promise<TTask> {
  return ctx.db.transaction(async (tx) => {
    if (!(await lockClientEvent(tx, user.id, eventId))) throw notFound();
    const task = await findTaskForUpdate(tx, eventId, taskId);
    if (!task) throw new AppError(404, 'Task not found.');
    if (!task.canUpdate) throw new AppError(403, TASK_NOT_UPDATABLE);
    const updated = await updateTask(tx, taskId, input.status, input.completion_notes);
    await recordEventActivity(tx, actorOf(user), eventId, input.status === 'COMPLETED' ? 'task_completed' : 'task_updated', `Task "${task.title}" marked ${TASK_STATUS_TEXT[input.status]}`);
    return toTask(updated);
  });
}

export async function eventTimelineOf(ctx: TContext, clientId: number, eventId: number) {
  await requireOwnEvent(ctx, clientId, eventId);
  return listTimeline(ctx.db, eventId);
}

export async function feedbackOf(ctx: TContext, clientId: number, eventId: number): Promise<TFeedback> {
  await requireOwnEvent(ctx, clientId, eventId);
  const row = await findFeedback(ctx.db, eventId);
  if (!row) throw new AppError(404, FEEDBACK_NOT_FOUND);
  return toFeedback(row);
}

/** One feedback per event, only once the event is COMPLETED. */
export async function giveFeedback(ctx: TContext, user: TUser, eventId: number, input: z.output<typeof ZFeedbackRequest>): Promise<TFeedback> {
  return ctx.db.transaction(async (tx) => {
    const event = await lockClientEvent(tx, user.id, eventId);
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
    await recordEventActivity(tx, actorOf(user), eventId, 'feedback_submitted', `Feedback submitted (${input.overall_rating} of 5)`);
    return toFeedback(row);
  });
}

/** Editable only while the team has not responded. */
export async function editFeedback(
  ctx: TContext,
  user: TUser,
  eventId: number,
  feedbackId: number,
  input: z.output<typeof ZFeedbackPatchRequest>,
): Promise<TFeedback> {
  return ctx.db.transaction(async (tx) => {
    if (!(await lockClientEvent(tx, user.id, eventId))) throw notFound();
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
    await recordEventActivity(tx, actorOf(user), eventId, 'feedback_updated', `Feedback updated (${updated.overallRating} of 5)`);
    return toFeedback(updated);
  });
}

/** All of a client's events (with task counts), urgent-task candidates and the latest timeline entries: three queries. */
export async function clientEventsOverview(ctx: TContext, clientId: number, today: string) {
  const rows = await listAllClientEventsBrief(ctx.db, clientId);
  const ids = rows.map((r) => r.id);
  const [tasks, updates] = await Promise.all([listUrgentTaskCandidates(ctx.db, ids, MAX_URGENT_TASKS), listRecentTimeline(ctx.db, ids, 5)]);
  return {
    events: rows.map((r) => toClientEvent(r, today)),
    tasks: tasks.map((t) => ({ ...toTask(t), event_id: t.eventId })),
    updates,
  };
}
