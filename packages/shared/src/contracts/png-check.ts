/**
 * A signature image must be a PNG that a PDF writer can read: the signature bytes, an IHDR first with sane
 * dimensions, chunks whose lengths and CRCs hold, at least one IDAT, and IEND last. Pure (no Buffer), so the
 * wizard and the server share it.
 */
export const MAX_SIGNATURE_BYTES = 512 * 1024;
export const MAX_SIGNATURE_SIDE = 4000;

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array, start: number, end: number): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
const u32 = (b: Uint8Array, i: number) => ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;
const typeAt = (b: Uint8Array, i: number) => String.fromCharCode(b[i]!, b[i + 1]!, b[i + 2]!, b[i + 3]!);

export function isReadablePng(bytes: Uint8Array): boolean {
  if (bytes.length < 8 + 25 + 12 + 12 || bytes.length > MAX_SIGNATURE_BYTES) return false;
  if (!SIGNATURE.every((v, i) => bytes[i] === v)) return false;
  let at = 8;
  let first = true;
  let sawData = false;
  while (at + 12 <= bytes.length) {
    const length = u32(bytes, at);
    const type = typeAt(bytes, at + 4);
    const end = at + 8 + length;
    if (end + 4 > bytes.length) return false;
    if (crc32(bytes, at + 4, end) !== u32(bytes, end)) return false;
    if (first) {
      if (type !== 'IHDR' || length !== 13) return false;
      const width = u32(bytes, at + 8);
      const height = u32(bytes, at + 12);
      if (width < 1 || height < 1 || width > MAX_SIGNATURE_SIDE || height > MAX_SIGNATURE_SIDE) return false;
      first = false;
    } else if (type === 'IDAT') sawData = true;
    else if (type === 'IEND') return sawData && end + 4 === bytes.length;
    at = end + 4;
  }
  return false;
}

// atob is global in browsers and in Node (16+); this package is typed without either's library.
declare function atob(data: string): string;

/** The bytes of a base64 text, or null if it is not base64. Works in browsers and Node alike. */
export function base64Bytes(b64: string): Uint8Array | null {
  try {
    const text = atob(b64);
    const out = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}
