import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = '/usr/lib/postgresql/15/bin';

/**
 * The budget is stated on PostgreSQL: use BENCH_DATABASE_URL when given, else a throwaway local cluster
 * (Debian's PostgreSQL 15, started as the postgres user) on `port`, else none. `settings` are extra server
 * settings (`-c name=value`), e.g. pg_stat_statements for a diagnosis.
 */
export function benchPostgres(opts: { port?: number; settings?: string[] } = {}): { url: string; stop(): void } | null {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: () => undefined };
  if (!existsSync(`${BIN}/initdb`) || process.getuid?.() !== 0) return null;
  const port = opts.port ?? 5434;
  const dir = mkdtempSync(join(tmpdir(), 'venue-bench-pg-'));
  const asPostgres = (cmd: string) => execSync(`su postgres -c "${cmd}"`, { stdio: 'ignore' });
  execSync(`chown postgres:postgres ${dir}`);
  asPostgres(`${BIN}/initdb -D ${dir} -A trust -U postgres`);
  const extra = (opts.settings ?? []).map((s) => ` -c ${s}`).join('');
  asPostgres(`${BIN}/pg_ctl -D ${dir} -o '-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=200${extra}' -l ${dir}/log -w start`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      asPostgres(`${BIN}/pg_ctl -D ${dir} -m immediate stop`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
