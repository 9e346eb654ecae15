import { base64Bytes, isReadablePng, MAX_SIGNATURE_BYTES } from './png-check';

/**
 * Signature data validity (spec document 1, section 5): blank is invalid; an image data URL needs a base64
 * part that decodes and is longer than 100 characters; other data must be longer than 50 characters.
 * The server accepts only the PNG data URL form.
 */
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export function isSignatureDataValid(data: string | null | undefined): boolean {
  if (!data || !data.trim()) return false;
  if (data.startsWith('data:image/')) {
    const comma = data.indexOf(',');
    if (comma < 0) return false;
    const b64 = data.slice(comma + 1);
    return b64.length > 100 && b64.length % 4 === 0 && BASE64.test(b64);
  }
  return data.trim().length > 50;
}

const PNG_PREFIX = 'data:image/png;base64,';

/** A PNG data URL whose image is a whole, readable PNG (checked byte by byte: see png-check.ts). */
export function isPngDataUrl(data: string): boolean {
  if (!data.startsWith(PNG_PREFIX) || !isSignatureDataValid(data)) return false;
  if (data.length - PNG_PREFIX.length > Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 4) return false;
  const bytes = base64Bytes(data.slice(PNG_PREFIX.length));
  return bytes !== null && isReadablePng(bytes);
}
export const SIGNATURE_INSUFFICIENT = 'Signature quality is insufficient. Please provide a clearer signature.';
export const SIGNATURE_TOO_SIMPLE = 'Signature appears too simple. Please provide a more detailed signature.';
