import { isApiError } from '@/lib/api-error';
import { serverDetail } from '@/lib/server-detail';

const UNEXPECTED = 'An unexpected error occurred while processing your financial request.';

/**
 * Spec section 8's payments handler: the server's detail, else the first message of `errors` or
 * `payment_errors`, else a text by status. A request that got no answer keeps the client's network text.
 */
export function paymentsErrorMessage(error: unknown): string {
  const detail = serverDetail(error);
  if (detail) return detail;
  if (!isApiError(error)) return error instanceof Error && error.message ? error.message : UNEXPECTED;
  const first = Object.values(error.fieldErrors)[0]?.[0];
  if (first) return first;
  if (error.status === undefined) return error.message;
  if (error.status === 403) return 'You do not have permission to access this financial information.';
  if (error.status === 404) return 'The requested financial record was not found.';
  if (error.status >= 500) return 'A server error occurred. Please try again later.';
  return UNEXPECTED;
}

/** No answer came back, so nothing is known to have happened: the same attempt may be sent again. */
export const isNetworkFailure = (error: unknown) => isApiError(error) && error.status === undefined;
