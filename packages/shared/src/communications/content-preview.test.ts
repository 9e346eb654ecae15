import { describe, expect, it } from 'vitest';
import { contentPreview, htmlToText } from './content-preview';

describe('contentPreview', () => {
  it.each([
    ['<p>Hello <strong>Liza</strong>,</p><p>Your quote is ready.</p>', 'Hello Liza, Your quote is ready.'],
    ['Hello Liza,\n\nWe received your payment of ₱1,500.00 (PAY-2026-000001) for invoice INV-1.', 'Hello Liza, We received your payment of ₱1,500.00...'],
    ['<script>alert(1)</script>Hi', 'Hi'],
    ['Tom &amp; Jerry &lt;3 &#8369;5 &#x20B1;6 &bogus;', 'Tom & Jerry <3 ₱5 ₱6 &bogus;'],
    ['', ''],
    ['🎉'.repeat(60), `${'🎉'.repeat(50)}...`],
  ])('%s', (body, expected) => {
    expect(contentPreview(body)).toBe(expected);
  });

  it('keeps exactly 50 characters uncut', () => {
    expect(contentPreview('x'.repeat(50))).toBe('x'.repeat(50));
  });
});

describe('htmlToText', () => {
  it('keeps blocks apart by a blank line and line breaks as lines', () => {
    expect(htmlToText('<h1>Title</h1><p>One<br>two</p><ul><li>a</li><li>b</li></ul>')).toBe('Title\n\nOne\ntwo\n\na\n\nb');
  });
});
