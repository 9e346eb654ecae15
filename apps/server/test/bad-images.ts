import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { chunk, drawPng, scribble } from '../src/lib/png';

/**
 * Malformed and unusual images for the image-safety tests. Each PNG's chunks carry correct lengths and CRCs
 * (so a byte-level check passes) unless the case is about broken framing.
 */
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngOf(width: number, height: number, bitDepth: number, colourType: number, idat: Buffer, extra: Buffer[] = [], interlace = 0): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([bitDepth, colourType, 0, 0, interlace], 8);
  return Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), ...extra, chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** The finding's image: RGBA (colour type 6), framing and CRCs valid, IDAT not a deflate stream at all. */
export const poisonPng = () => pngOf(300, 120, 8, 6, Buffer.from('this is not zlib data, only bytes that look like it '.repeat(4)));

/** A drawn signature, as the tests and demo data make them (grayscale + alpha). */
export const goodSignaturePng = () => drawPng(500, 200, scribble(11));

export async function badImages(): Promise<Record<string, Buffer>> {
  const good = goodSignaturePng();
  const rgba = await sharp(good).toColourspace('srgb').ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: rgba.info.width, height: rgba.info.height, channels: 4 as const } };
  return {
    'corrupt IDAT (colour type 6)': poisonPng(),
    truncated: good.subarray(0, Math.floor(good.length / 2)),
    'huge dimensions (100000x100000)': pngOf(100_000, 100_000, 8, 6, deflateSync(Buffer.alloc(1024))),
    interlaced: await sharp(rgba.data, raw).png({ progressive: true }).toBuffer(),
    '16-bit': await sharp(rgba.data, raw).toColourspace('rgb16').png().toBuffer(),
    'palette without PLTE': pngOf(200, 100, 8, 3, deflateSync(Buffer.alloc(201 * 100, 1))),
    'JPEG inside a PNG data URL': await sharp(rgba.data, raw).flatten({ background: '#fff' }).jpeg().toBuffer(),
    'not an image': Buffer.from('plain text pretending to be a signature image, long enough to pass the length checks '.repeat(3)),
  };
}
