import { describe, expect, it } from 'vitest';
import { isSafeHref, parseInlines, parseMarkdown } from './markdown';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs and lists', () => {
    expect(parseMarkdown('## Bookings\nA booking is\nconfirmed.\n\n- one\n- **two**\n\n1. first\n2. second')).toEqual([
      { kind: 'heading', level: 2, text: 'Bookings' },
      { kind: 'paragraph', inlines: [{ kind: 'text', text: 'A booking is confirmed.' }] },
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'one' }], [{ kind: 'bold', text: 'two' }]] },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'first' }], [{ kind: 'text', text: 'second' }]] },
    ]);
  });

  it('keeps links to the site, https, mailto and tel, and drops any other', () => {
    expect(parseInlines('[Terms](/terms) [x](https://privacy.gov.ph) [m](mailto:a@b.ph) [bad](javascript:alert(1)) [n](//evil.test)')).toEqual([
      { kind: 'link', text: 'Terms', href: '/terms' },
      { kind: 'text', text: ' ' },
      { kind: 'link', text: 'x', href: 'https://privacy.gov.ph' },
      { kind: 'text', text: ' ' },
      { kind: 'link', text: 'm', href: 'mailto:a@b.ph' },
      { kind: 'text', text: ' ' },
      { kind: 'text', text: 'bad' },
      { kind: 'text', text: ') ' },
      { kind: 'text', text: 'n' },
    ]);
  });

  it('shows HTML as text, never as markup', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([{ kind: 'paragraph', inlines: [{ kind: 'text', text: '<script>alert(1)</script>' }] }]);
  });
});

describe('isSafeHref: a relative link stays on the site', () => {
  it.each([
    ['/terms', true],
    ['/', true],
    ['/pages/about-us?tab=1#map', true],
    ['/a\\b', true],
    ['https://privacy.gov.ph', true],
    ['http://example.test/page', true],
    ['HTTPS://Example.test', true],
    ['mailto:events@venue.ph', true],
    ['tel:+639171234567', true],
    ['//evil.test', false],
    ['/\\evil.test', false],
    ['/\\/evil.test', false],
    ['\\\\evil.test', false],
    ['\\/evil.test', false],
    ['///evil.test', false],
    ['https:///evil.test', false],
    ['https:\\\\evil.test', false],
    ['https://\\evil.test', false],
    ['/\tevil.test', false],
    ['/\u0001/evil.test', false],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['terms', false],
    ['evil.test', false],
  ])('%j: %s', (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
  });

  it('draws an unsafe link as its text', () => {
    expect(parseInlines('[x](/\\evil.test) [y](\\\\evil.test) [z](/ok)')).toEqual([
      { kind: 'text', text: 'x' },
      { kind: 'text', text: ' ' },
      { kind: 'text', text: 'y' },
      { kind: 'text', text: ' ' },
      { kind: 'link', text: 'z', href: '/ok' },
    ]);
  });
});
