import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's figures for Prometheus (GET /metrics, admin token): requests by route and status with their
 * latency, and gauges read when scraped (database pool, outbox backlog, open notification streams), plus counts of
 * background job runs. One registry per app, not prom-client's global one: the API tests build many apps in one
 * process. Each process reports its own requests; the gauges read from the database are the same on every process.
 */
export interface TMetrics {
  readonly contentType: string;
  /** One finished request: its route pattern (never the raw URL, whose ids would make a series each), in seconds. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** One run of a background job, and whether it failed. */
  jobRan(job: string, outcome: 'ok' | 'failed'): void;
  /** A gauge read at each scrape; a source that fails reads NaN (unknown) rather than failing the whole scrape. */
  gauge(name: string, help: string, read: () => number | Promise<number>): void;
  /** A gauge with one label, read at each scrape as { labelValue: figure }. */
  labelledGauge(name: string, help: string, label: string, read: () => Record<string, number> | Promise<Record<string, number>>): void;
  text(): Promise<string>;
}

// Seconds: most answers take milliseconds; a PDF or a gateway call takes seconds.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): TMetrics {
  const registry = new Registry();
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, with their latency in seconds',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const jobs = new Counter({
    name: 'jobs_total',
    help: 'Background job runs by job and outcome',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  return {
    contentType: registry.contentType,
    observeRequest: (method, route, status, seconds) => requests.observe({ method, route, status: String(status) }, seconds),
    jobRan: (job, outcome) => jobs.inc({ job, outcome }),
    gauge(name, help, read) {
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          this.set(await (async () => read())().catch(() => Number.NaN));
        },
      });
    },
    labelledGauge(name, help, label, read) {
      new Gauge({
        name,
        help,
        labelNames: [label],
        registers: [registry],
        async collect() {
          const figures = await (async () => read())().catch(() => ({}) as Record<string, number>);
          this.reset();
          for (const [value, figure] of Object.entries(figures)) this.set({ [label]: value }, figure);
        },
      });
    },
    text: () => registry.metrics(),
  };
}

/**
 * One read shared by the gauges of a scrape (prom-client collects them together, so they share the read in flight),
 * given up after `timeoutMs`: with the database's connections all taken, a scrape answers at once with NaN for these
 * gauges instead of hanging, and the pool gauge that shows why still reads. The next scrape reads afresh.
 */
export function sharedRead<T>(read: () => Promise<T>, timeoutMs = 2_000): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    if (inFlight) return inFlight;
    const value = new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('metrics read timed out')), timeoutMs);
      read().then(
        (v) => {
          clearTimeout(timer);
          resolve(v);
        },
        (err: unknown) => {
          clearTimeout(timer);
          reject(err instanceof Error ? err : new Error(String(err)));
        },
      );
    });
    inFlight = value;
    // Settled either way, the next scrape reads again; a gauge reads the failure, no one else is told of it.
    value.then(
      () => (inFlight = null),
      () => (inFlight = null),
    );
    return value;
  };
}
