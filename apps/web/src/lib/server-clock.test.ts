import { afterEach, describe, expect, it } from 'vitest';
import { noteServerDate, serverNow } from './server-clock';

describe('server clock (deadlines the server sets are read on its clock)', () => {
  afterEach(() => noteServerDate(new Date().toUTCString()));

  it('follows the last answer: a browser an hour ahead still reads the server time', () => {
    const browser = Date.now();
    noteServerDate(new Date(browser - 3_600_000).toUTCString(), browser);
    expect(Math.abs(serverNow() - (browser - 3_600_000))).toBeLessThan(2_000);
  });

  it('keeps the last offset when an answer has no usable Date', () => {
    const browser = Date.now();
    noteServerDate(new Date(browser + 600_000).toUTCString(), browser);
    noteServerDate(null);
    noteServerDate('not a date');
    expect(Math.abs(serverNow() - (browser + 600_000))).toBeLessThan(2_000);
  });
});
