/**
 * A Server-Sent Events reader over fetch, as a browser's EventSource reads a stream: events (id, event, data)
 * and comment lines, parsed as they arrive. Tests wait for the next event that matches.
 */
export interface TSseEvent {
  id?: string;
  event: string;
  data: string;
}

export async function openSse(url: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const received: (TSseEvent | { comment: string })[] = [];
  const waiters: (() => void)[] = [];
  let ended = false;
  const wake = () => waiters.splice(0).forEach((w) => w());

  if (res.ok && res.body) {
    void (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const event: TSseEvent = { event: 'message', data: '' };
            let isEvent = false;
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) {
                received.push({ comment: line.slice(1).trim() });
                continue;
              }
              const [field, ...rest] = line.split(':');
              const value = rest.join(':').replace(/^ /, '');
              if (field === 'id') event.id = value;
              else if (field === 'event') event.event = value;
              else if (field === 'data') event.data = value;
              else continue;
              isEvent = true;
            }
            if (isEvent) received.push(event);
          }
          wake();
        }
      } catch {
        /* aborted */
      }
      ended = true;
      wake();
    })();
  }

  /** Resolves with the first item (from the start of the stream) that matches and was not taken before. */
  let taken = 0;
  async function next<T extends TSseEvent | { comment: string }>(match: (item: TSseEvent | { comment: string }) => item is T, timeoutMs = 5000): Promise<T> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      for (let i = taken; i < received.length; i++) {
        const item = received[i]!;
        if (match(item)) {
          taken = i + 1;
          return item;
        }
      }
      if (ended) throw new Error('the stream ended');
      if (Date.now() > until) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(received)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }
  const isEvent =
    (name: string) =>
    (item: TSseEvent | { comment: string }): item is TSseEvent =>
      'event' in item && item.event === name;

  return {
    status: res.status,
    headers: res.headers,
    body: res.ok ? '' : await res.text(),
    received,
    /** The next `event: <name>` after the last one taken. */
    nextEvent: (name: string, timeoutMs?: number) => next(isEvent(name), timeoutMs),
    nextComment: (timeoutMs?: number) => next((item): item is { comment: string } => 'comment' in item, timeoutMs),
    /** Resolves once the server has ended the stream. */
    async ended(timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (!ended && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      return ended;
    },
    close: () => abort.abort(),
  };
}
