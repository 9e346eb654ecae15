// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { safeHtml } from './safe-html';

describe('safeHtml', () => {
  it('keeps e-mail markup, opens links in a new tab with noopener, and drops scripts, handlers, styles and javascript: links', () => {
    const out = safeHtml(
      '<h2 style="color:red">Hi</h2><p onclick="x()">Text <a href="https://example.com">link</a> <a href="javascript:alert(1)">bad</a></p><script>x()</script><img src="data:image/png;base64,AA">',
      'email',
    );
    const doc = new DOMParser().parseFromString(out, 'text/html');
    expect(doc.querySelector('h2')?.textContent).toBe('Hi');
    expect(doc.querySelector('[style], [onclick], script')).toBeNull();
    const links = [...doc.querySelectorAll('a')];
    expect(links[0]).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
    expect(links[1]?.hasAttribute('href')).toBe(false);
    expect(doc.querySelector('img')?.hasAttribute('src')).toBe(false);
  });

  it('strict mode keeps only the text tags and no attributes', () => {
    expect(safeHtml('<p class="x"><b>bold</b> <a href="https://e.com">link</a> <span>big</span></p>', 'strict')).toBe('<p><b>bold</b> link big</p>');
  });
});
