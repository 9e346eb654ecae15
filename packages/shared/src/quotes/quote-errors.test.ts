import { expect, it } from 'vitest';
import { QUOTE_CONFLICT, QUOTE_FORBIDDEN, QUOTE_NOT_FOUND, QUOTE_UNEXPECTED, quoteErrorMessage } from './quote-errors';

it.each([
  [403, { detail: 'Forbidden.' }, QUOTE_FORBIDDEN],
  [404, { detail: 'Not found.' }, QUOTE_NOT_FOUND],
  [409, { detail: 'Quote is not SENT.' }, QUOTE_CONFLICT],
  [502, { detail: 'The payment gateway did not answer.' }, 'The payment gateway did not answer.'],
  [500, { detail: 'A server error occurred. Please try again later.', code: 'server_error' }, QUOTE_UNEXPECTED],
  [503, { detail: 'The service is temporarily unavailable. Please try again later.' }, QUOTE_UNEXPECTED],
  [502, '<html>Bad gateway</html>', QUOTE_UNEXPECTED],
  [503, null, QUOTE_UNEXPECTED],
  [400, { errors: { reason: ['Tell us why.'] } }, 'Tell us why.'],
  [400, { quote_errors: ['This quote has expired.'] }, 'This quote has expired.'],
  [422, { validation_errors: { client_message: ['Too long.'] } }, 'Too long.'],
  [400, { detail: 'First.', errors: { x: ['Second.'] } }, 'First.'],
  [400, {}, QUOTE_UNEXPECTED],
  [429, { detail: '' }, QUOTE_UNEXPECTED],
  [undefined, null, QUOTE_UNEXPECTED],
])('status %s with %j shows "%s"', (status, body, text) => {
  expect(quoteErrorMessage(status, body)).toBe(text);
});
