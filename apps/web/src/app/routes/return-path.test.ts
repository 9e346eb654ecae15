import { describe, expect, it } from 'vitest';
import { loginSubtitleFor, returnPath, wasBounced } from '@/app/routes/return-path';

describe('the login after a password is set from a link', () => {
  it("takes the venue's team to the console with its own words, and a client to the portal", () => {
    const staff = { from: { pathname: '/staff' }, passwordSet: true };
    expect(returnPath(staff)).toBe('/staff');
    expect(loginSubtitleFor(returnPath(staff))).toBe('Sign in to the staff console');
    expect(wasBounced(staff, '/staff')).toBe(false);
    const client = { from: { pathname: '/dashboard' }, passwordSet: true };
    expect(loginSubtitleFor(returnPath(client))).toBe('Sign in to your Client Portal');
  });

  it('still tells someone a guard sent back that they return to the page they asked for', () => {
    const bounced = { from: { pathname: '/staff/events/7' } };
    expect(wasBounced(bounced, returnPath(bounced))).toBe(true);
    expect(loginSubtitleFor(returnPath(bounced))).toBe('Sign in to the staff console');
    expect(wasBounced(null, '/dashboard')).toBe(false);
  });
});
