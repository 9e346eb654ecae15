import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Shared by the Playwright config (which starts the server) and the fixtures (which read its outbox). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? join(tmpdir(), `venue-e2e-${E2E_PORT}`);
process.env.E2E_PORT = String(E2E_PORT);
process.env.E2E_DATA_DIR = E2E_DATA_DIR;

export const DEMO = { email: 'demo@venue.test', password: 'DemoClient#2026', firstName: 'Maria' };

/**
 * A second server on an empty embedded database (SEED_DEMO=false) whose only account is the admin made by
 * `npm run create-admin`: the staff journeys run on it again to prove a venue needs no demo data.
 */
export const E2E_EMPTY_PORT = Number(process.env.E2E_EMPTY_PORT ?? E2E_PORT + 50);
export const E2E_EMPTY_BASE_URL = `http://localhost:${E2E_EMPTY_PORT}`;
export const E2E_EMPTY_DATA_DIR = process.env.E2E_EMPTY_DATA_DIR ?? `${E2E_DATA_DIR}-empty`;
process.env.E2E_EMPTY_PORT = String(E2E_EMPTY_PORT);
process.env.E2E_EMPTY_DATA_DIR = E2E_EMPTY_DATA_DIR;
export const EMPTY_PROJECT = 'empty-database';
/** The admin the empty server's create-admin run makes; the setup project sets this password through its link. */
export const CLI_ADMIN = { email: 'owner@venue.test', password: 'Owner#Venue2026', name: 'Teresa Aquino' };
