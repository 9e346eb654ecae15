import { describe, expect, it, vi } from 'vitest';
import { lazily } from './lazily';

describe('lazily', () => {
  it('makes nothing until asked, then makes once', () => {
    const make = vi.fn(() => ({ n: 1 }));
    const get = lazily(make);
    expect(make).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
