import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package's root, found by walking up, so src/ (tsx) and dist/ (built bundle) agree. */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === '@venue/server') return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error('Cannot find the @venue/server package root');
    dir = up;
  }
}

export const serverRoot = findServerRoot();
export const repoRoot = resolve(serverRoot, '../..');
export const migrationsFolder = join(serverRoot, 'src/db/migrations');
export const webDistFolder = join(repoRoot, 'apps/web/dist');
export const appVersion: string = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).version;
