// npm run build:release: builds the web app and the server, then writes release/, a folder that runs on its own
// (docs/deploy.md): the server bundle (with @venue/shared inside it: esbuild bundles our workspace packages, so
// no workspace is installed), the built web app, the migrations, and package.json + package-lock.json with the
// production dependencies installed by `npm ci --omit=dev`. It keeps the repository's layout (apps/server/...,
// apps/web/dist) because the server finds its migrations and the web app from its own package root
// (apps/server/src/lib/paths.ts).
//
//   npm run build:release                 build, then write release/
//   npm run build:release -- --no-build   reuse the current builds (apps/*/dist)
//   npm run build:release -- --clean     install the dependencies again even when the lock did not change
//   RELEASE_DIR=/opt/venue/next npm run build:release
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = resolve(root, process.env.RELEASE_DIR || 'release');
const readJson = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));

function run(cmd, args, cwd = root) {
  console.log(`$ ${cmd} ${args.join(' ')}${cwd === root ? '' : `   (in ${cwd})`}`);
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (!process.argv.includes('--no-build')) run('npm', ['run', 'build']);
for (const built of ['apps/server/dist/server.js', 'apps/web/dist/index.html']) {
  if (!existsSync(join(root, built))) {
    console.error(`${built} is missing: run npm run build first`);
    process.exit(1);
  }
}

const rootPkg = readJson('package.json');
const serverPkg = readJson('apps/server/package.json');
// Everything is written anew but data/ and the installed dependencies, kept when the lock comes out the same
// (removing and installing 250 MB of packages is most of the time, and the test stage runs it every time).
const lockFile = join(out, 'package-lock.json');
const previousLock = existsSync(lockFile) ? readFileSync(lockFile, 'utf8') : null;
mkdirSync(out, { recursive: true });
// data/ is DATA_DIR's default: a release run without DATA_DIR keeps its uploads and embedded database there.
const kept = new Set(['node_modules', 'data']);
for (const entry of readdirSync(out)) if (!kept.has(entry)) rmSync(join(out, entry), { recursive: true, force: true });

const copy = (from, to = from) => cpSync(join(root, from), join(out, to), { recursive: true });
copy('apps/server/dist');
copy('apps/server/src/db/migrations');
copy('apps/web/dist');

// Our workspace packages are inside the bundle; everything else the server imports is installed beside it.
const dependencies = Object.fromEntries(Object.entries(serverPkg.dependencies).filter(([name]) => !name.startsWith('@venue/')));
const write = (file, value) => writeFileSync(join(out, file), typeof value === 'string' ? value : `${JSON.stringify(value, null, 2)}\n`);
write('apps/server/package.json', { name: serverPkg.name, private: true, version: serverPkg.version, type: 'module' });
write('package.json', {
  name: 'venue-portal-release',
  private: true,
  version: rootPkg.version,
  type: 'module',
  engines: rootPkg.engines,
  // The server's command-line tools, under the names the repository gives them (npm run create-admin -- ...).
  scripts: Object.fromEntries([
    ['start', 'node --enable-source-maps server.js'],
    ...readdirSync(join(out, 'apps/server/dist'))
      .filter((f) => f.endsWith('.js') && f !== 'server.js')
      .map((f) => [f.slice(0, -3), `node apps/server/dist/${f}`]),
  ]),
  dependencies,
});
write('server.js', "// The release's entry point: the bundled server (apps/server/dist/server.js).\nimport './apps/server/dist/server.js';\n");

// The lock starts from the repository's, so the release installs the versions the tests ran on; npm drops what
// the release does not use (the web app's and the tools' packages) and writes it anew. Packages come from npm's
// cache when it has them (the repository's own install put them there): 17 s instead of 75 s on a busy machine.
cpSync(join(root, 'package-lock.json'), lockFile);
const quiet = ['--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'];
run('npm', ['install', '--package-lock-only', '--omit=dev', '--ignore-scripts', ...quiet], out);
const installed = existsSync(join(out, 'node_modules/.package-lock.json'));
if (installed && !process.argv.includes('--clean') && readFileSync(lockFile, 'utf8') === previousLock) {
  console.log('The production dependencies are unchanged: release/node_modules kept.');
} else {
  run('npm', ['ci', '--omit=dev', ...quiet], out);
}
console.log(`\nRelease written to ${out} (version ${rootPkg.version}). Start it with: DATABASE_URL=... node ${join(out, 'server.js')}`);
