// npm test: every check in a fail-fast order, cheapest first — typecheck, lint, the unit suite, the API suite
// (a PGlite pass, then PostgreSQL when TEST_DATABASE_URL is set), the release behind Caddy, the browser suite. It
// stops at the first failing stage and ends with a table of each stage's wall time, the ten slowest test files of
// each runner, and, at the very bottom, the failing tests' names and logs. Why each suite runs once and where: docs/testing.md.
//
//   npm test                          all stages
//   npm test -- --skip e2e            all but the named stages (comma-separated)
//   npm test -- --only unit,api-pglite
//
// Reports (vitest and Playwright JSON) are kept in TEST_REPORT_DIR (a fresh temporary directory by default).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { node24 } from './node24.mjs';
import { PGLITE_SUBSET } from './pglite-subset.mjs';

const root = new URL('..', import.meta.url).pathname;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const reportDir = process.env.TEST_REPORT_DIR ?? mkdtempSync(join(tmpdir(), 'venue-test-report-'));
mkdirSync(reportDir, { recursive: true });

const option = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : new Set(process.argv[i + 1]?.split(',').filter(Boolean));
};
const only = option('only');
const skip = option('skip') ?? new Set();

// Vitest's default is one worker fewer than the cores: one worker on CI's 2 cores, idle while the database or a
// fake gateway answers. Two keep both cores busy (docs/testing.md); a bigger machine keeps its default.
const workers = Math.max(2, availableParallelism() - 1);

/** Vitest under Node 24 LTS, the deploy runtime: its workers are forked from the same binary. */
const vitest = (name, label, args) => ({
  name,
  label,
  kind: 'vitest',
  report: join(reportDir, `${name}.json`),
  command: () => [
    node24(),
    [
      join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      ...args,
      `--maxWorkers=${workers}`,
      '--reporter=dot',
      `--reporter=${join(root, 'scripts/vitest-summary.mjs')}`,
    ],
  ],
});

const allStages = [
  { name: 'typecheck', label: 'typecheck', kind: 'plain', command: () => ['npm', ['run', '--silent', 'typecheck']] },
  { name: 'lint', label: 'lint (eslint, boundaries, prettier)', kind: 'plain', command: () => ['npm', ['run', '--silent', 'lint']] },
  vitest('unit', 'unit (Node 24)', ['--project', 'unit']),
  onPostgres
    ? vitest('api-pglite', `API on PGlite, ${PGLITE_SUBSET.length} files (Node 24)`, ['--project', 'api-pglite', ...PGLITE_SUBSET.map((f) => f.file)])
    : vitest('api-pglite', 'API on PGlite, whole (Node 24)', ['--project', 'api-pglite']),
  ...(onPostgres ? [vitest('api-postgres', 'API on PostgreSQL, whole (Node 24)', ['--project', 'api-postgres'])] : []),
  // The browser suite's build, started beside the stage before it (the API suite leaves a core mostly idle while
  // PostgreSQL answers); its output is shown when its turn comes.
  { name: 'build', label: 'build (web and server)', kind: 'plain', command: () => ['npm', ['run', '--silent', 'build']] },
  // The release (npm run build:release) as a server runs it, on Node 24 LTS: two processes behind Caddy on one
  // PostgreSQL, walked through the proxy with a restart of each (bench/release-walk.ts; skipped, saying so,
  // without caddy or TEST_DATABASE_URL).
  {
    name: 'release',
    label: 'release behind Caddy (Node 24)',
    kind: 'plain',
    command: () => [node24(), [join(root, 'node_modules/tsx/dist/cli.mjs'), 'bench/release-walk.ts']],
  },
  {
    name: 'e2e',
    label: 'browser (Playwright)',
    kind: 'playwright',
    report: join(reportDir, 'e2e.json'),
    // list for progress, json for the summary below, and e2e's own "Retried: N" line when it has one. Without the
    // build stage (--skip build), test:e2e builds first.
    command: () => [
      'npm',
      [
        'run',
        '--silent',
        stages.some((s) => s.name === 'build') ? 'test:e2e:run' : 'test:e2e',
        '--',
        `--reporter=list,json${existsSync(join(root, 'e2e/retried-reporter.ts')) ? ',./e2e/retried-reporter.ts' : ''}`,
      ],
    ],
  },
];
const names = new Set([...allStages.map((s) => s.name), 'api-postgres']);
const unknown = [...(only ?? []), ...skip].filter((n) => !names.has(n));
if (unknown.length) {
  console.error(`Unknown stage ${unknown.join(', ')}; the stages are ${[...names].join(', ')}.`);
  process.exit(2);
}
// The browser suite needs a build: --only e2e builds too.
if (only?.has('e2e') || only?.has('release')) only.add('build');
const stages = allStages.filter((s) => (!only || only.has(s.name)) && !skip.has(s.name));

// A listed PGlite file that was renamed or deleted would silently drop out of the pass: refuse instead.
const missing = PGLITE_SUBSET.filter((f) => !existsSync(join(root, f.file)));
if (onPostgres && missing.length && stages.some((s) => s.name === 'api-pglite')) {
  console.error(`scripts/pglite-subset.mjs lists files that do not exist:\n  ${missing.map((f) => f.file).join('\n  ')}`);
  process.exit(1);
}

const TAIL = 60;
/**
 * Starts a command with its output passed through (or held back until release(), for a stage started early), and
 * answers its exit code and the tail of its output once it ends.
 */
function start(cmd, args, env, { held = false } = {}) {
  const color = process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {};
  const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...color, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const queue = [];
  let tail = '';
  const out = (stream) => (c) => {
    tail = (tail + c).slice(-64_000);
    if (held) queue.push([stream, c]);
    else stream.write(c);
  };
  child.stdout.on('data', out(process.stdout));
  child.stderr.on('data', out(process.stderr));
  const done = new Promise((resolve) => {
    child.on('error', (err) => resolve({ code: 1, tail: String(err) }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), tail: tail.split('\n').slice(-TAIL).join('\n'), end: Date.now() }));
  });
  return {
    t0: Date.now(),
    done,
    kill: () => child.kill('SIGTERM'),
    release() {
      held = false;
      for (const [stream, c] of queue.splice(0)) stream.write(c);
    },
  };
}

const envFor = (stage) =>
  stage.kind === 'vitest' ? { VITEST_SUMMARY_FILE: stage.report } : stage.kind === 'playwright' ? { PLAYWRIGHT_JSON_OUTPUT_FILE: stage.report } : {};

const launch = (stage, options) => {
  try {
    const [cmd, args] = stage.command();
    return start(cmd, args, envFor(stage), options);
  } catch (err) {
    return { t0: Date.now(), done: Promise.resolve({ code: 1, tail: String(err?.stack ?? err) }), kill() {}, release() {} };
  }
};

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/** Vitest: per-file times, case counts and failures from scripts/vitest-summary.mjs. */
function vitestResults(stage) {
  const summary = readJson(stage.report);
  if (!summary) return undefined;
  const count = (k) => summary.files.reduce((n, f) => n + f[k], 0);
  return {
    cases: `${count('passed')} passed${count('skipped') ? `, ${count('skipped')} skipped` : ''} in ${summary.files.length} files`,
    files: summary.files.map((f) => ({ file: f.file, ms: f.ms, note: `${f.tests} tests` })),
    failures: summary.failures,
  };
}

/** Playwright: per-file time spent in tests (all attempts), retries, and the tests that failed after retries. */
function playwrightResults(stage) {
  const report = readJson(stage.report);
  if (!report) return undefined;
  const byFile = new Map();
  const failures = [];
  const flaky = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const file = spec.file; // relative to its project's testDir (e2e/tests or e2e/tests-empty)
        const f = byFile.get(file) ?? byFile.set(file, { file, ms: 0, tests: 0, retries: 0, axeMs: 0, scans: 0 }).get(file);
        f.tests++;
        // e2e/fixtures/screens.ts notes each accessibility scan's time as an `axe-ms` annotation.
        for (const r of test.results ?? [])
          for (const a of r.annotations ?? [])
            if (a.type === 'axe-ms') {
              f.axeMs += Number(a.description) || 0;
              f.scans++;
            }
        f.retries += Math.max(0, (test.results?.length ?? 1) - 1);
        f.ms += (test.results ?? []).reduce((n, r) => n + (r.duration ?? 0), 0);
        const name = `${spec.file}:${spec.line} > ${[...titles, spec.title].join(' > ')} [${test.projectName}]`;
        if (test.status === 'flaky') flaky.push(name);
        if (test.status === 'unexpected') {
          const last = test.results?.at(-1) ?? {};
          const errors = last.errors?.length ? last.errors : last.error ? [last.error] : [];
          const files = (last.attachments ?? []).filter((a) => a.path).map((a) => `  ${a.name}: ${a.path}`);
          failures.push({
            name,
            log: [
              ...errors.map((e) => [e.message ?? e.value, e.snippet, stackFrames(e.stack)].filter(Boolean).join('\n')),
              ...(files.length ? ['Attachments:', ...files] : []),
            ].join('\n'),
          });
        }
      }
    }
    for (const s of suite.suites ?? []) walk(s, s.file === s.title && !titles.length ? [] : [...titles, s.title]);
  };
  for (const s of report.suites ?? []) walk(s, []);
  for (const e of report.errors ?? [])
    failures.push({ name: 'Playwright (outside any test)', log: [e.message, stackFrames(e.stack)].filter(Boolean).join('\n') });
  const st = report.stats ?? {};
  const retries = [...byFile.values()].reduce((n, f) => n + f.retries, 0);
  return {
    cases: `${st.expected ?? 0} passed, ${st.flaky ?? 0} flaky, ${st.unexpected ?? 0} failed, ${st.skipped ?? 0} skipped; ${retries} retries; Playwright ${fmt(st.duration ?? 0)}`,
    files: [...byFile.values()].map((f) => ({
      file: f.file,
      ms: f.ms,
      note: `${f.tests} tests${f.retries ? `, ${f.retries} retries` : ''}${f.scans ? `; ${f.scans} axe scans, ${(f.axeMs / 1000).toFixed(1)}s` : ''}`,
    })),
    axe: [...byFile.values()].reduce((n, f) => ({ scans: n.scans + f.scans, ms: n.ms + f.axeMs }), { scans: 0, ms: 0 }),
    failures,
    flaky,
  };
}

const stackFrames = (stack) =>
  stack
    ?.split('\n')
    .filter((l) => /^\s+at /.test(l))
    .join('\n');

const fmt = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
};

const results = [];
let failed;
const started = Date.now();
// tsc and the linters use one core each: on CI's 2 cores lint runs beside typecheck, its output shown after
// typecheck's (and dropped, lint stopped, if typecheck fails). The build runs beside the stage before it likewise.
const besidePrevious = new Set(['lint', 'build']);
const early = new Map();
for (const [i, stage] of stages.entries()) {
  const next = stages[i + 1];
  if (next && besidePrevious.has(next.name) && !early.has(stage)) early.set(next, launch(next, { held: true }));
  const beside = early.has(stage) ? ` (started beside ${stages[i - 1]?.name})` : '';
  console.log(`\n━━ ${stage.label}${beside} ━━`);
  const running = early.get(stage) ?? launch(stage);
  running.release();
  const outcome = await running.done;
  const parsed = stage.kind === 'vitest' ? vitestResults(stage) : stage.kind === 'playwright' ? playwrightResults(stage) : undefined;
  const result = { stage, ms: (outcome.end ?? Date.now()) - running.t0, ok: outcome.code === 0, parsed, tail: outcome.tail };
  results.push(result);
  if (!result.ok) {
    failed = result;
    for (const [s, r] of early) if (!results.some((x) => x.stage === s)) r.kill();
    break;
  }
}

const pad = (s, n) => String(s).padEnd(n);
const width = Math.max(...stages.map((s) => s.label.length), 5) + 2;
console.log('\n━━ Stages ━━');
for (const s of stages) {
  const r = results.find((x) => x.stage === s);
  console.log(
    `  ${pad(s.label, width)} ${r ? pad(fmt(r.ms), 8) : pad('-', 8)} ${r ? (r.ok ? 'ok' : 'FAILED') : 'not run'}${r?.parsed?.cases ? `  (${r.parsed.cases})` : ''}`,
  );
}
console.log(`  ${pad('total', width)} ${fmt(Date.now() - started)}`);

for (const r of results.filter((x) => x.parsed?.files.length)) {
  console.log(`\n━━ Slowest files: ${r.stage.label} ━━`);
  for (const f of [...r.parsed.files].sort((a, b) => b.ms - a.ms).slice(0, 10))
    console.log(`  ${pad(`${(f.ms / 1000).toFixed(1)}s`, 7)} ${f.file} (${f.note})`);
  if (r.parsed.axe?.scans)
    console.log(`  Accessibility scans: ${r.parsed.axe.scans}, ${fmt(r.parsed.axe.ms)} of the tests' ${fmt(r.parsed.files.reduce((n, f) => n + f.ms, 0))}`);
  if (r.parsed.flaky?.length) console.log(`  Passed only on a retry:\n    ${r.parsed.flaky.join('\n    ')}`);
}
console.log(`\nReports: ${reportDir}`);

if (failed) {
  const failures = failed.parsed?.failures ?? [];
  console.log(`\n━━ FAILED: ${failed.stage.label} ━━`);
  if (failures.length) {
    for (const f of failures) console.log(`\n✗ ${f.name}\n${f.log}`);
    console.log(`\n${failures.length} failing: ${failures.map((f) => f.name).join('; ')}`);
  } else {
    console.log(`Last ${TAIL} lines of its output:\n${failed.tail}`);
  }
  process.exit(1);
}
