import { expect, it } from 'vitest';
import { htmlToBlocks } from './html-blocks';

it('turns contract HTML into text blocks and drops scripts', () => {
  expect(
    htmlToBlocks(
      '<h2>1. Parties</h2><p>The <strong>Client</strong> &amp; the Venue.<br>Manila</p><ul><li>Deposit: &#8369;50,000</li></ul><script>alert(1)</script>',
    ),
  ).toEqual([
    { kind: 'heading', level: 2, text: '1. Parties' },
    { kind: 'paragraph', text: 'The Client & the Venue.\nManila' },
    { kind: 'bullet', text: 'Deposit: ₱50,000' },
  ]);
});

it('prints a table row as one line with its cells apart', () => {
  expect(htmlToBlocks('<table><tr><th>Item</th><th>Due</th></tr><tr><td>Deposit</td> <td>&#8369;115,500.00</td></tr></table>')).toEqual([
    { kind: 'paragraph', text: 'Item · Due' },
    { kind: 'paragraph', text: 'Deposit · ₱115,500.00' },
  ]);
});
