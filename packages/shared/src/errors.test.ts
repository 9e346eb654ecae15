import { describe, expect, it } from 'vitest';
import { errorSeverity, extractErrorMessage, fieldErrors, statusMessage } from './errors';

describe('error catalogue', () => {
  it.each([
    [400, 'Invalid request. Please check your input and try again.'],
    [401, 'Authentication required. Please log in to continue.'],
    [404, 'The requested resource was not found.'],
    [409, 'A conflict occurred. The resource may already exist.'],
    [504, 'The request timed out. Please try again.'],
    [507, 'A server error occurred. Please try again later.'],
    [418, 'An error occurred while processing your request.'],
    [undefined, 'An unexpected error occurred. Please try again.'],
  ])('status %s reads %s', (status, text) => {
    expect(statusMessage(status)).toBe(text);
  });

  it('prefers detail, then message, then the first field error, then the status text', () => {
    expect(extractErrorMessage(400, { detail: 'D', message: 'M' })).toBe('D');
    expect(extractErrorMessage(400, { message: 'M', errors: { a: ['x'] } })).toBe('M');
    expect(extractErrorMessage(400, { quote_errors: { a: ['first', 'second'] } })).toBe('first');
    expect(extractErrorMessage(403, {})).toBe('You do not have permission to perform this action.');
    expect(extractErrorMessage(500, 'not json')).toBe('A server error occurred. Please try again later.');
  });

  it('reads field errors from every map the spec names', () => {
    expect(fieldErrors({ errors: { email: ['bad'] }, payment_errors: { card: 'declined', email: ['ignored'] } })).toEqual({
      email: ['bad'],
      card: ['declined'],
    });
  });

  it('grades severity and retry', () => {
    expect(errorSeverity(503)).toEqual({ severity: 'critical', retryable: true });
    expect(errorSeverity(undefined)).toEqual({ severity: 'error', retryable: true });
    expect(errorSeverity(422)).toEqual({ severity: 'warning', retryable: false });
    expect(errorSeverity(404)).toEqual({ severity: 'error', retryable: false });
  });
});
