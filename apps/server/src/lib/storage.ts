import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { newToken } from './secure-token';

/**
 * Where uploaded files live. Keys are random (never a client's file name); an area is a folder ("avatars",
 * "documents"). The local folder serves one machine; several server processes on several machines share an
 * S3-compatible bucket instead (lib/s3-storage.ts), chosen by configuration.
 */
export interface TStorage {
  put(area: string, ext: string, data: Buffer): Promise<string>;
  /** Streams the file in without holding it whole in memory where the backend allows; keeps the first bytes for content checks. */
  putStream(area: string, ext: string, source: Readable, headBytes?: number): Promise<{ key: string; bytes: number; head: Buffer }>;
  /** The file's bytes as a stream, or null when there is no such file. */
  open(area: string, key: string): Promise<Readable | null>;
  remove(area: string, key: string): Promise<void>;
  /**
   * Deletes what a crash or a failed transaction left behind: half-written files, and files no row refers to
   * (`isReferenced` answers from the database), once older than `olderThanMs`. Answers how many files went.
   */
  sweep(area: string, olderThanMs: number, isReferenced: (keys: string[]) => Promise<Set<string>>): Promise<number>;
  /** Every whole file in every area (half-written ones left out): what a backup copies. */
  list(): Promise<{ area: string; key: string }[]>;
  /** Stores a file under a key it already had (a restore); put() makes fresh keys. */
  write(area: string, key: string, source: Readable): Promise<void>;
}

export const STORAGE_KEY = /^[A-Za-z0-9_-]+(\.[a-z0-9]+)?$/;
export const newStorageKey = (ext: string) => `${newToken(24)}.${ext}`;

/** Files live under DATA_DIR/uploads/<area>/. */
export function createLocalStorage(dataDir: string): TStorage {
  const root = join(dataDir, 'uploads');
  const pathOf = (area: string, key: string) => {
    if (!STORAGE_KEY.test(key)) throw new Error('bad storage key');
    return join(root, area, key);
  };
  return {
    async put(area, ext, data) {
      const key = newStorageKey(ext);
      await mkdir(join(root, area), { recursive: true });
      const tmp = `${pathOf(area, key)}.part`;
      await writeFile(tmp, data);
      await rename(tmp, pathOf(area, key));
      return key;
    },
    async putStream(area, ext, source, headBytes = 4096) {
      const key = newStorageKey(ext);
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
    async open(area: string, key: string) {
      if (!STORAGE_KEY.test(key) || !existsSync(pathOf(area, key))) return null;
      return createReadStream(pathOf(area, key));
    },
    async remove(area, key) {
      await unlink(pathOf(area, key)).catch(() => undefined);
    },
    async sweep(area, olderThanMs, isReferenced) {
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
    async list() {
      const areas = await readdir(root, { withFileTypes: true }).catch(() => []);
      const files: { area: string; key: string }[] = [];
      for (const area of areas.filter((d) => d.isDirectory())) {
        const names = await readdir(join(root, area.name), { withFileTypes: true });
        for (const f of names) if (f.isFile() && STORAGE_KEY.test(f.name)) files.push({ area: area.name, key: f.name });
      }
      return files;
    },
    async write(area, key, source) {
      await mkdir(join(root, area), { recursive: true });
      const tmp = `${pathOf(area, key)}.part`;
      await pipeline(source, createWriteStream(tmp));
      await rename(tmp, pathOf(area, key));
    },
  };
}
