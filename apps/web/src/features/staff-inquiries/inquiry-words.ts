import type { TInquiry } from '@venue/shared/staff/inquiry.schema';
import { formatDay } from '@/components/staff/staff-format';
import { displayMoney } from '@/lib/money-display';

/** "Wedding · Sat, Jun 12, 2027 · 120 guests · ₱350,000": what was asked, as a line. */
export function inquiryAsk(i: TInquiry): string {
  return [
    i.event_type?.name,
    i.wished_date ? formatDay(i.wished_date) : null,
    i.guest_count ? `${i.guest_count} ${i.guest_count === 1 ? 'guest' : 'guests'}` : null,
    i.budget ? `budget ${displayMoney(i.budget, 'PHP')}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The follow-up in words, and whether it asks for attention now; null when none is set or the inquiry is decided. */
export function followUpWords(i: Pick<TInquiry, 'next_follow_up' | 'follow_up_due' | 'stage'>, today: string): { text: string; due: boolean } | null {
  if (!i.next_follow_up || i.stage === 'WON' || i.stage === 'LOST') return null;
  if (i.next_follow_up === today) return { text: 'Follow up today', due: true };
  if (i.next_follow_up < today) return { text: `Follow-up missed (${formatDay(i.next_follow_up, 'MMM d')})`, due: true };
  return { text: `Follow up ${formatDay(i.next_follow_up, 'MMM d')}`, due: false };
}
