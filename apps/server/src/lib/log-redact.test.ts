import { describe, expect, it } from 'vitest';
import { scrubUrl } from './log-redact';

describe('scrubUrl', () => {
  it.each([
    ['/reset-password/abc123', '/reset-password/[REDACTED]'],
    ['/accept-invitation/9f1c2d', '/accept-invitation/[REDACTED]'],
    ['/api/users/password-reset/confirm/tok_1/', '/api/users/password-reset/confirm/[REDACTED]/'],
    ['/api/users/password-reset/validate/tok_1/?x=1', '/api/users/password-reset/validate/[REDACTED]/?x=1'],
    ['/api/clients/invitations/inv-1/accept/', '/api/clients/invitations/[REDACTED]/accept/'],
    ['/api/bookingflow/public/flows/session/s-1/update/', '/api/bookingflow/public/flows/session/[REDACTED]/update/'],
    ['/api/bookingflow/public/session/s-1/calendar.ics', '/api/bookingflow/public/session/[REDACTED]/calendar.ics'],
    ['/api/staff/calendar/feed/tok.ics', '/api/staff/calendar/feed/[REDACTED]'],
    ['/api/calendar/feed/tok.ics?x=1', '/api/calendar/feed/[REDACTED]?x=1'],
    ['/api/notifications/stream/?ticket=abc&last=3', '/api/notifications/stream/?ticket=[REDACTED]&last=3'],
    ['/x?access_token=a&Token=b&api_key=c&page=2', '/x?access_token=[REDACTED]&Token=[REDACTED]&api_key=[REDACTED]&page=2'],
    ['/x?%74oken=a', '/x?%74oken=[REDACTED]'],
    ['/x?%E0%A4%A=1', '/x?%E0%A4%A=1'],
    ['/api/events/3/', '/api/events/3/'],
    ['/booking?step=2', '/booking?step=2'],
  ])('%s', (url, expected) => {
    expect(scrubUrl(url)).toBe(expected);
  });
});
