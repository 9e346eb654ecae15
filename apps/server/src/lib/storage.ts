import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { newToken } from './secure-token';

/** Files live under DATA_DIR/uploads/<area>/ with random keys, never under a client's file name. */
export function createStorage(dataDir: string) {
  const root = join(dataDir, 'uploads');
  const pathOf = (area: string, key: string) => {
    if (!/^[A-Za-z0-9_-]+(\.[a-z0-9]+)?$/.test(key)) throw new Error('bad storage key');
    return join(root, area, key);
  };
  return {
    async put(area: string, ext: string, data: Buffer): Promise<string> {
      const key = `${newToken(24)}.${ext}`;
      await mkdir(join(root, area), { recursive: true });
      const tmp = `${pathOf(area, key)}.part`;
      await writeFile(tmp, data);
      await rename(tmp, pathOf(area, key));
      return key;
    },
    /**
     * Streams to disk without holding the file in memory; keeps the first bytes for content checks.
     * The caller removes the file if it turns out to be unacceptable.
     */
    async putStream(area: string, ext: string, source: Readable, headBytes = 4096): Promise<{ key: string; bytes: number; head: Buffer }> {
      const key = `${newToken(24)}.${ext}`;
      await mkdir(join(root, area), { recursive: true });
      const chunks: Buffer[] = [];
      let kept = 0;
      let bytes = 0;
      source.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (kept < headBytes) {
          chunks.push(chunk.subarray(0, headBytes - kept));
          kept += Math.min(chunk.length, headBytes - kept);
        }
      });
      try {
        await pipeline(source, createWriteStream(pathOf(area, key)));
      } catch (err) {
        await unlink(pathOf(area, key)).catch(() => undefined);
        throw err;
      }
      return { key, bytes, head: Buffer.concat(chunks) };
    },
    exists: (area: string, key: string) => {
      try {
        return existsSync(pathOf(area, key));
      } catch {
        return false;
      }
    },
    read: (area: string, key: string) => createReadStream(pathOf(area, key)),
    async remove(area: string, key: string) {
      await unlink(pathOf(area, key)).catch(() => undefined);
    },
  };
}
export type TStorage = ReturnType<typeof createStorage>;
