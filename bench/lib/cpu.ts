import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/**
 * CPU milliseconds used so far by the server process and by the bench's PostgreSQL (the postmaster and its
 * children). `serverTree` counts the server's children too (a pre-forking server such as gunicorn).
 */
export function cpuMs(serverPid: number, postmasterPid: number, serverTree = false): { server: number; postgres: number } {
  let postgres = 0;
  let server = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ms = (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime + stime
    if (Number(pid) === serverPid || (serverTree && Number(fields[1]) === serverPid)) server += ms;
    // The postmaster's cutime + cstime hold what its ended children used: a pool closing an idle connection
    // would otherwise take that backend's CPU out of the sum (and make a figure negative).
    else if (comm === 'postgres' && Number(pid) === postmasterPid) postgres += ms + (Number(fields[13]) + Number(fields[14])) * TICK_MS;
    else if (comm === 'postgres' && Number(fields[1]) === postmasterPid) postgres += ms;
  }
  return { server, postgres };
}

/** The postmaster's pid of the PostgreSQL server at `url` (the parent of a backend). */
export async function postmasterPidOf(url: string): Promise<number> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const backend = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    return Number(readFileSync(`/proc/${backend}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
  } finally {
    await client.end();
  }
}

/** Runs a load and adds the CPU milliseconds per request the server and PostgreSQL spent on it. */
export async function withCpu<T extends { rps: number }>(
  pids: { server: number; postmaster: number },
  seconds: number,
  run: () => Promise<T>,
): Promise<T & { cpuText: string }> {
  const c0 = cpuMs(pids.server, pids.postmaster);
  const r = await run();
  const c1 = cpuMs(pids.server, pids.postmaster);
  const n = r.rps * (seconds + 1); // load() runs a 1 s warm-up first
  const per = (ms: number) => (ms / n).toFixed(2);
  return { ...r, cpuText: `CPU/req server ${per(c1.server - c0.server)} ms, postgres ${per(c1.postgres - c0.postgres)} ms` };
}
