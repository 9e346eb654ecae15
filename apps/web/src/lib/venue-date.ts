import { TZDate } from '@date-fns/tz';
import { VENUE_TIMEZONE } from '@venue/shared/site/settings.schema';
import { format } from 'date-fns';

/** Dates are shown on the venue's clock (Asia/Manila, "PHT") whatever the browser's zone. Null if unreadable. */
export function formatVenueDate(iso: string | null | undefined, pattern = 'MMMM d, yyyy'): string | null {
  if (!iso) return null;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  return format(new TZDate(at, VENUE_TIMEZONE), pattern);
}
