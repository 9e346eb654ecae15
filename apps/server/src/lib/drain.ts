import type { Server } from 'node:http';

/**
 * How long a draining server keeps accepting before it closes its listener (issue 38, point 4). Closing the
 * listening socket resets every connection still in the kernel's accept queue: requests a client has already
 * sent, which a plain `close()` on SIGTERM dropped (23 of 40 in the test). So the listener stays open,
 * every answer says `Connection: close`, and it closes once no connection has arrived for `quietMs`: by then the
 * queue is empty. `minMs` is the proxy's window (SHUTDOWN_DELAY_MS: readiness fails so its health check stops
 * sending here); `maxMs` bounds a client that never stops connecting.
 */
export const DRAIN_QUIET_MS = 300;
export const DRAIN_MAX_MS = 10_000;

export async function waitUntilQuiet(server: Server, opts: { minMs: number; quietMs?: number; maxMs?: number }): Promise<void> {
  const quietMs = opts.quietMs ?? DRAIN_QUIET_MS;
  const maxMs = Math.max(opts.maxMs ?? DRAIN_MAX_MS, opts.minMs);
  const started = Date.now();
  let last = started;
  const seen = () => void (last = Date.now());
  server.on('connection', seen);
  try {
    for (;;) {
      const now = Date.now();
      if (now - started >= maxMs) return;
      const waitMin = started + opts.minMs - now;
      const waitQuiet = last + quietMs - now;
      const wait = Math.max(waitMin, waitQuiet);
      if (wait <= 0) return;
      await new Promise((resolve) => setTimeout(resolve, Math.min(wait, started + maxMs - now)));
    }
  } finally {
    server.off('connection', seen);
  }
}
