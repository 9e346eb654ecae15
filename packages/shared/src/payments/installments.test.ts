import { expect, it } from 'vitest';
import { byDueDay, installmentDueText, installmentStatus, isUpcomingInstallment, splitInstallments, upcomingInstallmentsHeading } from './installments';

it('splits into equal parts with the odd centavos last, spread to the due date', () => {
  expect(splitInstallments(100000n, 3, '2026-12-01', '2027-01-30')).toEqual([
    { amount: '333.33', due_date: '2026-12-01' },
    { amount: '333.33', due_date: '2026-12-31' },
    { amount: '333.34', due_date: '2027-01-30' },
  ]);
});

it('falls back to monthly when the due date is missing or too close, keeping month ends', () => {
  expect(splitInstallments(90000n, 3, '2027-01-31', null).map((i) => i.due_date)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31']);
  expect(splitInstallments(90000n, 3, '2027-01-01', '2027-01-05').map((i) => i.due_date)).toEqual(['2027-01-01', '2027-02-01', '2027-03-01']);
});

it('is overdue when unpaid and due before today', () => {
  expect(installmentStatus('PENDING', '2026-11-24', '2026-11-25')).toBe('OVERDUE');
  expect(installmentStatus('PENDING', '2026-11-25', '2026-11-25')).toBe('PENDING');
  expect(installmentStatus('PAID', '2026-11-01', '2026-11-25')).toBe('PAID');
});

it('covers installments in order from what was paid, counting what was paid before the plan', async () => {
  const { coveredInstallments } = await import('./installments');
  // Invoice 1,000.00, 400.00 paid before a plan of 600.00 in three parts.
  expect(coveredInstallments(['200.00', '200.00', '200.00'], 60000n, 100000n, 40000n)).toEqual([false, false, false]);
  expect(coveredInstallments(['200.00', '200.00', '200.00'], 60000n, 100000n, 60000n)).toEqual([true, false, false]);
  expect(coveredInstallments(['200.00', '200.00', '200.00'], 60000n, 100000n, 79999n)).toEqual([true, true, false]);
  expect(coveredInstallments(['200.00', '200.00', '200.00'], 60000n, 100000n, 100000n)).toEqual([true, true, true]);
});

it.each([
  ['PENDING', '2026-11-25', true],
  ['PENDING', '2026-12-25', true],
  ['PENDING', '2026-12-26', false],
  // Issue 39: an overdue installment stays listed until it is paid, however late.
  ['PENDING', '2026-11-24', true],
  ['PENDING', '2026-08-01', true],
  ['PAID', '2026-11-30', false],
  ['PAID', '2026-11-01', false],
  ['OVERDUE', '2026-12-01', true],
])('an installment %s due %s is upcoming on 2026-11-25: %s', (stored, due, upcoming) => {
  expect(isUpcomingInstallment(stored, due, '2026-11-25')).toBe(upcoming);
});

it("orders the longest overdue first, then by due day and the plan's order", () => {
  const list = [
    { due_date: '2026-12-10', sequence: 3 },
    { due_date: '2026-11-20', sequence: 2 },
    { due_date: '2026-12-10', sequence: 1 },
    { due_date: '2026-11-01', sequence: 9 },
  ];
  expect([...list].sort(byDueDay)).toEqual([
    { due_date: '2026-11-01', sequence: 9 },
    { due_date: '2026-11-20', sequence: 2 },
    { due_date: '2026-12-10', sequence: 1 },
    { due_date: '2026-12-10', sequence: 3 },
  ]);
});

it.each([
  ['OVERDUE', '2026-11-22', 'Overdue by 3 days (due 22 Nov)'],
  ['OVERDUE', '2026-11-24', 'Overdue by 1 day (due 24 Nov)'],
  ['PENDING', '2026-11-25', 'Due today'],
  ['PENDING', '2026-12-01', 'Due 1 Dec'],
  ['PAID', '2026-11-01', 'Paid'],
] as const)('an installment %s due %s reads "%s" on 2026-11-25', (status, due, text) => {
  const day = (d: string) => `${Number(d.slice(8))} ${d.slice(5, 7) === '11' ? 'Nov' : 'Dec'}`;
  expect(installmentDueText({ status, due_date: due }, '2026-11-25', day)).toBe(text);
});

it('names the overdue ones in the heading only when there are some', () => {
  expect(upcomingInstallmentsHeading(false)).toBe('Installments due in the next 30 days');
  expect(upcomingInstallmentsHeading(true)).toBe('Installments overdue or due in the next 30 days');
});
