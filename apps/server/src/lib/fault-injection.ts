/**
 * Test-only crash points: with NODE_ENV=test and VENUE_CRASH_AT naming the point, the process kills itself there
 * with SIGKILL (no cleanup, no flush), as a power cut or an OOM kill would. Lets a test prove that recovery settles
 * what a dead process left half done. Outside tests this is a no-op whatever the environment says.
 */
export async function crashPoint(name: 'before-gateway-charge' | 'after-gateway-charge'): Promise<void> {
  if (process.env.NODE_ENV !== 'test' || process.env.VENUE_CRASH_AT !== name) return;
  process.kill(process.pid, 'SIGKILL');
  // SIGKILL is delivered asynchronously: never let the caller go on to record anything meanwhile.
  await new Promise<never>(() => undefined);
}
