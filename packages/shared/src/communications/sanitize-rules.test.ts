import { describe, expect, it } from 'vitest';
import { SAFE_URI } from './sanitize-rules';

// DOMPurify removes whitespace and control characters from an attribute before it tests it against SAFE_URI.
describe('SAFE_URI: the links a communication may keep (server and browser)', () => {
  it.each([
    ['https://venue.test/a', true],
    ['HTTP://venue.test/b', true],
    ['mailto:events@venue.test', true],
    ['tel:+639175550101', true],
    ['/messages/thread/1', true],
    ['#top', true],
    ['?page=2', true],
    ['{{link}}', true],
    ['page.html', true],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['vbscript:msgbox(1)', false],
    ['data:text/html;base64,PHNjcmlwdD4=', false],
    ['file:///etc/passwd', false],
    ['ftp://venue.test/', false],
    ['httpx:alert(1)', false],
    ['mailtox:alert(1)', false],
  ])('%s: %s', (uri, kept) => {
    expect(SAFE_URI.test(uri)).toBe(kept);
  });
});
