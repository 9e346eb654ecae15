import { describe, expect, it } from 'vitest';
import { DEMO_VENUE_VALUES, STARTER_VENUE_DETAILS, starterWordsLeft, ZUpdateVenueDetailsRequest } from './venue-details.schema';

/** A new install's sample words never reach the site as the venue's: a save keeping one is refused (issue 39). */
describe('starterWordsLeft', () => {
  it.each([
    [
      'the starter details',
      STARTER_VENUE_DETAILS,
      ['name', 'legal_name', 'address_line_1', 'address_line_2', 'phone', 'email', 'email_sender_name', 'document_business_name', 'document_address'],
    ],
    ['the demo details', DEMO_VENUE_VALUES, []],
    ['the sample phone written another way', { phone: '09000000000' }, ['phone']],
    ['the sample phone without its spaces', { phone: '+639000000000' }, ['phone']],
    ['sample words with spaces around', { name: '  Your Venue Name ' }, ['name']],
    ['a cleared optional line', { address_line_2: '' }, []],
    ['a venue named after the sample, with more', { name: 'Your Venue Name Resort' }, []],
  ])('%s', (_, values, left) => expect(starterWordsLeft(values)).toEqual(left));
});

describe('the save', () => {
  const own = { ...DEMO_VENUE_VALUES, version: 1 };
  it("takes the venue's own words", () => expect(ZUpdateVenueDetailsRequest.safeParse(own).success).toBe(true));
  it('refuses each field that keeps sample words, under that field', () => {
    const result = ZUpdateVenueDetailsRequest.safeParse({ ...own, address_line_1: STARTER_VENUE_DETAILS.address_line_1, email: STARTER_VENUE_DETAILS.email });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['address_line_1', "The street address still shows the sample text. Write your venue's own."],
      ['email', "The e-mail address still shows the sample text. Write your venue's own."],
    ]);
  });
});
