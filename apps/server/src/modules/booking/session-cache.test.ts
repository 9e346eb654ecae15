import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { BOOKING_TEXT as T } from '@venue/shared/booking/steps';
import { ROLES } from '@venue/shared/accounts/roles';
import { accountWithRole, createTestApp, queryRows, type TTestApp } from '../../../test/test-app';
import { flowOf, saveStep, sessionUrl, sessionWithPackage, stepOf } from '../../../test/booking-helpers';
import { keepSession, keptSession } from './session-cache';

/**
 * A wizard call works its change out from the session as this process last saved it and writes it only where
 * the row and the catalogue are still at the versions it was saved at (session-cache.ts). The changes here are
 * made in plain SQL, as another process or a manual fix would: nothing in this process is told, and the next
 * call must neither write over them nor answer from the stale copy.
 */
let t: TTestApp;
let wedding: TBookingFlow;
beforeAll(async () => {
  t = await createTestApp();
  wedding = await flowOf(t);
});
afterAll(() => t.close());

const statementsFor = async (call: () => Promise<{ statusCode: number }>) => {
  const before = t.database.queryCount.value;
  const res = await call();
  expect(res.statusCode).toBe(200);
  return t.database.queryCount.value - before;
};
const inSql = (id: string, change: ReturnType<typeof sql>) => queryRows(t, sql`update booking_sessions set ${change} where session_id = ${id}`);

describe('a session kept by the process that saved it', () => {
  it('is changed in one statement by the next call, and read first when it is not kept', async () => {
    const ip = '10.6.0.1';
    const id = await sessionWithPackage(t, wedding, { ip, day: 170 });
    const addons = stepOf(wedding, 'addon_selection').id;
    expect(await statementsFor(() => t.api.post(sessionUrl(id, 'calculate-pricing'), {}, { ip }))).toBe(1);
    expect(await statementsFor(() => saveStep(t, id, addons, { selected_addons: [] }, false, ip))).toBe(1);
    // Changed elsewhere: the kept copy's write finds nothing, the call reads the row and writes again.
    await inSql(id, sql`updated_at = now()`);
    expect(await statementsFor(() => t.api.post(sessionUrl(id, 'calculate-pricing'), {}, { ip }))).toBe(3);
    expect(await statementsFor(() => t.api.post(sessionUrl(id, 'calculate-pricing'), {}, { ip }))).toBe(1);
    // The catalogue changed elsewhere: the kept copy's flow may be stale. The write finds nothing, then the row is
    // read, the flow loaded anew (six queries) and the change written.
    await queryRows(t, sql`update products set id = id where false`);
    expect(await statementsFor(() => t.api.post(sessionUrl(id, 'calculate-pricing'), {}, { ip }))).toBe(10);
    expect(await statementsFor(() => t.api.post(sessionUrl(id, 'calculate-pricing'), {}, { ip }))).toBe(1);
    // Opened (or recovered) by the wizard: read once, then saved in one statement.
    await inSql(id, sql`updated_at = now()`);
    expect(await statementsFor(() => t.api.get(sessionUrl(id)))).toBe(2); // the session, then its hold
    expect(await statementsFor(() => saveStep(t, id, addons, { selected_addons: [] }, false, ip))).toBe(1);
  });

  it('never writes over a change made elsewhere', async () => {
    const ip = '10.6.0.2';
    const id = await sessionWithPackage(t, wedding, { ip, day: 171 });
    await inSql(id, sql`booking_data = booking_data || '{"elsewhere": {"note": "kept"}}'::jsonb`);
    const addons = { selected_addons: [] };
    expect((await saveStep(t, id, stepOf(wedding, 'addon_selection').id, addons, false, ip)).statusCode).toBe(200);
    const data = (await t.api.get(sessionUrl(id))).json().booking_data;
    expect(data.elsewhere).toEqual({ note: 'kept' });
    expect(data[String(stepOf(wedding, 'addon_selection').id)]).toEqual(addons);
  });

  it('is not renewed when it expired or was abandoned meanwhile', async () => {
    const ip = '10.6.0.3';
    const expired = await sessionWithPackage(t, wedding, { ip, day: 172 });
    await inSql(expired, sql`expires_at = now() - interval '1 minute'`);
    const late = await t.api.post(sessionUrl(expired, 'calculate-pricing'), {}, { ip });
    expect(late.statusCode).toBe(410);
    expect(late.json().detail).toBe(T.sessionExpired);
    expect(
      await queryRows(t, sql`select 1 from facility_reservations r join booking_sessions s on s.id = r.session_id where s.session_id = ${expired}`),
    ).toEqual([]);

    const abandoned = await sessionWithPackage(t, wedding, { ip, day: 173 });
    await inSql(abandoned, sql`status = 'abandoned'`);
    const gone = await saveStep(t, abandoned, stepOf(wedding, 'addon_selection').id, { selected_addons: [] }, false, ip);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().detail).toBe(T.sessionAbandoned);
  });

  it('judges a refusal on the row as it is now, not on the kept copy', async () => {
    const ip = '10.6.0.4';
    const id = await sessionWithPackage(t, wedding, { ip, day: 174 });
    // Two more steps completed elsewhere (another tab served by another process): the kept copy has them open.
    const steps = wedding.enabled_steps;
    const questionnaire = steps.findIndex((s) => s.step_type === 'questionnaire');
    const done = steps.slice(0, questionnaire + 1).map((s) => s.id);
    await inSql(id, sql`completed_step_ids = ${JSON.stringify(done)}::jsonb`);
    const after = steps[questionnaire + 1]!.id;
    const moved = await t.api.patch(sessionUrl(id, 'go-to-step'), { step_id: after }, { ip });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().current_step.id).toBe(after);
  });

  /**
   * The session runs out in the database (expires_at in the past, read back with the row's new version) while
   * this process keeps a copy at that version which says it runs out at `keptExpiry`: the call must refuse it.
   */
  const refusedWhenOver = async (ip: string, day: number, keptExpiry: Date) => {
    const id = await sessionWithPackage(t, wedding, { ip, day });
    const [now] = await queryRows<{ version: string }>(
      t,
      sql`update booking_sessions set expires_at = now() - interval '1 second' where session_id = ${id} returning xmin::text as version`,
    );
    const kept = keptSession(t.database.db, id)!;
    keepSession(t.database.db, id, { ...kept, rowVersion: now!.version, row: { ...kept.row, expiresAt: keptExpiry } });
    const late = await t.api.post(sessionUrl(id, 'calculate-pricing'), {}, { ip });
    expect(late.statusCode).toBe(410);
    expect(late.json().detail).toBe(T.sessionExpired);
  };

  // Time passing writes nothing: the kept copy is still at the row's version when the session runs out.
  it('is refused, not renewed, once its time is up with nothing written since', () => refusedWhenOver('10.6.0.5', 175, new Date(Date.now() - 1000)));

  // The kept copy says open and is at the row's version; only the database's clock says it is over.
  it("is refused when it ran out by the database's clock while the change was worked out", () =>
    refusedWhenOver('10.6.0.6', 176, new Date(Date.now() + 600_000)));

  it('keeps no copy of an outsized session (memory is bounded by size)', async () => {
    const id = await sessionWithPackage(t, wedding, { ip: '10.6.0.7', day: 177 });
    const kept = keptSession(t.database.db, id)!;
    keepSession(t.database.db, id, { ...kept, row: { ...kept.row, bookingData: { big: { text: 'x'.repeat(70_000) } } } });
    expect(keptSession(t.database.db, id)).toBeUndefined();
  });
});

describe('the calls that change a session, by role', () => {
  // Public calls: the session id is the key, whoever is signed in. Each role saves, moves back and prices its own
  // session, in one statement once the session is kept, and renews nothing twice within the minute.
  it.each(['guest', ...ROLES] as const)('a %s saves a step, goes back a step and prices the session', async (role) => {
    const token = role === 'guest' ? undefined : (await accountWithRole(t, role)).tokens.access;
    const ip = `10.6.9.${['guest', ...ROLES].indexOf(role) + 1}`;
    const id = await sessionWithPackage(t, wedding, { ip, day: 160 - ['guest', ...ROLES].indexOf(role) });
    const addons = stepOf(wedding, 'addon_selection').id;
    const update = await t.api.patch(sessionUrl(id, 'update'), { step_id: addons, step_data: { selected_addons: [] }, mark_completed: true }, { ip, token });
    expect(update.statusCode).toBe(200);
    const back = await t.api.patch(sessionUrl(id, 'go-to-step'), { step_id: addons }, { ip, token });
    expect(back.json()).toMatchObject({ session_id: id, current_step: { id: addons } });
    expect(back.json().expires_at).toBe(update.json().expires_at);
    expect(await statementsFor(() => t.api.post(sessionUrl(id, 'calculate-pricing'), {}, { ip, token }))).toBe(1);
  });
});
