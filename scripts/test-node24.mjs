// npm run test:node24 [vitest args]: vitest under Node 24 LTS (see scripts/node24.mjs), e.g.
// `npm run test:node24 -- --project unit`. npm test (scripts/test.mjs) runs the unit and API suites this way.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { node24 } from './node24.mjs';

const root = new URL('..', import.meta.url).pathname;
const binary = node24();
console.log(`vitest under ${spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout.trim()}`);
// The vitest workers are forked from this binary, so every test runs on Node 24.
const r = spawnSync(binary, [join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
