import { expect, it } from 'vitest';
import { invoicePaymentStatus, isInvoiceOverdue } from './invoice-status';

it('derives the invoice payment status with a one-centavo tolerance', () => {
  expect(invoicePaymentStatus('1000.00', '0.00')).toEqual({ status: 'UNPAID', remaining: '1000.00', progress: 0 });
  expect(invoicePaymentStatus('1000.00', '333.33')).toEqual({ status: 'PARTIALLY_PAID', remaining: '666.67', progress: 33.3 });
  expect(invoicePaymentStatus('1000.00', '999.99')).toEqual({ status: 'FULLY_PAID', remaining: '0.01', progress: 99.9 });
  expect(invoicePaymentStatus('1000.00', '1200.00').status).toBe('FULLY_PAID');
});

it('is overdue past the due date with an amount left', () => {
  expect(isInvoiceOverdue('2026-11-20', '100.00', '2026-11-23')).toBe(true);
  expect(isInvoiceOverdue('2026-11-20', '0.00', '2026-11-23')).toBe(false);
  expect(isInvoiceOverdue('2026-11-23', '100.00', '2026-11-23')).toBe(false);
});
