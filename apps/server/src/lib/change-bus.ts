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
    close: async () => void events.removeAllListeners(),
  };
}

export function createPostgresBus(url: string, notify: (channel: string, message: string) => Promise<unknown>): TChangeBus {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const resets: (() => void)[] = [];
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const reset = () => resets.forEach((r) => r());
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (!n.payload) return;
      const split = n.payload.indexOf('|');
      local.emit(n.payload.slice(0, split), n.payload.slice(split + 1));
    });
    c.on('error', () => undefined);
    c.on('end', () => {
      client = undefined;
      reset();
      if (!closed) retry = setTimeout(() => void connect().catch(() => undefined), 1000).unref();
    });
    await c.connect();
    await c.query(`LISTEN ${CHANNEL}`);
    client = c;
    reset(); // anything changed while we were not listening
  };
  const ready = connect();

  return {
    async publish(topic, payload) {
      local.emit(topic, payload); // this process at once, whatever the connection does
      await notify(CHANNEL, `${topic}|${payload}`);
    },
    subscribe: (topic, handler) => void local.on(topic, handler),
    onReset: (handler) => void resets.push(handler),
    async close() {
      closed = true;
      clearTimeout(retry);
      await ready.catch(() => undefined);
      await client?.end().catch(() => undefined);
    },
  };
}
