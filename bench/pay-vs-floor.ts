import { spawn } from 'node:child_process';

/**
 * `npm run bench:pay-vs-floor`: the pay call against the machine's floor in one sitting (issue 42, point 3). Runs
 * the pay load (bench/payments-only.ts, BENCH_ONLY=pay: its statement count and the median of its rounds) and then
 * the floor of six committed writes three times (bench/floor.ts), and prints both rates and the pay's share of the
 * floor. The machine is shared, so only figures from one run compare; CPU per request moves less than rates.
 * BENCH_SERVER, BENCH_RUNS, BENCH_SECONDS, BENCH_PORT and BENCH_PG_PORT pass through.
 */
function run(script: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${script} exited with ${code}`))));
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const numbers = (text: string, re: RegExp) => [...text.matchAll(re)].map((m) => Number(m[1]));

const pay = await run('bench/payments-only.ts', { BENCH_ONLY: 'pay' });
const floor = await run('bench/floor.ts', { BENCH_FLOOR_WRITES: '6,6,6' });

const statements = /pay (\d+) \(/.exec(pay)?.[1] ?? '?';
const rounds = pay.split('\n').filter((l) => l.startsWith('round '));
const payRate = median(rounds.flatMap((l) => numbers(l, /pay (\d+) req\/s/g)));
const payCpu = median(rounds.flatMap((l) => numbers(l, /pay [^;]*CPU\/req server ([\d.]+) ms/g)));
const payPg = median(rounds.flatMap((l) => numbers(l, /pay [^;]*postgres ([\d.]+) ms/g)));
const floorRate = median(numbers(floor, /6 committed write\(s\) per call at \d+ connections: (\d+) req\/s/g));
const floorCpu = median(numbers(floor, /6 committed write\(s\)[^\n]*CPU\/req server ([\d.]+) ms/g));

console.log(
  `\npay: ${payRate} pays/s (median of ${rounds.length}), ${statements} SQL statements, CPU per pay server ${payCpu} ms, postgres ${payPg} ms` +
    `\nfloor (6 committed writes): ${floorRate} calls/s (median of 3), CPU per call server ${floorCpu} ms` +
    `\npay / floor: ${((100 * payRate) / floorRate).toFixed(1)}% (target 30%)`,
);
