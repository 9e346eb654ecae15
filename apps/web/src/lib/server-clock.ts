/**
 * The server's clock as this browser sees it. Every API answer's Date header gives the offset between the two, so
 * a deadline the server sets (a booking session's `expires_at`) is compared with the server's time, not the
 * browser's own: a computer whose clock is off (a wrong time zone with the wall time set by hand is common) would
 * otherwise warn at once, or call a live session expired, and a renewal would not clear the warning.
 * The header counts whole seconds, which is plenty for a clock shown in minutes.
 */
let offsetMs = 0;

export function noteServerDate(header: string | null, receivedAt: number = Date.now()): void {
  const server = header ? Date.parse(header) : Number.NaN;
  if (Number.isFinite(server)) offsetMs = server - receivedAt;
}

/** Milliseconds since the epoch on the server's clock (the browser's until the first answer). */
export const serverNow = (): number => Date.now() + offsetMs;
