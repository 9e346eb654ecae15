import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_EMPTY_BASE_URL, EMPTY_PROJECT } from './env';

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
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
    { name: 'chromium', use: { ...devices['Desktop Chrome'] } },
    // The venue's journeys again on a database with no demo data: the CLI's admin sets a password, then acts as staff.
    { name: `${EMPTY_PROJECT}-setup`, testDir: './tests-empty', testMatch: '*.setup.ts', use: { ...devices['Desktop Chrome'], baseURL: E2E_EMPTY_BASE_URL } },
    {
      name: EMPTY_PROJECT,
      testMatch: ['staff-clients-events.spec.ts', 'staff-event-tabs.spec.ts', 'staff-sales-quotes.spec.ts', 'staff-sales-contracts.spec.ts'],
      dependencies: [`${EMPTY_PROJECT}-setup`],
      use: { ...devices['Desktop Chrome'], baseURL: E2E_EMPTY_BASE_URL },
    },
  ],
  webServer: [
    { command: 'node e2e/serve.mjs', cwd: '..', url: `${E2E_BASE_URL}/api/health/`, reuseExistingServer: false, timeout: 60_000, stdout: 'pipe' },
    { command: 'node e2e/serve-empty.mjs', cwd: '..', url: `${E2E_EMPTY_BASE_URL}/api/health/`, reuseExistingServer: false, timeout: 90_000 },
  ],
});
