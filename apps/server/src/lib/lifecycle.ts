/**
 * Whether this process still takes new work. A SIGTERM drains it first (server.ts): readiness answers 503 so the
 * proxy sends new requests to the other processes, while the requests already here finish.
 */
export interface TLifecycle {
  readonly draining: boolean;
  drain(): void;
}

export function createLifecycle(): TLifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}
