import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps what a contract needs', async () => {
    const html =
      '<h2>Agreement</h2><p>Between <strong>Havila</strong> and <em>{{client_name}}</em>, <u>₱385,000.00</u> “quoted”.<br></p><ol><li>One</li></ol><table><thead><tr><th colspan="2">Fees</th></tr></thead><tbody><tr><td rowspan="1">A</td><td>B</td></tr></tbody></table><blockquote>Note</blockquote><hr><p><span class="muted">small</span></p>';
    expect(await sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['<p onclick="alert(1)">x</p>', '<p>x</p>'],
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<img src=x onerror=alert(1)><p>x</p>', '<p>x</p>'],
    ['<a href="javascript:alert(1)">click</a>', 'click'],
    ['<p style="color:red" id="a" data-x="1" aria-label="y">x</p>', '<p>x</p>'],
    ['<iframe src="https://evil.test"></iframe><p>x</p>', '<p>x</p>'],
    ['<div><p>kept</p></div>', '<p>kept</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<p>a & b < c</p>', '<p>a &amp; b &lt; c</p>'],
    ['<style>p{}</style><form><input value="x"></form>', ''],
  ])('removes what it must not keep: %s', async (input, output) => {
    expect(await sanitizeHtml(input)).toBe(output);
  });
});
