import { describe, expect, it } from 'vitest';
import { inquiryStage, type TInquiryFacts } from './inquiry-stage';

const base: TInquiryFacts = {
  manual: { stage: 'NEW', at: 100, lostReason: '' },
  quoteSentAt: null,
  quoteDeclined: null,
  quoteExpiredAt: null,
  wonAt: null,
  eventCancelledAt: null,
};
const f = (over: Partial<TInquiryFacts>): TInquiryFacts => ({ ...base, ...over });

describe('an inquiry is at the latest of what staff set and what the product knows', () => {
  it.each([
    ['a new inquiry', f({}), 'NEW', '', false],
    ['staff called back', f({ manual: { stage: 'CONTACTED', at: 200, lostReason: '' } }), 'CONTACTED', '', false],
    ['its quote was sent', f({ quoteSentAt: 300 }), 'PROPOSAL_SENT', '', true],
    ['a site visit after the quote was sent', f({ quoteSentAt: 300, manual: { stage: 'SITE_VISIT', at: 400, lostReason: '' } }), 'SITE_VISIT', '', false],
    ['the quote sent after the site visit', f({ quoteSentAt: 500, manual: { stage: 'SITE_VISIT', at: 400, lostReason: '' } }), 'PROPOSAL_SENT', '', true],
    ['the deposit paid', f({ quoteSentAt: 300, wonAt: 600 }), 'WON', '', true],
    [
      'the quote declined with a reason',
      f({ quoteSentAt: 300, quoteDeclined: { at: 400, reason: 'Over budget' } }),
      'LOST',
      'Quote declined: Over budget',
      true,
    ],
    ['the quote declined without one', f({ quoteSentAt: 300, quoteDeclined: { at: 400, reason: ' ' } }), 'LOST', 'Quote declined', true],
    ['the quote lapsed', f({ quoteSentAt: 300, quoteExpiredAt: 900 }), 'LOST', 'Quote expired', true],
    ['a new version sent after a decline', f({ quoteDeclined: { at: 400, reason: '' }, quoteSentAt: 500 }), 'PROPOSAL_SENT', '', true],
    ['won, then the event cancelled', f({ wonAt: 600, eventCancelledAt: 700 }), 'LOST', 'Event cancelled', true],
    ['lost by hand after it was won', f({ wonAt: 600, manual: { stage: 'LOST', at: 800, lostReason: 'Went elsewhere' } }), 'LOST', 'Went elsewhere', false],
    ['a manual reason is kept only while lost', f({ manual: { stage: 'CONTACTED', at: 200, lostReason: 'old' } }), 'CONTACTED', '', false],
    ['a change quote sent after the deposit', f({ wonAt: 600, quoteSentAt: 700 }), 'WON', '', true],
    ['a change quote declined after the deposit', f({ wonAt: 600, quoteDeclined: { at: 800, reason: 'No' } }), 'WON', '', true],
    ['on the same instant the payment wins', f({ manual: { stage: 'CONTACTED', at: 600, lostReason: '' }, wonAt: 600 }), 'WON', '', true],
  ] as const)('%s', (_name, facts, stage, reason, byProduct) => {
    const r = inquiryStage(facts);
    expect(r.stage).toBe(stage);
    expect(r.lostReason).toBe(reason);
    expect(r.byProduct).toBe(byProduct);
  });
});
