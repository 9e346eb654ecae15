import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isReadablePng } from './png-check';
import { isPngDataUrl } from './signature-data';

/** A valid PNG built here (the server's drawPng is not importable from shared). */
function png(width: number, height: number): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const raw = Buffer.alloc((width + 1) * height, 0x80);
  return new Uint8Array(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]));
}
const dataUrl = (bytes: Uint8Array) => `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;

describe('signature PNG check', () => {
  it('accepts a whole PNG', () => {
    expect(isReadablePng(png(120, 40))).toBe(true);
    expect(isPngDataUrl(dataUrl(png(120, 40)))).toBe(true);
  });

  it('refuses base64 of plain text, a truncated image, a broken CRC, absurd sizes', () => {
    expect(isPngDataUrl(`data:image/png;base64,${Buffer.from('not an image at all, only words that are long enough to pass the length check'.repeat(3)).toString('base64')}`)).toBe(false);
    const good = png(120, 40);
    expect(isReadablePng(good.subarray(0, good.length - 5))).toBe(false);
    const broken = good.slice();
    broken[20] = broken[20]! ^ 0xff;
    expect(isReadablePng(broken)).toBe(false);
    expect(isReadablePng(png(5000, 1))).toBe(false);
  });
});
