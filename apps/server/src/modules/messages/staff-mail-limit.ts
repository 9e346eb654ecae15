import type { TTx } from '../../db/client';
import { clearLimit, reserve, type TLimit } from '../../lib/rate-limit';

/**
 * A client who sends ten messages in a row must not send every staff member ten e-mails. The staff are e-mailed
 * for a conversation at most once per 15 minutes while the venue has not answered it: the first client message
 * e-mails, the next ones in the window only notify (in the panel, each time). A venue reply or a staff member
 * opening the conversation ends the quiet, so the client's next message e-mails again. The count is a row of
 * rate_limits reserved in the message's own transaction: several processes agree, and a rolled-back message
 * spends nothing. One counter per conversation, not per person, since every staff member gets the same e-mails.
 */
export const STAFF_MAIL_PER_THREAD: TLimit = { name: 'msg-staff-mail', max: 1, windowSeconds: 15 * 60 };

export const staffMailDue = async (tx: TTx, threadId: number) => (await reserve(tx, STAFF_MAIL_PER_THREAD, String(threadId))).allowed;
export const staffMailAnswered = (tx: TTx, threadId: number) => clearLimit(tx, STAFF_MAIL_PER_THREAD, String(threadId));
