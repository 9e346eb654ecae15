import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Shared by the Playwright config (which starts the server) and the fixtures (which read its outbox). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? join(tmpdir(), `venue-e2e-${E2E_PORT}`);
process.env.E2E_PORT = String(E2E_PORT);
process.env.E2E_DATA_DIR = E2E_DATA_DIR;

export const DEMO = { email: 'demo@venue.test', password: 'DemoClient#2026', firstName: 'Maria' };
