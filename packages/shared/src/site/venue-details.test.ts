import { describe, expect, it } from 'vitest';
import { STARTER_VENUE_DETAILS, starterWordsLeft, ZUpdateVenueDetailsRequest, type TVenueDetailsValues } from './venue-details.schema';

/** A venue's own details, as its admin saves them. */
const OWN_VALUES: TVenueDetailsValues = {
  name: 'Lakeview Events Place',
  legal_name: 'Lakeview Events Place Corp.',
  address_line_1: '12 Calle Real, Brgy. Poblacion',
  address_line_2: 'Taal, Batangas 4208, Philippines',
  map_url: '',
  phone: '+63 917 555 0101',
  landline: '',
  email: 'hello@lakeview.ph',
  support_hours: '9AM-6PM, Monday to Saturday',
  facebook_url: '',
  instagram_url: '',
  youtube_url: '',
  brand_color: '#1F4E79',
  email_sender_name: 'Lakeview Events Place',
  document_business_name: 'Lakeview Events Place Corp.',
  document_address: '12 Calle Real, Brgy. Poblacion, Taal, Batangas 4208, Philippines',
  tin: '',
  vat_registered: true,
  document_footer: '',
};

/** A new install's sample words never reach the site as the venue's: a save keeping one is refused (issue 39). */
describe('starterWordsLeft', () => {
  it.each([
    [
      'the starter details',
      STARTER_VENUE_DETAILS,
      ['name', 'legal_name', 'address_line_1', 'address_line_2', 'phone', 'email', 'email_sender_name', 'document_business_name', 'document_address'],
    ],
    ["a venue's own details", OWN_VALUES, []],
    ['the sample phone written another way', { phone: '09000000000' }, ['phone']],
    ['the sample phone without its spaces', { phone: '+639000000000' }, ['phone']],
    ['sample words with spaces around', { name: '  Your Venue Name ' }, ['name']],
    ['a cleared optional line', { address_line_2: '' }, []],
    ['a venue named after the sample, with more', { name: 'Your Venue Name Resort' }, []],
  ])('%s', (_, values, left) => expect(starterWordsLeft(values)).toEqual(left));
});

describe('the save', () => {
  const own = { ...OWN_VALUES, version: 1 };
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
