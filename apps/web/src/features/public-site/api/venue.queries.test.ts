import { describe, expect, it } from 'vitest';
import { DEFAULT_VENUE_DETAILS } from '@venue/shared/site/venue-details.schema';
import { siteVenueOf } from '@/features/public-site/api/venue.queries';

describe('the venue as the public layout prints it', () => {
  it("is what the site printed before the details were data, on the demo's values", () => {
    const v = siteVenueOf(DEFAULT_VENUE_DETAILS);
    expect(v.name).toBe('Havila Gardens');
    expect(v.address).toEqual(['Sitio Maligaya, Brgy. Sampaloc', 'Tanay, Rizal 1980, Philippines']);
    expect(v.phone).toEqual({ display: '+63 917 842 5561', href: 'tel:+639178425561' });
    expect(v.landline).toEqual({ display: '(02) 8654 3120', href: 'tel:+63286543120' });
    expect(v.hours).toBe('Support hours 8AM-8PM daily');
    expect(v.social.map((s) => s.label)).toEqual(['Facebook', 'Instagram', 'YouTube']);
  });

  it('leaves out a landline and social links the venue does not have', () => {
    const v = siteVenueOf({ ...DEFAULT_VENUE_DETAILS, landline: '', instagram_url: '', phone: '0917 555 0123' });
    expect(v.landline).toBeNull();
    expect(v.social.map((s) => s.label)).toEqual(['Facebook', 'YouTube']);
    expect(v.phone.href).toBe('tel:+639175550123');
  });
});
