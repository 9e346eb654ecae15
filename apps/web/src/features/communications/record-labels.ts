import type { TCategory, TChannel, TDeliveryStatus } from '@venue/shared/communications/communication.schema';
import type { ChipProps } from '@mui/material/Chip';
import { formatVenueDate } from '@/lib/venue-date';

/** The filters' and columns' words (spec document 2, "Communication records"). */
export const CHANNEL_LABELS: Record<TChannel, string> = { EMAIL: 'Email', SMS: 'SMS' };
export const CATEGORY_LABELS: Record<TCategory, string> = { SYSTEM: 'System', MANUAL: 'Manual', AUTO: 'Automated' };
export const STATUS_LABELS: Record<TDeliveryStatus, string> = {
  DELIVERED: 'Delivered',
  SENT: 'Sent',
  PENDING: 'Pending',
  FAILED: 'Failed',
  BOUNCED: 'Bounced',
};
/** The status filter offers the spec's four; Bounced records show under All. */
export const STATUS_FILTERS: TDeliveryStatus[] = ['DELIVERED', 'SENT', 'PENDING', 'FAILED'];

export const STATUS_COLORS: Record<TDeliveryStatus, ChipProps['color']> = {
  DELIVERED: 'success',
  SENT: 'info',
  PENDING: 'warning',
  FAILED: 'error',
  BOUNCED: 'error',
};

/** A record from before the system's messages carried the venue's name as their sender. */
export const SYSTEM_SENDER = 'The venue';

export const formatRecordTime = (iso: string | null) => formatVenueDate(iso, 'MMM d, yyyy h:mm a') ?? '—';

/**
 * A template's name as a person reads it. The product's own templates are named by the code the server sends
 * them by ("contract_completed"), which reads as "Contract completed"; a name the venue typed stays as typed.
 */
export const templateTitle = (name: string) =>
  /^[a-z0-9]+(?:_[a-z0-9]+)+$/.test(name) ? `${name[0]!.toUpperCase()}${name.slice(1).replace(/_/g, ' ')}` : name;
