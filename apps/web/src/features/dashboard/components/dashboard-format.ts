import { formatVenueDate } from '@/lib/venue-date';

/** Event days are calendar days: read at noon in Manila so no browser zone can move them. */
export const formatEventDay = (day: string) => formatVenueDate(day.length === 10 ? `${day}T12:00:00+08:00` : day, 'EEE, MMM d, yyyy') ?? 'Not specified';
export const formatStamp = (iso: string) => formatVenueDate(iso, "MMM dd, yyyy 'at' h:mm a") ?? '';
export const label = (value: string) =>
  value
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
