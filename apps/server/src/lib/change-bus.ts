import { EventEmitter } from 'node:events';
import pg from 'pg';

/**
 * Tells every server process of one database that something they may keep in memory changed. On PostgreSQL
 * through LISTEN/NOTIFY on a connection of its own (a process that loses it drops everything it keeps until it
 * is back); on PGlite in process, since one process owns an embedded database. Publish after the commit
 * (transact's effects), never before: a process must not reload what is not yet visible.
 */
export interface TChangeBus {
  publish(topic: string, payload: string): Promise<void>;
  subscribe(topic: string, handler: (payload: string) => void): void;
  /** Runs when notifications may have been missed (connection lost): drop everything. */
  onReset(handler: () => void): void;
  /** Settles once the bus first listens (and has run its resets for the time before). */
  listening: Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'venue_changes';

export function createLocalBus(): TChangeBus {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  return {
    publish: async (topic, payload) => void events.emit(topic, payload),
    subscribe: (topic, handler) => void events.on(topic, handler),
    onReset: () => undefined,
    listening: Promise.resolve(),
    close: async () => void events.removeAllListeners(),
  };
}

/** How soon a lost LISTEN connection is made again, and again while the database stays away. */
const RECONNECT_MS = 1000;

export function createPostgresBus(url: string, notify: (channel: string, message: string) => Promise<unknown>): TChangeBus {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const resets: (() => void)[] = [];
  let client: pg.Client | undefined;
  let closed = false;
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;

  const reset = () => resets.forEach((r) => r());
  let heard: () => void = () => undefined;
  const listening = new Promise<void>((resolve) => (heard = resolve));
  // One connection at most, and one attempt or timer at a time: a second LISTEN would deliver everything twice.
  const reconnectLater = () => {
    if (closed || client || connecting || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  };
  const attempt = async () => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    c.on('notification', (n) => {
      if (!n.payload) return;
      const split = n.payload.indexOf('|');
      local.emit(n.payload.slice(0, split), n.payload.slice(split + 1));
    });
    // A lost connection (restart, failover, a dropped network path) is expected: 'end' follows and brings it back.
    c.on('error', () => undefined);
    c.on('end', () => {
      if (client === c) {
        client = undefined;
        reset();
      }
      reconnectLater();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      if (closed) throw new Error('bus closed');
      client = c;
    } catch {
      void c.end().catch(() => undefined);
    }
  };
  const connect = (): Promise<void> =>
    (connecting ??= attempt().finally(() => {
      connecting = undefined;
      if (client) {
        reset(); // anything changed while we were not listening
        heard();
      } else reconnectLater();
    }));
  void connect();

  return {
    async publish(topic, payload) {
      local.emit(topic, payload); // this process at once, whatever the connection does
      await notify(CHANNEL, `${topic}|${payload}`);
    },
    subscribe: (topic, handler) => void local.on(topic, handler),
    onReset: (handler) => void resets.push(handler),
    listening,
    async close() {
      closed = true;
      clearTimeout(retry);
      await connecting;
      await client?.end().catch(() => undefined);
    },
  };
}
