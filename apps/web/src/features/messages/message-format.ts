import { formatVenueDate } from '@/lib/venue-date';

export const formatMessageTime = (iso: string) => formatVenueDate(iso, 'MMM d, yyyy h:mm a') ?? '';
