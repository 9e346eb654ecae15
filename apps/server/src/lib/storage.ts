import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
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
      // Written under a .part name and renamed when whole: a kill mid-upload leaves only a .part for the sweep.
      const tmp = `${pathOf(area, key)}.part`;
      try {
        await pipeline(source, createWriteStream(tmp));
        await rename(tmp, pathOf(area, key));
      } catch (err) {
        await unlink(tmp).catch(() => undefined);
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
    /**
     * Deletes what a crash or a failed transaction left behind: half-written `.part` files, and files no row
     * refers to (`isReferenced` answers from the database), once older than `olderThanMs` so an upload whose
     * transaction is still running is never taken. Answers how many files went.
     */
    async sweep(area: string, olderThanMs: number, isReferenced: (keys: string[]) => Promise<Set<string>>): Promise<number> {
      const dir = join(root, area);
      const names = await readdir(dir).catch(() => [] as string[]);
      const cutoff = Date.now() - olderThanMs;
      const old: string[] = [];
      for (const name of names) {
        const info = await stat(join(dir, name)).catch(() => null);
        if (info?.isFile() && info.mtimeMs < cutoff) old.push(name);
      }
      const finished = old.filter((n) => !n.endsWith('.part'));
      const referenced = finished.length ? await isReferenced(finished) : new Set<string>();
      const doomed = old.filter((n) => n.endsWith('.part') || !referenced.has(n));
      await Promise.all(doomed.map((n) => unlink(join(dir, n)).catch(() => undefined)));
      return doomed.length;
    },
  };
}
export type TStorage = ReturnType<typeof createStorage>;
