import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client';
import { PermanentDeliveryError } from '../../lib/delivery-error';
import type { TMailer } from '../../lib/mailer';
import type { TSmsSender } from '../../lib/sms';
import { mailVenueOf } from '../venue/venue.service';
import { claimDue, claimReportsDue, markBounced, markFailed, markReported, markSent, type TSent } from './outbox.repo';

export const MAX_MAIL_ATTEMPTS = 8;
/** 30 s, 1 min, 2 min, ... doubling: a flaky SMTP server gets about two hours before a message is given up. */
export const retryDelaySeconds = (attempts: number) => 30 * 2 ** (attempts - 1);
/** Messages claimed per statement. */
const CLAIM_BATCH = 10;
/** How long a claim holds a message: longer than any send takes, so only a dead worker's claims run out. */
export const CLAIM_LEASE_SECONDS = 120;
/** Messages sent are marked at the latest this long after their claim: a quarter of the lease. */
const MARK_SENT_WITHIN_MS = (CLAIM_LEASE_SECONDS * 1000) / 4;
/** When to first ask a channel that reports delivery, and how often after that (for a day at most). */
export const FIRST_REPORT_SECONDS = 60;
export const REPORT_EVERY_SECONDS = 300;

export interface TOutboxWorker {
  start(): void;
  stop(): Promise<void>;
  /** Asks for a delivery pass now (after a commit that queued mail). */
  kick(): void;
  /** Delivers everything due now (and asks for delivery reports due); resolves when the pass is over. */
  drain(): Promise<number>;
}

const isPermanent = (err: unknown) => err instanceof PermanentDeliveryError || (err as Error | undefined)?.name === 'PermanentDeliveryError';

export function createOutboxWorker(deps: { db: TDb; mailer: TMailer; sms: TSmsSender; log: FastifyBaseLogger; pollMs: number }): TOutboxWorker {
  let timer: NodeJS.Timeout | undefined;
  // Passes run one after another. A drain() resolves after a pass that started after the call, so what was
  // committed before it is delivered; calls made while a pass waits to start share that pass.
  let tail: Promise<unknown> = Promise.resolve();
  let waiting: Promise<number> | undefined;
  // Set by stop(): the pass running ends after the batch it holds (a restart waits for that batch, not the backlog).
  let stopping = false;

  async function deliver(): Promise<number> {
    let delivered = 0;
    // Each is one statement, atomic on its own: no transaction around them.
    for (;;) {
      const batch = await claimDue(deps.db, CLAIM_BATCH, CLAIM_LEASE_SECONDS, MAX_MAIL_ATTEMPTS);
      if (batch.length === 0) return delivered;
      // The venue's name and contact as they are now (Venue Details), read by the claim.
      const venue = mailVenueOf(batch[0]!.venue);
      // Marked SENT together once the batch is through (one statement a pass), or sooner when the batch runs long
      // (a slow SMTP server), well inside the claim's lease: a worker killed in between sends those again once the
      // lease runs out, at least once as before.
      const sent: TSent[] = [];
      const claimedAt = Date.now();
      const flush = () => markSent(deps.db, sent.splice(0));
      try {
        for (const m of batch) {
          try {
            const sms = m.channel === 'SMS';
            const where = sms ? await deps.sms.send({ id: m.id, to: m.to, text: m.text }) : await deps.mailer.send(m, venue);
            sent.push({ id: m.id, deliveredTo: where, reportInSeconds: sms && deps.sms.report ? FIRST_REPORT_SECONDS : null });
            delivered++;
            deps.log.info({ mailId: m.id, to: m.to, where }, `${sms ? 'SMS' : 'e-mail'} "${m.subject}" delivered to ${where}`);
          } catch (err) {
            const message = err instanceof Error ? err.message : String(err);
            if (isPermanent(err)) {
              await markBounced(deps.db, m.id, message);
              deps.log.warn({ mailId: m.id, err: message }, 'message refused for good (bounced)');
              continue;
            }
            const retry = m.attempts >= MAX_MAIL_ATTEMPTS ? null : retryDelaySeconds(m.attempts);
            await markFailed(deps.db, m.id, message, retry);
            deps.log.warn({ mailId: m.id, attempts: m.attempts, err: message }, retry === null ? 'message given up' : `message failed; retry in ${retry}s`);
          }
          if (Date.now() - claimedAt > MARK_SENT_WITHIN_MS) await flush();
        }
      } catch (err) {
        // What was sent is still marked; the pass's own failure is the one told.
        await flush().catch(() => undefined);
        throw err;
      }
      await flush();
      // A short batch took everything due: mail queued since then kicks a pass of its own (drain), so asking
      // again now would only cost a statement per pass.
      if (batch.length < CLAIM_BATCH || stopping) return delivered;
    }
  }

  /** Asks the SMS provider how the messages it accepted ended (DELIVERED or BOUNCED). */
  async function collectReports(): Promise<void> {
    const report = deps.sms.report;
    if (!report) return;
    for (;;) {
      const due = await claimReportsDue(deps.db, 20, REPORT_EVERY_SECONDS);
      if (due.length === 0) return;
      for (const m of due) {
        try {
          const answer = m.where ? await report(m.where) : null;
          if (answer) await markReported(deps.db, m.id, answer);
        } catch (err) {
          deps.log.warn({ mailId: m.id, err: (err as Error).message }, 'delivery report not available; asking again later');
        }
      }
    }
  }

  function drain(): Promise<number> {
    if (waiting) return waiting;
    const next = tail
      .then(async () => {
        waiting = undefined;
        const delivered = await deliver();
        await collectReports();
        return delivered;
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
      stopping = true;
      await tail;
      stopping = false;
    },
    kick: () => void drain(),
    drain,
  };
}
