import { expect, it } from 'vitest';
import { sniffImage } from './image-type';

it('recognises images by content', () => {
  expect(sniffImage(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toEqual({ mime: 'image/png', ext: 'png' });
  expect(sniffImage(Buffer.from('ffd8ffe000104a464946', 'hex'))).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
  expect(sniffImage(Buffer.from('GIF89a....', 'latin1'))?.mime).toBe('image/gif');
  expect(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))?.mime).toBe('image/webp');
  expect(sniffImage(Buffer.from('MZ\x90\0 executable', 'latin1'))).toBeNull();
  expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
});
