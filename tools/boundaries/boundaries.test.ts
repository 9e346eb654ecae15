import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Each import rule of tools/boundaries/rules.cjs bites: the fixture tree commits every leak issue 10 listed
 * once, and the cruiser must name each one. (The real tree is checked by `npm run lint`.)
 */
const here = fileURLToPath(new URL('.', import.meta.url));
const bin = fileURLToPath(new URL('../../node_modules/dependency-cruiser/bin/dependency-cruise.mjs', import.meta.url));

function violations(): { rule: string; from: string; to: string }[] {
  const run = spawnSync(process.execPath, [bin, 'apps', 'packages', '--config', '../rules.cjs', '--output-type', 'json'], {
    cwd: `${here}fixtures`,
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout) as { summary: { violations: { rule: { name: string }; from: string; to: string }[] } };
  return report.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
}

describe('import boundaries', () => {
  const found = violations();
  const has = (rule: string, from: string) => found.some((v) => v.rule === rule && v.from === from);

  it.each([
    ['web-feature-to-other-feature', 'apps/web/src/features/alpha/relative-feature-leak.ts'],
    ['web-feature-to-other-feature', 'apps/web/src/features/alpha/alias-feature-leak.ts'],
    ['web-feature-to-app', 'apps/web/src/features/alpha/app-leak.ts'],
    ['web-shared-ui-to-features', 'apps/web/src/components/feature-leak.ts'],
    ['server-module-to-other-repo', 'apps/server/src/modules/one/one.service.ts'],
    ['server-lib-to-modules', 'apps/server/src/lib/module-leak.ts'],
    ['server-context-to-modules', 'apps/server/src/context.ts'],
    ['server-module-to-composition-root', 'apps/server/src/modules/one/root-leak.ts'],
    ['no-cycles', 'apps/server/src/lib/cycle-a.ts'],
    ['shared-imports-nothing-ours', 'packages/shared/src/ours-leak.ts'],
    ['web-to-server', 'apps/web/src/server-leak.ts'],
  ])('%s catches %s', (rule, from) => {
    expect(has(rule, from), JSON.stringify(found, null, 1)).toBe(true);
  });

  it('lets a module use its own repo', () => {
    expect(found.some((v) => v.from === 'apps/server/src/modules/one/one.routes.ts')).toBe(false);
  });
});
