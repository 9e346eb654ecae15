import { describe, expect, it } from 'vitest';
import { VIEWPORT_WIDTHS } from '@venue/shared/browser/viewport';
import { viewportWidthOf } from './viewport-guess';

const { phone: PHONE_WIDTH, tablet: TABLET_WIDTH, desktop: DESKTOP_WIDTH } = VIEWPORT_WIDTHS;

const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36';

describe('viewportWidthOf', () => {
  it.each([
    [{ 'user-agent': ANDROID_PHONE }, PHONE_WIDTH],
    [{ 'user-agent': IPHONE }, PHONE_WIDTH],
    [{ 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?1' }, PHONE_WIDTH],
    [{ 'user-agent': ANDROID_TABLET }, TABLET_WIDTH],
    [{ 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?0' }, DESKTOP_WIDTH],
    [{}, DESKTOP_WIDTH],
  ])('%j -> %i px', (headers, width) => {
    expect(viewportWidthOf(headers)).toBe(width);
  });
});
