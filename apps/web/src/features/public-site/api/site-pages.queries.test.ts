import { describe, expect, it } from 'vitest';
import { linkLeadsSomewhere } from '@/features/public-site/api/site-pages.queries';

describe('the public links', () => {
  it.each([
    ['/about', ['about'], true],
    ['/about', ['terms'], false],
    ['/services/weddings', [], false],
    ['/gallery', undefined, true],
    ['/contact', [], true],
    ['/#services', [], true],
    ['/testimonials', [], true],
  ] as const)('%s with %j published leads somewhere: %s', (to, published, leads) => {
    expect(linkLeadsSomewhere(to, published)).toBe(leads);
  });
});
