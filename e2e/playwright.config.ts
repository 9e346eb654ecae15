import { defineConfig, devices } from '@playwright/test';
import { demoServer, E2E_WORKERS, EMPTY_PROJECT, emptyServer, workerIndexes } from './env';

/** The staff journeys that run on the empty database (and not again on the demo one). */
const EMPTY_DATABASE_SPECS = [
  'staff-clients-events.spec.ts',
  'staff-event-tabs.spec.ts',
  'staff-sales-quotes.spec.ts',
  'staff-sales-contracts.spec.ts',
  'staff-reminders.spec.ts',
  'first-run-setup.spec.ts',
];

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  // Two workers share two cores: a journey runs about half as fast as it did alone.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // A CLI --reporter replaces this list; add `--add-reporter=./e2e/retried-reporter.ts` (path from the repository
  // root) to keep the "Retried: N" line, or --reporter=list,json,./e2e/retried-reporter.ts.
  reporter: [['list'], ...(process.env.CI ? [] : [['html', { open: 'never', outputFolder: './playwright-report' }] as const]), ['./retried-reporter.ts']],
  // baseURL is each worker's own server: the e2eServer fixture (fixtures/test.ts).
  use: {
    // A failed test keeps its trace (actions, DOM snapshots, network) but not the screencast: filming every test
    // cost about 15% of the browser stage's CPU (docs/testing.md); the failure's own screenshot is still taken.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // A step that never completes fails by name instead of running into the test's timeout.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
    // The system's "reduce motion" wish, which the app follows (no transitions or animations): Chromium without a
    // GPU painted every fade, spinner and skeleton pulse in software, 15% of its CPU and 10% of the tests' time on
    // the browser stage's two busy cores (docs/testing.md). a11y-panel.spec.ts, which tests the wish itself, runs
    // without it.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // The venue's staff journeys on a database with no demo data: the CLI's admin sets a password and invites the
    // first staff member, who runs them. They run there only: nothing they prove depends on the demo seed.
    { name: `${EMPTY_PROJECT}-setup`, testDir: './tests-empty', testMatch: '*.setup.ts', use: { ...devices['Desktop Chrome'] } },
    // Both projects wait for the short setup, so their tests share out in one pool (a project that depends on
    // another runs only after every project without dependencies has ended, leaving a worker idle at each
    // boundary); the long staff journeys come first so that no worker is left alone with one at the end.
    {
      name: EMPTY_PROJECT,
      testMatch: EMPTY_DATABASE_SPECS,
      dependencies: [`${EMPTY_PROJECT}-setup`],
      use: { ...devices['Desktop Chrome'] },
    },
    { name: 'chromium', testIgnore: EMPTY_DATABASE_SPECS, dependencies: [`${EMPTY_PROJECT}-setup`], use: { ...devices['Desktop Chrome'] } },
  ],
  // One command starts every worker's servers at once (serve-all.mjs); Playwright would start a list one by one.
  webServer: {
    command: 'node e2e/serve-all.mjs',
    cwd: '..',
    env: {
      E2E_SERVERS: JSON.stringify([
        ...workerIndexes().map((i) => ({ script: 'serve.mjs', port: demoServer(i).port, dataDir: demoServer(i).dataDir })),
        ...workerIndexes().map((i) => ({ script: 'serve-empty.mjs', port: emptyServer(i).port, dataDir: emptyServer(i).dataDir, quiet: true })),
      ]),
    },
    wait: { stdout: /e2e servers ready/ },
    reuseExistingServer: false,
    // Several embedded databases migrate and seed at once on a shared machine: minutes, not seconds.
    timeout: 360_000,
    stdout: 'pipe',
  },
});
