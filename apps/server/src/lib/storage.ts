import { createReadStream, existsSync } from 'node:fs';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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
