import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client';
import type { TMailer } from '../../lib/mailer';
import { claimDueMail, markMailFailed, markMailSent } from './outbox.repo';

export const MAX_MAIL_ATTEMPTS = 8;
/** 30 s, 1 min, 2 min, ... doubling: a flaky SMTP server gets about two hours before a message is given up. */
export const retryDelaySeconds = (attempts: number) => 30 * 2 ** (attempts - 1);

export interface TOutboxWorker {
  start(): void;
  stop(): Promise<void>;
  /** Asks for a delivery pass now (after a commit that queued mail). */
  kick(): void;
  /** Delivers everything due now; resolves when the pass is over. */
  drain(): Promise<number>;
}

export function createOutboxWorker(deps: { db: TDb; mailer: TMailer; log: FastifyBaseLogger; pollMs: number }): TOutboxWorker {
  let timer: NodeJS.Timeout | undefined;
  // Passes run one after another. A drain() resolves after a pass that started after the call, so what was
  // committed before it is delivered; calls made while a pass waits to start share that pass.
  let tail: Promise<unknown> = Promise.resolve();
  let waiting: Promise<number> | undefined;

  async function pass(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const batch = await claimDueMail(deps.db, 10, 120);
      if (batch.length === 0) return delivered;
      for (const mail of batch) {
        const attempts = mail.attempts + 1;
        try {
          const where = await deps.mailer.send(mail);
          await markMailSent(deps.db, mail.id, where);
          delivered++;
          deps.log.info({ mailId: mail.id, to: mail.to, where }, `e-mail "${mail.subject}" delivered to ${where}`);
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          const retry = attempts >= MAX_MAIL_ATTEMPTS ? null : retryDelaySeconds(attempts);
          await markMailFailed(deps.db, mail.id, attempts, message, retry);
          deps.log.warn({ mailId: mail.id, attempts, err: message }, retry === null ? 'e-mail given up' : `e-mail failed; retry in ${retry}s`);
        }
      }
    }
  }

  function drain(): Promise<number> {
    if (waiting) return waiting;
    const next = tail
      .then(() => {
        waiting = undefined;
        return pass();
      })
      .catch((err: unknown) => {
        deps.log.error({ err }, 'outbox pass failed');
        return 0;
      });
    waiting = next;
    tail = next;
    return next;
  }

  return {
    start() {
      timer ??= setInterval(() => void drain(), deps.pollMs);
      timer.unref();
      void drain();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await tail;
    },
    kick: () => void drain(),
    drain,
  };
}
