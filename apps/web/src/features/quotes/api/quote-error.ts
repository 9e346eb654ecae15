import { QUOTE_UNEXPECTED, quoteErrorMessage } from '@venue/shared/quotes/quote-errors';
import { isApiError } from '@/lib/api-error';

/** The text a failed quote call shows (spec document 1, section 8): the server's status mapped to the quote texts. */
export const quoteError = (error: unknown): string => (isApiError(error) ? quoteErrorMessage(error.status, error.body) : QUOTE_UNEXPECTED);
