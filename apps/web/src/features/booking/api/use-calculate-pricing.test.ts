import { describe, expect, it } from 'vitest';
import type { TBookingSession, TPricingResult } from '@venue/shared/booking/session.schema';
import { mergePricing } from '@/features/booking/api/use-calculate-pricing';

const H = 3_600_000;
const start = Date.UTC(2026, 10, 25, 0, 0);
const session = (expiresAt: number) =>
  ({
    created_at: new Date(start).toISOString(),
    expires_at: new Date(expiresAt).toISOString(),
    total_price: '0.00',
    pricing: {},
  }) as unknown as TBookingSession;
const pricing = { total: '112000.00' } as TPricingResult;

describe('a pricing answer folded into the session', () => {
  it('moves the countdown on as the server renewed it: an hour from now (unless renewed within the minute), never past six hours from the start', () => {
    const renewed = mergePricing(session(start + 1 * H), pricing, start + 0.75 * H);
    expect(renewed).toMatchObject({ total_price: '112000.00', pricing, expires_at: new Date(start + 1.75 * H).toISOString() });
    expect(mergePricing(session(start + 5.9 * H), pricing, start + 5.5 * H).expires_at).toBe(new Date(start + 6 * H).toISOString());
    // Within a minute of the last renewal the server keeps the expiry, and so does the countdown.
    expect(mergePricing(session(start + 1 * H), pricing, start + 30_000).expires_at).toBe(new Date(start + 1 * H).toISOString());
  });
});
