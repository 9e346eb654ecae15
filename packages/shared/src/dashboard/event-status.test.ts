import { describe, expect, it } from 'vitest';
import { countdownChip, currentEvent, isTaskDueSoon, isTaskOverdue, nextUpcomingEvent, taskProgress, urgentTasks } from './event-status';

const task = (o: Partial<Parameters<typeof urgentTasks>[0][number]> & { id: number }) => ({
  status: 'PENDING' as const,
  priority: 'HIGH' as const,
  requires_client_input: true,
  due_date: '2026-12-01' as string | null,
  ...o,
});

describe('urgent tasks', () => {
  it('keeps client-input PENDING HIGH/URGENT, by priority then due date, at most 5', () => {
    const tasks = [
      task({ id: 1, priority: 'HIGH', due_date: '2026-12-05' }),
      task({ id: 2, priority: 'URGENT', due_date: '2026-12-10' }),
      task({ id: 3, priority: 'HIGH', due_date: '2026-12-01' }),
      task({ id: 4, priority: 'MEDIUM' as never }),
      task({ id: 5, status: 'IN_PROGRESS' as never }),
      task({ id: 6, requires_client_input: false }),
      task({ id: 7, priority: 'URGENT', due_date: null }),
      task({ id: 8, priority: 'HIGH', due_date: '2026-12-20' }),
      task({ id: 9, priority: 'HIGH', due_date: '2026-12-30' }),
    ];
    expect(urgentTasks(tasks).map((t) => t.id)).toEqual([2, 7, 3, 1, 8]);
  });
});

it('rounds the share of completed tasks', () => {
  expect(taskProgress([])).toBe(0);
  expect(taskProgress([{ status: 'COMPLETED' }, { status: 'PENDING' }, { status: 'PENDING' }])).toBe(33);
  expect(taskProgress([{ status: 'COMPLETED' }, { status: 'COMPLETED' }, { status: 'PENDING' }])).toBe(67);
});

describe('current and next event', () => {
  const events = [
    { id: 1, status: 'CONFIRMED' as const, start_date: '2026-12-20', end_date: '2026-12-20' },
    { id: 2, status: 'CONFIRMED' as const, start_date: '2026-11-22', end_date: '2026-11-24' },
    { id: 3, status: 'CANCELLED' as const, start_date: '2026-12-01', end_date: '2026-12-01' },
    { id: 4, status: 'DRAFT' as const, start_date: '2027-01-05', end_date: '2027-01-05' },
  ];
  it('takes IN_PROGRESS first, else the one running today', () => {
    expect(currentEvent(events, '2026-11-23')?.id).toBe(2);
    expect(currentEvent([...events, { id: 9, status: 'IN_PROGRESS' as const, start_date: '2027-02-01', end_date: '2027-02-01' }], '2026-11-23')?.id).toBe(9);
    expect(currentEvent(events, '2026-11-30')).toBeNull();
  });
  it('finds the earliest future event, skipping cancelled ones', () => {
    expect(nextUpcomingEvent(events, '2026-11-23')?.id).toBe(1);
  });
});

it('labels the countdown', () => {
  expect(countdownChip(-1)).toEqual({ label: 'Event passed', color: 'default' });
  expect(countdownChip(0)).toEqual({ label: 'Today!', color: 'warning' });
  expect(countdownChip(1)).toEqual({ label: 'Tomorrow', color: 'warning' });
  expect(countdownChip(7).color).toBe('warning');
  expect(countdownChip(8)).toEqual({ label: '8 days', color: 'info' });
  expect(countdownChip(30).color).toBe('info');
  expect(countdownChip(31).color).toBe('success');
});

it('tells overdue and due-soon tasks', () => {
  expect(isTaskOverdue({ status: 'PENDING', due_date: '2026-11-22' }, '2026-11-23')).toBe(true);
  expect(isTaskOverdue({ status: 'COMPLETED', due_date: '2026-11-22' }, '2026-11-23')).toBe(false);
  expect(isTaskDueSoon({ status: 'PENDING', due_date: '2026-11-26' }, '2026-11-23')).toBe(true);
  expect(isTaskDueSoon({ status: 'PENDING', due_date: '2026-11-27' }, '2026-11-23')).toBe(false);
});
