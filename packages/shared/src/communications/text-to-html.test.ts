import { describe, expect, it } from 'vitest';
import { textToHtml } from './text-to-html';

describe('textToHtml', () => {
  it('makes paragraphs, line breaks and safe links', () => {
    expect(textToHtml('Hello Liza,\n\nReset your password: http://portal.test/reset-password/abc.\nThanks')).toBe(
      '<p>Hello Liza,</p><p>Reset your password: <a href="http://portal.test/reset-password/abc" target="_blank" rel="noopener noreferrer">http://portal.test/reset-password/abc</a>.<br>Thanks</p>',
    );
  });

  it('escapes everything else', () => {
    expect(textToHtml('<img src=x onerror=alert(1)> javascript:alert(1) "q"')).toBe(
      '<p>&#60;img src=x onerror=alert(1)&#62; javascript:alert(1) &#34;q&#34;</p>',
    );
  });

  it('does not let a quote end the link attribute', () => {
    expect(textToHtml('http://a.test/x"onmouseover="alert(1)')).toBe(
      '<p><a href="http://a.test/x" target="_blank" rel="noopener noreferrer">http://a.test/x</a>&#34;onmouseover=&#34;alert(1)</p>',
    );
  });
});
