import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claimDataDir, processStart, releaseDataDir, runningInstance } from './instance-lock';

const dirs: string[] = [];
const dataDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'venue-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('instance lock', () => {
  it('sees a live server that recorded itself', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    await new Promise((r) => child.once('spawn', r));
    const dir = dataDir();
    writeFileSync(join(dir, 'server.json'), JSON.stringify({ pid: child.pid, start: processStart(child.pid!), port: 3000 }));
    expect(runningInstance(dir)).toMatchObject({ pid: child.pid, port: 3000 });
    expect(() => claimDataDir(dir)).toThrow(/in use by process/);
    child.kill();
  });

  it('ignores a stale record whose PID now belongs to an unrelated process', () => {
    const dir = dataDir();
    // PID 1 is alive, but it is not the server that wrote this record (its start time differs).
    writeFileSync(join(dir, 'server.json'), JSON.stringify({ pid: 1, start: '123', port: 3000 }));
    expect(runningInstance(dir)).toBeNull();
    expect(() => claimDataDir(dir)).not.toThrow();
    expect(runningInstance(dir)).toBeNull(); // our own record is not "another" server
    releaseDataDir(dir);
  });

  it('ignores the record of a process that is gone, and a broken file', () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'server.json'), JSON.stringify({ pid: 2 ** 22 + 12345 }));
    expect(runningInstance(dir)).toBeNull();
    writeFileSync(join(dir, 'server.json'), '{not json');
    expect(runningInstance(dir)).toBeNull();
  });
});
