import { SESSION_TICK_SECONDS, SESSION_WARNING_MINUTES } from '@venue/shared/booking/steps';
import { useEffect, useState } from 'react';
import { serverNow } from '@/lib/server-clock';

/** Spec: "Xh Ym", "Ym" or "Expired". */
export function formatRemaining(ms: number): string {
  if (ms <= 0) return 'Expired';
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours}h ${minutes % 60}m` : `${minutes}m`;
}

export interface TSessionClock {
  remainingMs: number;
  label: string;
  expired: boolean;
  expiringSoon: boolean;
}

export function clockOf(expiresAt: string, now: number): TSessionClock {
  const remainingMs = new Date(expiresAt).getTime() - now;
  return {
    remainingMs,
    label: formatRemaining(remainingMs),
    expired: remainingMs <= 0,
    expiringSoon: remainingMs > 0 && remainingMs <= SESSION_WARNING_MINUTES * 60_000,
  };
}

/**
 * The time re-checked every minute (spec), and at once when expires_at moves (each save renews it). The server set
 * expires_at, so it is measured on the server's clock (lib/server-clock).
 */
export function useSessionClock(expiresAt: string | undefined): TSessionClock | null {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(serverNow());
    const timer = window.setInterval(() => setNow(serverNow()), SESSION_TICK_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);
  return expiresAt ? clockOf(expiresAt, now) : null;
}
