import { INQUIRY_TEXT, type TInquiryStage } from './inquiry.schema';

/**
 * What is known of an inquiry, each with when it happened: the stage staff last set by hand, and what the product
 * knows of the inquiry's event (a quote sent, declined or lapsed; a deposit paid or a contract signed; the event
 * cancelled). Instants are milliseconds; null when it has not happened.
 */
export interface TInquiryFacts {
  manual: { stage: TInquiryStage; at: number; lostReason: string };
  quoteSentAt: number | null;
  quoteDeclined: { at: number; reason: string } | null;
  /** The latest sent quote passed its valid-until day unanswered: the first instant after that day (PHT). */
  quoteExpiredAt: number | null;
  /** The first payment received or contract signed: the booking is won. */
  wonAt: number | null;
  eventCancelledAt: number | null;
}

export interface TInquiryStageResult {
  stage: TInquiryStage;
  since: number;
  lostReason: string;
  byProduct: boolean;
}

/**
 * The inquiry's stage is the latest of those facts: staff moving a card wins over what happened before it, and
 * what happens after (a new quote sent, a deposit paid) moves the card again. On the same instant the product's
 * own facts win, the decisive ones first.
 */
export function inquiryStage(f: TInquiryFacts): TInquiryStageResult {
  // Once a deposit is paid or a contract signed, the quotes that follow (a change of plans, declined or lapsed) are
  // about a booking already won: only staff or the event's cancellation move it on.
  const quotesCount = f.wonAt === null;
  const candidates: TInquiryStageResult[] = [
    { stage: f.manual.stage, since: f.manual.at, lostReason: f.manual.stage === 'LOST' ? f.manual.lostReason : '', byProduct: false },
  ];
  if (quotesCount && f.quoteSentAt !== null) candidates.push({ stage: 'PROPOSAL_SENT', since: f.quoteSentAt, lostReason: '', byProduct: true });
  if (quotesCount && f.quoteExpiredAt !== null)
    candidates.push({ stage: 'LOST', since: f.quoteExpiredAt, lostReason: INQUIRY_TEXT.quoteExpired, byProduct: true });
  if (quotesCount && f.quoteDeclined !== null) {
    const reason = f.quoteDeclined.reason.trim();
    candidates.push({
      stage: 'LOST',
      since: f.quoteDeclined.at,
      lostReason: reason ? `${INQUIRY_TEXT.quoteDeclined}: ${reason}` : INQUIRY_TEXT.quoteDeclined,
      byProduct: true,
    });
  }
  if (f.eventCancelledAt !== null) candidates.push({ stage: 'LOST', since: f.eventCancelledAt, lostReason: INQUIRY_TEXT.eventCancelled, byProduct: true });
  if (f.wonAt !== null) candidates.push({ stage: 'WON', since: f.wonAt, lostReason: '', byProduct: true });
  // Later entries are more decisive: on a tie the later one in the list wins.
  return candidates.reduce((best, c) => (c.since >= best.since ? c : best));
}
