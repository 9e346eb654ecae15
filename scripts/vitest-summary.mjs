// A vitest reporter for scripts/test.mjs, used beside the default one: it writes a JSON file
// (VITEST_SUMMARY_FILE) with each test file's whole time and case count, and every failure with its log.
// Vitest's own json reporter measures a file from its first test's start to its last test's end (no import, no
// beforeAll, which is where an API file builds its app and database) and leaves out unhandled errors; this one
// does not.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** The message, the expected/received diff, then the stack's frames in our code (vitest's own are noise). */
const describeError = (e) => {
  const frames = (e.stack ?? '').split('\n').filter((l) => /^\s+at /.test(l));
  const ours = frames.filter((l) => !l.includes('/node_modules/'));
  return [`${e.name ?? 'Error'}: ${e.message}`, e.diff, (ours.length ? ours : frames).slice(0, 12).join('\n')].filter(Boolean).join('\n');
};

export default class SummaryReporter {
  onTestRunEnd(testModules, unhandledErrors = [], reason) {
    const file = process.env.VITEST_SUMMARY_FILE;
    if (!file) return;
    const files = [];
    const failures = [];
    for (const m of testModules) {
      const name = relative(root, m.moduleId);
      const d = m.diagnostic();
      const tests = [...m.children.allTests()];
      files.push({
        file: name,
        project: m.project.name,
        state: m.state(),
        ms: Math.round(d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration),
        tests: tests.length,
        passed: tests.filter((t) => t.result().state === 'passed').length,
        skipped: tests.filter((t) => t.result().state === 'skipped').length,
      });
      // A file that fails to import, or a failing beforeAll/afterAll, is reported on the module, not a test.
      const moduleErrors = m.errors();
      if (moduleErrors.length) failures.push({ name: `${name} (the file itself)`, log: moduleErrors.map(describeError).join('\n\n') });
      for (const t of tests) {
        const r = t.result();
        if (r.state === 'failed') failures.push({ name: `${name} > ${t.fullName}`, log: (r.errors ?? []).map(describeError).join('\n\n') });
      }
    }
    for (const e of unhandledErrors) failures.push({ name: 'Unhandled error (outside any test)', log: describeError(e) });
    writeFileSync(file, JSON.stringify({ reason, files, failures }, null, 1));
  }
}
