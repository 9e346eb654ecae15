import { describe, expect, it, vi } from 'vitest';
import { escapeLike, paginate } from './paginate';

describe('paginate', () => {
  it('skips the count for a short first page', async () => {
    const count = vi.fn(async () => 99);
    expect(await paginate({ page: 1, page_size: 10 }, async () => [1, 2, 3], count)).toEqual({ rows: [1, 2, 3], count: 3 });
    expect(count).not.toHaveBeenCalled();
  });

  it('counts a full first page and any later page, with the right window', async () => {
    const rows = vi.fn(async (w: { limit: number; offset: number }) => Array.from({ length: w.limit }, (_, i) => w.offset + i));
    expect(await paginate({ page: 1, page_size: 2 }, rows, async () => 5)).toEqual({ rows: [0, 1], count: 5 });
    expect(await paginate({ page: 3, page_size: 2 }, rows, async () => 5)).toEqual({ rows: [4, 5], count: 5 });
  });
});

describe('escapeLike', () => {
  it.each([
    ['50%_off', '50\\%\\_off'],
    ['back\\slash', 'back\\\\slash'],
    ['plain', 'plain'],
  ])('%s', (text, escaped) => expect(escapeLike(text)).toBe(escaped));
});
