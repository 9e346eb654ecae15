import { deflateSync } from 'node:zlib';

/** A tiny PNG encoder for drawn lines (demo signatures, test fixtures): grayscale+alpha, no dependencies. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
/** One PNG chunk: length, type, data and its CRC (also used by the tests' malformed images). */
export function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** Draws polylines with a round pen onto a transparent canvas and encodes it as PNG. */
export function drawPng(width: number, height: number, strokes: { x: number; y: number }[][], pen = 2.2): Buffer {
  const alpha = new Uint8Array(width * height);
  const dot = (cx: number, cy: number) => {
    for (let y = Math.floor(cy - pen); y <= cy + pen; y++)
      for (let x = Math.floor(cx - pen); x <= cx + pen; x++)
        if (x >= 0 && y >= 0 && x < width && y < height && (x - cx) ** 2 + (y - cy) ** 2 <= pen * pen) alpha[y * width + x] = 255;
  };
  for (const s of strokes)
    for (let i = 1; i < s.length; i++) {
      const a = s[i - 1]!;
      const b = s[i]!;
      const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y)));
      for (let t = 0; t <= steps; t++) dot(a.x + ((b.x - a.x) * t) / steps, a.y + ((b.y - a.y) * t) / steps);
    }
  const raw = Buffer.alloc((width * 2 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 2 + 1)] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const o = y * (width * 2 + 1) + 1 + x * 2;
      raw[o] = 0x1f; // ink
      raw[o + 1] = alpha[y * width + x]!;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 4, 0, 0, 0], 8); // 8-bit, grayscale + alpha
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A handwriting-like scribble, deterministic per seed. */
export function scribble(seed: number, width = 500, height = 200): { x: number; y: number }[][] {
  const strokes: { x: number; y: number }[][] = [];
  let x = 40;
  for (let s = 0; s < 3; s++) {
    const stroke: { x: number; y: number }[] = [];
    const len = 90 + ((seed * 37 + s * 53) % 60);
    for (let i = 0; i <= 40; i++) {
      const t = i / 40;
      stroke.push({ x: x + t * len, y: height / 2 + Math.sin(t * Math.PI * (3 + ((seed + s) % 3))) * (30 - s * 6) + (s - 1) * 10 });
    }
    strokes.push(stroke);
    x += len + 20;
  }
  strokes.push([
    { x: 50, y: height * 0.72 },
    { x: Math.min(width - 40, x), y: height * 0.7 },
  ]);
  return strokes;
}

export const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
