const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Spec document 2, "Notification panel": "Just now", "Nh ago", "Yesterday", "Nd ago" under 7 days, else a date
 * (on the venue's calendar, like every date of the portal).
 */
export function notificationTime(iso: string, now: number, formatDate: (iso: string) => string): string {
  const age = Math.max(0, now - new Date(iso).getTime());
  if (age < HOUR) return 'Just now';
  if (age < DAY) return `${Math.floor(age / HOUR)}h ago`;
  if (age < 2 * DAY) return 'Yesterday';
  if (age < 7 * DAY) return `${Math.floor(age / DAY)}d ago`;
  return formatDate(iso);
}
