/**
 * A channel's permanent refusal (an SMTP 5xx for the recipient or the message, an SMS number the provider will
 * never take): the outbox marks the record BOUNCED at once instead of retrying. Any other error is transient.
 */
export class PermanentDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentDeliveryError';
  }
}

/**
 * nodemailer's error for an SMTP answer: 5xx is permanent (RFC 5321), except a refused login, which is our
 * configuration and should be retried once it is fixed rather than bounce every message meanwhile.
 */
export function smtpFailure(err: unknown): Error {
  const e = err as { responseCode?: number; code?: string; message?: string };
  if (typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600 && e.code !== 'EAUTH')
    return new PermanentDeliveryError(e.message ?? `SMTP ${e.responseCode}`);
  return err instanceof Error ? err : new Error(String(err));
}
