import { describe, expect, it } from 'vitest';
import {
  contractDaysLeft,
  contractDeadlineNotice,
  inBannerWindow,
  inDays,
  orderNotices,
  overdueMoneyNotices,
  overdueNotice,
  quoteExpiryNotice,
  type TNotice,
} from './notices';

const TODAY = '2026-11-27';

describe('quote expiry notice', () => {
  it.each([
    ['2026-11-26', null, null],
    ['2026-11-27', 'error', 'The quote for Gala expires today.'],
    ['2026-11-28', 'error', 'The quote for Gala expires tomorrow.'],
    ['2026-11-29', 'warning', 'The quote for Gala expires in 2 days.'],
    ['2026-11-30', 'warning', 'The quote for Gala expires in 3 days.'],
    ['2026-12-01', null, null],
    [null, null, null],
  ])('valid until %s gives %s', (validUntil, severity, text) => {
    const n = quoteExpiryNotice({ id: 1, event_name: 'Gala', valid_until: validUntil }, TODAY);
    expect(n?.severity ?? null).toBe(severity);
    expect(n?.text ?? null).toBe(text);
  });

  it('began 3 days before the expiry', () => {
    expect(quoteExpiryNotice({ id: 1, event_name: 'Gala', valid_until: '2026-11-29' }, TODAY)?.since).toBe('2026-11-26');
  });
});

describe('contract deadline window', () => {
  it.each([
    ['2026-11-26', null, false, null],
    ['2026-11-27', 0, false, 'error'],
    ['2026-11-28', 1, true, 'error'],
    ['2026-11-30', 3, true, 'error'],
    ['2026-12-01', 4, true, 'warning'],
    ['2026-12-04', 7, true, 'warning'],
    ['2026-12-05', null, false, null],
    [null, null, false, null],
  ])('valid until %s: %s days left, banner %s, notice %s', (validUntil, days, banner, severity) => {
    expect(contractDaysLeft(validUntil, TODAY)).toBe(days);
    expect(inBannerWindow(validUntil, TODAY)).toBe(banner);
    expect(contractDeadlineNotice({ id: 3, template_name: 'Venue Agreement', event_title: 'Gala', valid_until: validUntil }, TODAY)?.severity ?? null).toBe(
      severity,
    );
  });

  it('words the deadline', () => {
    expect(contractDeadlineNotice({ id: 3, template_name: 'Venue Agreement', event_title: 'Gala', valid_until: '2026-12-01' }, TODAY)).toEqual({
      key: 'contract-3',
      kind: 'contract',
      id: 3,
      severity: 'warning',
      text: 'Venue Agreement for Gala must be signed in 4 days.',
      since: '2026-11-24',
    });
  });
});

it.each([
  [-2, 'today'],
  [0, 'today'],
  [1, 'tomorrow'],
  [5, 'in 5 days'],
])('%s days is "%s"', (days, words) => expect(inDays(days)).toBe(words));

describe('overdue notice', () => {
  it.each([
    ['2026-11-27', null],
    ['2026-11-26', 'Invoice INV-1 for Gala is overdue by 1 day.'],
    ['2026-11-22', 'Invoice INV-1 for Gala is overdue by 5 days.'],
    [null, null],
  ])('due %s: %s', (due, text) => {
    const n = overdueNotice({ kind: 'invoice', id: 1, what: 'Invoice INV-1 for Gala', due_date: due }, TODAY);
    expect(n?.text ?? null).toBe(text);
    if (n) expect(n.severity).toBe('error');
  });
});

describe('overdue money: each debt once', () => {
  const event_details = { name: 'Gala' };
  const invoice = (id: number, is_overdue: boolean, due_date: string) => ({ id, invoice_id: `INV-${id}`, is_overdue, due_date, event_details });
  const payment = (id: number, status: string, o: { invoice?: number; installment?: number } = {}) => ({
    id,
    payment_number: `PAY-${id}`,
    status,
    due_date: '2026-11-20',
    invoice: o.invoice ?? null,
    installment: o.installment ?? null,
    event_details,
  });
  const plan = (invoiceId: number, installments: { id: number; sequence: number; status: string; due_date: string }[]) => ({
    invoice: invoiceId,
    invoice_number: `INV-${invoiceId}`,
    event_details,
    installments,
  });

  it('an overdue invoice speaks for its plan and payments; other late installments and payments show', () => {
    const notices = overdueMoneyNotices(
      {
        invoices: [invoice(1, true, '2026-11-25'), invoice(2, false, '2026-12-20')],
        plans: [
          plan(1, [{ id: 10, sequence: 1, status: 'OVERDUE', due_date: '2026-11-01' }]),
          plan(2, [
            { id: 20, sequence: 1, status: 'PAID', due_date: '2026-11-01' },
            { id: 21, sequence: 2, status: 'OVERDUE', due_date: '2026-11-24' },
            { id: 22, sequence: 3, status: 'PENDING', due_date: '2026-12-20' },
          ]),
        ],
        payments: [payment(5, 'OVERDUE', { invoice: 1 }), payment(6, 'OVERDUE', { invoice: 2, installment: 21 }), payment(7, 'OVERDUE'), payment(8, 'PENDING')],
      },
      TODAY,
    );
    expect(notices.map((n) => n.text)).toEqual([
      'Invoice INV-1 for Gala is overdue by 2 days.',
      'Installment 2 of invoice INV-2 for Gala is overdue by 3 days.',
      'Payment PAY-7 for Gala is overdue by 7 days.',
    ]);
  });
});

describe('one ordered list', () => {
  const n = (key: string, severity: TNotice['severity'], since: string): TNotice => ({ key, kind: 'quote', id: 1, severity, since, text: key });

  it('errors first, then newest first, then by key', () => {
    const list = [
      n('a', 'warning', '2026-11-26'),
      n('b', 'error', '2026-11-01'),
      n('c', 'error', '2026-11-20'),
      n('e', 'warning', '2026-11-27'),
      n('d', 'error', '2026-11-20'),
    ];
    expect(orderNotices(list).map((x) => x.key)).toEqual(['c', 'd', 'b', 'e', 'a']);
  });

  it.each([
    [0, 0],
    [9, 9],
    [10, 10],
    [14, 10],
  ])('%s notices show %s', (count, shown) => {
    const list = Array.from({ length: count }, (_, i) => n(`k${i}`, i % 2 ? 'error' : 'warning', '2026-11-20'));
    const ordered = orderNotices(list);
    expect(ordered).toHaveLength(shown);
    // The cap keeps the errors: none is dropped while a warning shows.
    const errors = list.filter((x) => x.severity === 'error').length;
    expect(ordered.filter((x) => x.severity === 'error')).toHaveLength(Math.min(errors, shown));
  });
});
