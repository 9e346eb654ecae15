import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { venueDay } from '@venue/shared/dates';

/**
 * Shared by the Playwright config (which starts the servers) and the fixtures (which pick one and read its outbox).
 *
 * Every worker has its own demo server and its own empty server, each on its own embedded database: worker i
 * (Playwright's parallelIndex, which a replacement worker inherits) talks to port E2E_PORT+i and reads the
 * outbox under `${E2E_DATA_DIR}-i`, so no test sees another worker's data.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? join(tmpdir(), `venue-e2e-${E2E_PORT}`);

/**
 * The venue's day when the run began, fixed for the whole run: the runner sets it before its workers start, and they
 * inherit it. Specs spread their bookings over days counted from it, a few apart; counted from each test's own today,
 * a run that crossed the venue's midnight put two specs on one day.
 */
process.env.E2E_SUITE_DAY ??= venueDay();
export const SUITE_DAY = process.env.E2E_SUITE_DAY;

export const DEMO = { email: 'demo@venue.test', password: 'DemoClient#2026', firstName: 'Maria' };

/**
 * A second server per worker on an empty embedded database (SEED_DEMO=false) whose only account is the admin
 * made by `npm run create-admin`: the staff journeys run on it (only there) to prove a venue needs no demo data.
 */
export const E2E_EMPTY_PORT = Number(process.env.E2E_EMPTY_PORT ?? E2E_PORT + 50);
export const E2E_EMPTY_DATA_DIR = process.env.E2E_EMPTY_DATA_DIR ?? `${E2E_DATA_DIR}-empty`;
export const EMPTY_PROJECT = 'empty-database';
/** The admin the empty server's create-admin run makes; the setup project sets this password through its link. */
export const CLI_ADMIN = { email: 'owner@venue.test', password: 'Owner#Venue2026', name: 'Teresa Aquino' };
/** The staff member that admin invites in the setup project: the empty server's staff journeys run as them. */
export const FIRST_STAFF = { email: 'frontdesk@venue.test', password: 'Front#Desk2026', name: 'Jun Villanueva', firstName: 'Jun', lastName: 'Villanueva' };

export interface TE2EServer {
  port: number;
  baseURL: string;
  dataDir: string;
}

const server = (port: number, dataDir: string): TE2EServer => ({ port, baseURL: `http://localhost:${port}`, dataDir });

/** The demo server of worker `index`. */
export const demoServer = (index: number) => server(E2E_PORT + index, `${E2E_DATA_DIR}-${index}`);
/** The empty-database server of worker `index`. */
export const emptyServer = (index: number) => server(E2E_EMPTY_PORT + index, `${E2E_EMPTY_DATA_DIR}-${index}`);
/** The server a worker of `project` talks to. */
export const serverFor = (project: string, index: number) => (project === EMPTY_PROJECT ? emptyServer(index) : demoServer(index));
/** Indexes 0..E2E_WORKERS-1, one per server pair. */
export const workerIndexes = () => Array.from({ length: E2E_WORKERS }, (_, i) => i);
