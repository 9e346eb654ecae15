import sharp from 'sharp';
import { MAX_SIGNATURE_BYTES, MAX_SIGNATURE_SIDE } from '@venue/shared/contracts/png-check';
import { sniffImage, type TImageType } from './image-type';

/**
 * Every image a user sends is decoded whole by libvips (sharp) and written anew, so what is stored is an image
 * any reader can read: a PNG whose chunks and checksums hold but whose pixels are not valid compressed data
 * (which made pdfkit's PNG reader throw inside an async zlib callback and end the process) never reaches the
 * store or a PDF. Decoding is strict (`failOn: 'error'`: truncated or corrupt data is an error, not a grey
 * picture) and bounded in pixels before any pixel is decoded. Metadata is dropped by the re-encode.
 */

/** Pixels a signature may have: its side limit squared (the request schema also checks each side). */
const SIGNATURE_PIXELS = MAX_SIGNATURE_SIDE * MAX_SIGNATURE_SIDE;
/** Pixels an avatar upload may have (a 2 MB photo is far below); it is then shrunk to AVATAR_SIDE. */
const AVATAR_PIXELS = 50_000_000;
export const AVATAR_SIDE = 1024;

const decode = (data: Buffer, limitInputPixels: number) => sharp(data, { failOn: 'error', limitInputPixels, sequentialRead: true, animated: false });

/**
 * A signature image as it is stored: an 8-bit RGBA, non-interlaced PNG, or null when the bytes are not an
 * image libvips can decode whole within the limits (the caller refuses it with the spec's signature text).
 */
export async function normalizeSignaturePng(data: Buffer): Promise<Buffer | null> {
  if (sniffImage(data.subarray(0, 16))?.mime !== 'image/png') return null;
  try {
    const out = await decode(data, SIGNATURE_PIXELS)
      .toColourspace('srgb')
      .ensureAlpha()
      .png({ compressionLevel: 9, progressive: false, palette: false, force: true })
      .toBuffer();
    return out.length <= MAX_SIGNATURE_BYTES ? out : null;
  } catch {
    return null;
  }
}

/**
 * A stored signature as the PDF embeds it: flattened onto white (the page's colour) into an 8-bit RGB,
 * non-interlaced PNG without alpha or transparency. pdfkit copies such a PNG's compressed data as it is and
 * never inflates it itself, so no asynchronous decode runs inside the PDF writer. Null when unreadable.
 */
export async function pdfSafePng(data: Buffer): Promise<Buffer | null> {
  try {
    return await decode(data, SIGNATURE_PIXELS)
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .removeAlpha()
      .png({ compressionLevel: 6, progressive: false, palette: false, force: true })
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * A stored image (a logo) as a PDF can embed it: PDFKit reads PNG and JPEG only, so a WebP becomes a PNG. Null
 * when the file cannot be read: the document is then made without it.
 */
export async function pdfImage(data: Buffer): Promise<Buffer | null> {
  const sniffed = sniffImage(data.subarray(0, 16));
  if (!sniffed) return null;
  if (sniffed.mime === 'image/png' || sniffed.mime === 'image/jpeg') return data;
  try {
    return await decode(data, AVATAR_PIXELS).png().toBuffer();
  } catch {
    return null;
  }
}

/**
 * An avatar as it is stored: decoded, turned upright, shrunk to at most AVATAR_SIDE a side, and written again
 * in its own kind (JPEG and WebP stay so; PNG and GIF become PNG, a GIF's first frame). Null when unreadable.
 */
export async function normalizeAvatar(data: Buffer): Promise<{ type: TImageType; data: Buffer } | null> {
  const sniffed = sniffImage(data.subarray(0, 16));
  if (!sniffed) return null;
  try {
    const image = decode(data, AVATAR_PIXELS).rotate().resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'inside', withoutEnlargement: true });
    if (sniffed.mime === 'image/jpeg') return { type: sniffed, data: await image.jpeg({ quality: 88, progressive: false }).toBuffer() };
    if (sniffed.mime === 'image/webp') return { type: sniffed, data: await image.webp({ quality: 88 }).toBuffer() };
    const png = await image.toColourspace('srgb').png({ compressionLevel: 9, progressive: false, palette: false, force: true }).toBuffer();
    return { type: { mime: 'image/png', ext: 'png' }, data: png };
  } catch {
    return null;
  }
}
