import { describe, expect, it } from 'vitest';
import type { TVenueDetails } from '@venue/shared/site/venue-details.schema';
import { siteVenueOf } from '@/features/public-site/api/venue.queries';

/** A venue's details as GET /api/site/venue/ answers them. */
const DETAILS: TVenueDetails = {
  name: 'Lakeview Events Place',
  legal_name: 'Lakeview Events Place Corp.',
  address_line_1: '12 Calle Real, Brgy. Poblacion',
  address_line_2: 'Taal, Batangas 4208, Philippines',
  map_url: 'https://maps.google.com/?q=Lakeview+Taal',
  phone: '+63 917 555 0101',
  landline: '(043) 740 1234',
  email: 'hello@lakeview.ph',
  support_hours: '9AM-6PM daily',
  facebook_url: 'https://www.facebook.com/lakeview',
  instagram_url: 'https://www.instagram.com/lakeview',
  youtube_url: 'https://www.youtube.com/@lakeview',
  brand_color: '#1F4E79',
  email_sender_name: 'Lakeview Events Place',
  document_business_name: 'Lakeview Events Place Corp.',
  document_address: '12 Calle Real, Brgy. Poblacion, Taal, Batangas 4208, Philippines',
  tin: '',
  vat_registered: true,
  document_footer: '',
  version: 3,
  logo_url: null,
  updated_at: '2026-12-01T00:00:00.000Z',
};

describe('the venue as the public layout prints it', () => {
  it("prints the venue's name, town, address, numbers and hours", () => {
    const v = siteVenueOf(DETAILS);
    expect(v.name).toBe('Lakeview Events Place');
    expect(v.location).toBe('Taal, Batangas');
    expect(v.address).toEqual(['12 Calle Real, Brgy. Poblacion', 'Taal, Batangas 4208, Philippines']);
    expect(v.phone).toEqual({ display: '+63 917 555 0101', href: 'tel:+639175550101' });
    expect(v.landline).toEqual({ display: '(043) 740 1234', href: 'tel:+63437401234' });
    expect(v.hours).toBe('Support hours 9AM-6PM daily');
    expect(v.social.map((s) => s.label)).toEqual(['Facebook', 'Instagram', 'YouTube']);
  });

  it('leaves out a landline and social links the venue does not have', () => {
    const v = siteVenueOf({ ...DETAILS, landline: '', instagram_url: '', phone: '0917 555 0123' });
    expect(v.landline).toBeNull();
    expect(v.social.map((s) => s.label)).toEqual(['Facebook', 'YouTube']);
    expect(v.phone.href).toBe('tel:+639175550123');
  });
});
