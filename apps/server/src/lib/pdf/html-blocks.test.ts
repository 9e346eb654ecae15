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
