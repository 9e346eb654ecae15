import { ZStreamTicket } from '@venue/shared/notifications/notification.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_ROOT, api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

export type TStreamState = 'connecting' | 'open' | 'closed';

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/**
 * Keeps one Server-Sent Events stream of the signed-in person's notifications open (docs/api.md). EventSource
 * cannot send the bearer header, so each connection first asks for a one-use ticket; EventSource's own
 * reconnect would reuse a spent ticket, so on error the stream is closed and reopened with a new ticket and
 * `last_event_id`, and the server replays what was missed. Each event refreshes the panel's queries, and a
 * message notice also refreshes the conversations (another feature's root, named in lib/query-roots).
 * The connection's state goes to `showState` (stable), not to React state: a change of it would render the
 * component holding the stream again, and on a phone that render came late enough to hold the page's start back.
 */
export function useNotificationStream(userId: number | undefined, showState: (state: TStreamState) => void): void {
  const client = useQueryClient();

  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: number | undefined;
    let stopped = false;
    let lastId: string | null = null;
    let delay = FIRST_RETRY_MS;

    let reconnecting = false;

    const refresh = (alsoMessages: boolean, alsoDashboard = true) => {
      void client.invalidateQueries({ queryKey: QUERY_ROOTS.notifications });
      if (alsoDashboard) void client.invalidateQueries({ queryKey: QUERY_ROOTS.dashboard });
      if (alsoMessages) void client.invalidateQueries({ queryKey: QUERY_ROOTS.messages });
    };

    const retry = () => {
      if (stopped) return;
      showState('connecting');
      timer = window.setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    };

    async function connect() {
      if (!navigator.onLine) return; // the 'online' event reconnects
      let ticket: string;
      try {
        ({ ticket } = await api.post('/notifications/stream_ticket/', undefined, { schema: ZStreamTicket }));
      } catch {
        retry();
        return;
      }
      if (stopped || source || !navigator.onLine) return;
      const params = new URLSearchParams({ ticket });
      if (lastId) params.set('last_event_id', lastId);
      source = new EventSource(`${API_ROOT}/notifications/stream/?${params}`);
      source.onopen = () => {
        delay = FIRST_RETRY_MS;
        showState('open');
        // What happened while no stream was open shows now: after a drop everything that may have moved; on
        // the first connection only the panel (the page has just loaded the rest).
        refresh(reconnecting, reconnecting);
        reconnecting = true;
      };
      source.addEventListener('notification', (event) => {
        if (event.lastEventId) lastId = event.lastEventId;
        let type: unknown;
        try {
          type = (JSON.parse(event.data) as { type?: unknown }).type;
        } catch {
          type = undefined;
        }
        refresh(type === 'message');
      });
      source.addEventListener('changed', () => refresh(false));
      source.onerror = () => {
        source?.close();
        source = null;
        retry();
      };
    }

    // A connection that was up when the network went away can stay silently dead for minutes (nothing tells
    // EventSource), so going offline drops it and coming back reconnects at once, catching up from lastId.
    const offline = () => {
      window.clearTimeout(timer);
      source?.close();
      source = null;
      showState('connecting');
    };
    const online = () => {
      if (source || stopped) return;
      window.clearTimeout(timer);
      delay = FIRST_RETRY_MS;
      void connect();
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);

    void connect();
    return () => {
      stopped = true;
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      window.clearTimeout(timer);
      source?.close();
      showState('closed');
    };
  }, [userId, client, showState]);
}
