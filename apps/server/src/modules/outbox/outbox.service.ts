import type { TTx } from '../../db/client';
import { enqueueMail, type TOutgoingMail } from './outbox.repo';

export type { TOutgoingMail };

/**
 * The outbox's public face for other modules: queue a message inside the caller's transaction, so the
 * e-mail exists if and only if the change that caused it commits. Call ctx.mailQueued() after the commit.
 */
export const queueMail = (tx: TTx, mail: TOutgoingMail): Promise<number> => enqueueMail(tx, mail);
