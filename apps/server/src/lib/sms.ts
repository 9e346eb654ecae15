import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { normalizePhone } from '@venue/shared/accounts/phone';
import { PermanentDeliveryError } from './delivery-error';

export interface TSms {
  id: number;
  /** A mobile number as the profile keeps it. */
  to: string;
  text: string;
}

/** What a channel that reports delivery later answers when asked: DELIVERED, BOUNCED, or null (not yet). */
export type TDeliveryReport = 'DELIVERED' | 'BOUNCED' | null;

export interface TSmsSender {
  describe: string;
  /** Hands one SMS over; answers where it went ("semaphore:<id>" or a file). Throws like TMailer.send. */
  send(sms: TSms): Promise<string>;
  /** Present when the channel reports delivery: asks about a message `send` answered. */
  report?(where: string): Promise<TDeliveryReport>;
}

export interface TSemaphoreOptions {
  apiKey: string;
  senderName?: string;
  /** https://api.semaphore.co unless a test points it at a local fake. */
  apiBase?: string;
}

/** Semaphore (a Philippine SMS provider) when SEMAPHORE_API_KEY is set; otherwise each SMS becomes a file. */
export function createSmsSender(opts: { semaphore?: TSemaphoreOptions; dataDir: string }): TSmsSender {
  return opts.semaphore ? semaphoreSender(opts.semaphore) : fileSender(join(opts.dataDir, 'mail'));
}

/** Semaphore takes Philippine mobile numbers, written 639XXXXXXXXX. */
export function semaphoreNumber(phone: string): string | null {
  const n = normalizePhone(phone);
  return /^\+639\d{9}$/.test(n) ? n.slice(1) : null;
}

const TIMEOUT_MS = 15_000;

/**
 * Semaphore's REST API (https://semaphore.co/docs) over fetch: POST /api/v4/messages with apikey, number, message
 * and sendername as a form; the answer is a list with one message and its status (Queued, Pending, Sent,
 * Failed, Refunded). GET /api/v4/messages/{id} tells how it ended: Sent is delivered to the network, Failed and
 * Refunded are refused. A 4xx (a number or sender it will not take) is permanent; 429, 5xx and no answer are
 * retried by the outbox.
 */
function semaphoreSender(opts: TSemaphoreOptions): TSmsSender {
  const base = (opts.apiBase ?? 'https://api.semaphore.co').replace(/\/+$/, '');
  const call = async (path: string, init?: RequestInit) => {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      throw new Error(`Semaphore did not answer: ${(err as Error).message}`);
    }
    const text = await res.text();
    if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429)
      throw new PermanentDeliveryError(`Semaphore refused the message (${res.status}): ${text.slice(0, 300)}`);
    if (!res.ok) throw new Error(`Semaphore answered ${res.status}`);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new Error('Semaphore answered something other than JSON');
    }
  };
  const first = (answer: unknown) => (Array.isArray(answer) ? (answer[0] as { message_id?: number; status?: string } | undefined) : undefined);

  return {
    describe: `Semaphore SMS at ${base}`,
    async send(sms) {
      const number = semaphoreNumber(sms.to);
      if (!number) throw new PermanentDeliveryError(`Semaphore sends to Philippine mobile numbers only, not "${sms.to}"`);
      const form = new URLSearchParams({ apikey: opts.apiKey, number, message: sms.text });
      if (opts.senderName) form.set('sendername', opts.senderName);
      const answer = await call('/api/v4/messages', { method: 'POST', body: form });
      const message = first(answer);
      // Validation problems come back as {field: [messages]} rather than a list.
      if (!message?.message_id) throw new PermanentDeliveryError(`Semaphore refused the message: ${JSON.stringify(answer).slice(0, 300)}`);
      if (message.status === 'Failed' || message.status === 'Refunded') throw new PermanentDeliveryError(`Semaphore marked the message ${message.status}`);
      return `semaphore:${message.message_id}`;
    },
    async report(where) {
      const id = /^semaphore:(\d+)$/.exec(where)?.[1];
      if (!id) return null;
      const status = first(await call(`/api/v4/messages/${id}?${new URLSearchParams({ apikey: opts.apiKey })}`))?.status;
      if (status === 'Sent') return 'DELIVERED';
      if (status === 'Failed' || status === 'Refunded') return 'BOUNCED';
      return null;
    },
  };
}

/** DATA_DIR/mail/<id>-sms.sms.txt, next to the e-mail files, when no SMS provider is configured. */
function fileSender(dir: string): TSmsSender {
  return {
    describe: `SMS files in ${dir}`,
    async send(sms) {
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${String(sms.id).padStart(6, '0')}-sms.sms.txt`);
      await writeFile(file, `To: ${sms.to}\n\n${sms.text}\n`);
      return file;
    },
  };
}
