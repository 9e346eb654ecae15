import { queryOptions, useQuery } from '@tanstack/react-query';
import { telHref, addressLines, type TVenueDetails, ZVenueDetails } from '@venue/shared/site/venue-details.schema';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

/**
 * The venue's name and contact as the admin last saved them (GET /api/site/venue/). A public page arrives rendered
 * with them (plugins/spa.ts on the server); a page rendered only in the browser starts blank until the answer.
 */
export const publicVenueQuery = () =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.venue, 'public'] as const,
    queryFn: ({ signal }) => api.get('/site/venue/', { signal, schema: ZVenueDetails }),
    staleTime: 5 * 60_000,
  });

/** What the pages draw before the answer when nothing was prerendered: no venue's words at all. */
const BLANK_VENUE_DETAILS: TVenueDetails = {
  ...(Object.fromEntries(Object.keys(ZVenueDetails.shape).map((key) => [key, ''])) as Record<Exclude<keyof TVenueDetails, 'vat_registered'>, string>),
  vat_registered: true,
  version: 0,
  logo_url: null,
};

/** Words that stay in the site's copy (the tagline is the venue's: Pages > Home Page). */
// Issue 39, point 3: no venue fact that Venue Details do not hold (the days of visits): neutral words.
const COPY = { visits: 'Site visits by appointment' };

/** "Tanay, Rizal 1980, Philippines" reads "Tanay, Rizal"; without a second line, the first. */
const locationOf = (v: TVenueDetails) =>
  (v.address_line_2 || v.address_line_1)
    .replace(/,?\s*Philippines\s*$/i, '')
    .replace(/\s+\d{4}\s*$/, '')
    .trim();

export type TSocialIcon = 'facebook' | 'instagram' | 'youtube';

/** The details in the shape the public layout, footer and contact section print. */
export function siteVenueOf(v: TVenueDetails) {
  const social: { label: string; href: string; icon: TSocialIcon }[] = [
    { label: 'Facebook', href: v.facebook_url, icon: 'facebook' as const },
    { label: 'Instagram', href: v.instagram_url, icon: 'instagram' as const },
    { label: 'YouTube', href: v.youtube_url, icon: 'youtube' as const },
  ].filter((s) => s.href);
  return {
    name: v.name,
    /** The town and province ("Tanay, Rizal"): the address's second line without its postcode and country. */
    location: locationOf(v),
    address: addressLines(v),
    mapUrl: v.map_url,
    phone: { display: v.phone, href: telHref(v.phone) },
    landline: v.landline ? { display: v.landline, href: telHref(v.landline) } : null,
    email: v.email,
    hours: v.support_hours ? `Support hours ${v.support_hours}` : '',
    supportHours: v.support_hours,
    visits: COPY.visits,
    logoUrl: v.logo_url,
    social,
  };
}
export type TSiteVenue = ReturnType<typeof siteVenueOf>;

export function useSiteVenue(): TSiteVenue {
  return siteVenueOf(useQuery(publicVenueQuery()).data ?? BLANK_VENUE_DETAILS);
}

/**
 * The venue's name as the server answers it, or null until it has: the portal's and the console's headers and
 * the browser tab show nothing rather than a name that is not the venue's.
 */
export function useVenueName(): string | null {
  return useQuery(publicVenueQuery()).data?.name ?? null;
}
