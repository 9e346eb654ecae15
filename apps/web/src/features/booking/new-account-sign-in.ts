/**
 * The account a guest makes in the wizard's contact step, kept in this tab's memory only (never in storage) until
 * the booking completes: the tab then signs in with it, so "View in Dashboard" opens the new account's dashboard.
 * A reload forgets it; the visitor then signs in as usual. The server made the account with this very password.
 */
const pending = new Map<string, { email: string; password: string }>();

export const rememberNewAccount = (sessionId: string, email: string, password: string) => pending.set(sessionId, { email, password });

/** The account kept for this booking, once (forgotten as it is read). */
export function takeNewAccount(sessionId: string): { email: string; password: string } | null {
  const account = pending.get(sessionId) ?? null;
  pending.delete(sessionId);
  return account;
}
