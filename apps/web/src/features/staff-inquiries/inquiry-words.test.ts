import { describe, expect, it } from 'vitest';
import { followUpWords } from './inquiry-words';

describe('a follow-up in words', () => {
  const today = '2026-12-02';
  it.each([
    [{ next_follow_up: null, stage: 'NEW' }, null],
    [
      { next_follow_up: '2026-12-02', stage: 'NEW' },
      { text: 'Follow up today', due: true },
    ],
    [
      { next_follow_up: '2026-11-30', stage: 'CONTACTED' },
      { text: 'Follow-up missed (Nov 30)', due: true },
    ],
    [
      { next_follow_up: '2026-12-09', stage: 'SITE_VISIT' },
      { text: 'Follow up Dec 9', due: false },
    ],
    [{ next_follow_up: '2026-11-30', stage: 'WON' }, null],
  ] as const)('%j', (i, expected) => {
    expect(followUpWords({ ...i, follow_up_due: false }, today)).toEqual(expected);
  });
});
