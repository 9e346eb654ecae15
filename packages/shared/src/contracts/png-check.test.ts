import { describe, expect, it } from 'vitest';
import { isReadablePng } from './png-check';
import { isPngDataUrl } from './signature-data';

declare function btoa(data: string): string;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (bytes: number[]) => {
  let c = 0xffffffff;
  for (const x of bytes) c = CRC_TABLE[(c ^ x) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const chunk = (type: string, data: number[]) => {
  const body = [...type].map((ch) => ch.charCodeAt(0)).concat(data);
  return [...u32(data.length), ...body, ...u32(crc(body))];
};
/** zlib with one stored (uncompressed) block: enough for a test image, no zlib needed. */
function zlibStored(data: number[]): number[] {
  let a = 1;
  let b = 0;
  for (const x of data) {
    a = (a + x) % 65521;
    b = (b + a) % 65521;
  }
  const len = data.length;
  return [0x78, 0x01, 0x01, len & 255, len >>> 8, ~len & 255, (~len >>> 8) & 255, ...data, ...u32(((b << 16) | a) >>> 0)];
}
/** A valid grayscale PNG, each row a filter byte and mid-grey pixels. */
function png(width: number, height: number): Uint8Array {
  const raw = Array.from({ length: height }, () => [0, ...new Array<number>(width).fill(0x80)]).flat();
  const ihdr = [...u32(width), ...u32(height), 8, 0, 0, 0, 0];
  return new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...chunk('IHDR', ihdr), ...chunk('IDAT', zlibStored(raw)), ...chunk('IEND', [])]);
}
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const dataUrl = (bytes: Uint8Array) => `data:image/png;base64,${base64(bytes)}`;

describe('signature PNG check', () => {
  it('accepts a whole PNG', () => {
    expect(isReadablePng(png(120, 40))).toBe(true);
    expect(isPngDataUrl(dataUrl(png(120, 40)))).toBe(true);
  });

  it('refuses base64 of plain text, a truncated image, a broken CRC, absurd sizes', () => {
    const text = 'not an image at all, only words that are long enough to pass the length check'.repeat(3);
    expect(isPngDataUrl(`data:image/png;base64,${btoa(text)}`)).toBe(false);
    const good = png(120, 40);
    expect(isReadablePng(good.subarray(0, good.length - 5))).toBe(false);
    const broken = good.slice();
    broken[20] = broken[20]! ^ 0xff;
    expect(isReadablePng(broken)).toBe(false);
    expect(isReadablePng(png(5000, 1))).toBe(false);
  });
});
