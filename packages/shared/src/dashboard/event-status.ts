import type { TEventStatus, TTaskPriority, TTaskStatus } from '../enums';
import { byCharacters } from '../common/compare';

/** Rules of the dashboard (spec document 2, section 9), pure so the server decides and the browser shows alike. */
const DAY = 86_400_000;
export const daysBetween = (fromDay: string, toDay: string) => Math.round((Date.parse(`${toDay}T00:00:00Z`) - Date.parse(`${fromDay}T00:00:00Z`)) / DAY);

export const PRIORITY_RANK: Record<TTaskPriority, number> = { URGENT: 4, HIGH: 3, MEDIUM: 2, LOW: 1 };
export const MAX_URGENT_TASKS = 5;

interface TTaskLike {
  status: TTaskStatus;
  priority: TTaskPriority;
  requires_client_input: boolean;
  due_date: string | null;
}

/** Client input, PENDING, HIGH or URGENT; by priority, then by due date (undated last); at most 5. */
export function urgentTasks<T extends TTaskLike>(tasks: readonly T[]): T[] {
  return tasks
    .filter((t) => t.requires_client_input && t.status === 'PENDING' && (t.priority === 'HIGH' || t.priority === 'URGENT'))
    .sort((a, b) => PRIORITY_RANK[b.priority] - PRIORITY_RANK[a.priority] || byCharacters(a.due_date ?? '9999', b.due_date ?? '9999'))
    .slice(0, MAX_URGENT_TASKS);
}

/** Completed tasks over all tasks, as a rounded percentage (0 when there are none). */
export const progressOfCounts = (completed: number, total: number) => (total === 0 ? 0 : Math.round((100 * completed) / total));
export const taskProgress = (tasks: readonly { status: TTaskStatus }[]) => progressOfCounts(tasks.filter((t) => t.status === 'COMPLETED').length, tasks.length);

interface TEventLike {
  status: TEventStatus;
  start_date: string;
  end_date: string;
}

/** The event IN_PROGRESS, or one whose date range includes today. */
export function currentEvent<T extends TEventLike>(events: readonly T[], today: string): T | null {
  return events.find((e) => e.status === 'IN_PROGRESS') ?? events.find((e) => e.status !== 'CANCELLED' && e.start_date <= today && today <= e.end_date) ?? null;
}

/** The earliest event starting after today (cancelled ones are not coming). */
export function nextUpcomingEvent<T extends TEventLike>(events: readonly T[], today: string): T | null {
  return [...events].filter((e) => e.start_date > today && e.status !== 'CANCELLED').sort((a, b) => byCharacters(a.start_date, b.start_date))[0] ?? null;
}

export type TCountdown = { label: string; color: 'default' | 'warning' | 'info' | 'success' };

/** The countdown chip: 'Event passed', 'Today!', 'Tomorrow', else 'N days'; warning up to 7, info up to 30. */
export function countdownChip(days: number): TCountdown {
  const label = days < 0 ? 'Event passed' : days === 0 ? 'Today!' : days === 1 ? 'Tomorrow' : `${days} days`;
  const color = days < 0 ? 'default' : days <= 7 ? 'warning' : days <= 30 ? 'info' : 'success';
  return { label, color };
}

/** Neither completed nor cancelled, and due before today. */
export const isTaskOverdue = (t: { status: TTaskStatus; due_date: string | null }, today: string) =>
  t.due_date !== null && t.due_date < today && t.status !== 'COMPLETED' && t.status !== 'CANCELLED';

/** Due within 3 days (and not overdue). */
export const isTaskDueSoon = (t: { status: TTaskStatus; due_date: string | null }, today: string) =>
  t.due_date !== null && !isTaskOverdue(t, today) && t.status !== 'COMPLETED' && daysBetween(today, t.due_date) <= 3;
