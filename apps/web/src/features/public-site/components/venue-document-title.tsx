import { useEffect } from 'react';
import { useVenueName } from '@/features/public-site/api/venue.queries';

/** The browser tab names the venue (Venue Details), on every page; the HTML's own title is neutral until it is known. */
export function VenueDocumentTitle() {
  const name = useVenueName();
  useEffect(() => {
    if (name) document.title = name;
  }, [name]);
  return null;
}
