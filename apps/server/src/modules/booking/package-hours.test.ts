import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { DURATION_NOT_FREE } from '@venue/shared/booking/package-duration';
import { accountWithRole, createTestApp, registerClient, type TTestApp } from '../../../test/test-app';
import { daysAhead, flowOf, saveStep, sessionUrl, startBooking, stepOf } from '../../../test/booking-helpers';
import { pht } from '../../../test/staff-helpers';

/**
 * Issue 39, point 3: the schedule's duration follows the chosen package. The wedding flow's schedule starts at 5
 * hours (the Intimate package's, the fewest its packages include); the Garden package includes 8.
 */
let t: TTestApp;
let wedding: TBookingFlow;
let pavilion: number;
const sku = (s: string) =>
  (stepOf(wedding, 'package_selection').configuration.available_packages_details as { id: number; sku: string }[]).find((p) => p.sku === s)!.id;
const dateStep = () => stepOf(wedding, 'date_time');
const packages = (s: string) => ({ selected_packages: [{ product_id: sku(s), quantity: 1 }] });
const GARDEN = 'Garden Wedding Package';

beforeAll(async () => {
  t = await createTestApp();
  wedding = await flowOf(t);
  pavilion = dateStep().configuration.default_facility_id as number;
});
afterAll(() => t.close());

/** A session with its schedule saved (completed) on `day` at 10:00 for `duration` hours, from `ip`. */
async function scheduled(ip: string, day: string, duration: number) {
  const id = await startBooking(t, wedding, ip);
  await saveStep(t, id, stepOf(wedding, 'introduction').id, { acknowledged: true }, true, ip);
  const res = await saveStep(t, id, dateStep().id, { start_date: day, start_time: '10:00', duration }, true, ip);
  expect(res.statusCode, res.body).toBe(200);
  return { id, res: res.json() };
}
const choose = (id: string, s: string, ip: string, markCompleted = false) =>
  saveStep(t, id, stepOf(wedding, 'package_selection').id, packages(s), markCompleted, ip);
const session = async (id: string) => (await t.api.get(sessionUrl(id))).json();

describe('the schedule follows the chosen package', () => {
  it('starts at the fewest included hours, then lengthens the schedule and its hold to the chosen package, and back', async () => {
    expect(dateStep().configuration.default_duration_hours).toBe(5);
    const ip = '10.39.0.1';
    const day = daysAhead(240);
    const { id, res } = await scheduled(ip, day, 5);
    expect(res.step_data).toMatchObject({ duration: 5, duration_chosen: false });

    // A draft save of the package step is enough: the schedule, its hold and the price follow at once.
    const garden = (await choose(id, 'PKG-WED-GARDEN', ip)).json();
    expect(garden.validation_errors).toEqual([]);
    expect(garden.other_step_data[String(dateStep().id)]).toMatchObject({ duration: 8, end_date: day, end_time: '18:00', duration_chosen: false });
    expect(garden.hold).toMatchObject({
      facility_id: pavilion,
      starts_at: new Date(pht(day, '10:00')).toISOString(),
      ends_at: new Date(pht(day, '18:00')).toISOString(),
    });
    expect(garden.step_data.duration_note).toEqual({ kind: 'followed', text: `Your booking now lasts 8 hours, the hours ${GARDEN} includes.` });
    expect(garden.pricing.line_items[0]).toMatchObject({ name: GARDEN, excess_hours: '0.00', excess_cost: '0.00' });

    // Another package moves it again: to the Intimate wedding's 5 hours, with nothing to say.
    const intimate = (await choose(id, 'PKG-WED-INTIMATE', ip)).json();
    expect(intimate.other_step_data[String(dateStep().id)]).toMatchObject({ duration: 5, end_time: '15:00' });
    expect(intimate.hold.ends_at).toBe(new Date(pht(day, '15:00')).toISOString());
    expect(intimate.step_data.duration_note).toBeNull();

    // Next with the Garden package: the session keeps 8 hours; saving the schedule back unchanged is no choice.
    expect((await choose(id, 'PKG-WED-GARDEN', ip, true)).statusCode).toBe(200);
    expect((await session(id)).booking_data[String(dateStep().id)]).toMatchObject({ duration: 8, end_time: '18:00', duration_chosen: false });
    await saveStep(t, id, dateStep().id, { start_date: day, start_time: '10:00', duration: 8 }, true, ip);
    const again = (await choose(id, 'PKG-WED-INTIMATE', ip)).json();
    expect(again.other_step_data[String(dateStep().id)]).toMatchObject({ duration: 5 });
  });

  it('keeps the schedule when the longer time is taken, and says so on the package step', async () => {
    const ip = '10.39.0.2';
    const day = daysAhead(241);
    const { id } = await scheduled(ip, day, 5); // Pavilion 10:00-15:00, taken 08:00-17:00 with its buffers
    // The venue books the Pavilion from 19:00 (taken from 17:00): 10:00-18:00 would need it until 20:00.
    const staff = (await accountWithRole(t, 'staff')).tokens.access;
    const client = await registerClient(t, 'package-hours@example.test');
    const booked = await t.api.post(
      '/api/staff/events/',
      {
        client_id: client.user.id,
        event_type_id: wedding.event_type,
        name: 'Evening party',
        facility_id: pavilion,
        starts_at: pht(day, '19:00'),
        ends_at: pht(day, '22:00'),
      },
      { token: staff },
    );
    expect(booked.statusCode, booked.body).toBe(201);

    const res = await choose(id, 'PKG-WED-GARDEN', '10.39.0.2', true);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.other_step_data).toBeUndefined();
    expect(body.validation_errors).toEqual([]);
    expect(body.step_data.duration_note).toEqual({
      kind: 'differs',
      text: `Your booking is 5 hours, while ${GARDEN} includes 8 hours. ${DURATION_NOT_FREE} Go back to Date & Time to change it, or go on with 5 hours.`,
    });
    // The hold and the schedule are as they were; the step was completed (the note does not stop the visitor).
    expect(body.hold.ends_at).toBe(new Date(pht(day, '15:00')).toISOString());
    expect(body.current_step.step_type).toBe('addon_selection');
    expect((await session(id)).booking_data[String(dateStep().id)]).toMatchObject({ duration: 5, end_time: '15:00' });
  });

  it('keeps a duration the visitor set, and prices the extra hours they chose', async () => {
    const ip = '10.39.0.3';
    const shorter = await scheduled(ip, daysAhead(242), 6);
    expect(shorter.res.step_data.duration_chosen).toBe(true);
    const six = (await choose(shorter.id, 'PKG-WED-GARDEN', ip)).json();
    expect(six.other_step_data).toBeUndefined();
    expect(six.hold.ends_at).toBe(new Date(pht(daysAhead(242), '16:00')).toISOString());
    expect(six.step_data.duration_note).toEqual({
      kind: 'differs',
      text: `Your booking is 6 hours, while ${GARDEN} includes 8 hours. Go back to Date & Time to change it, or go on with 6 hours.`,
    });

    // Ten hours chosen: the Garden package's 8 and 2 extra at its ₱8,500 an hour, said in the price.
    const longer = await scheduled('10.39.0.4', daysAhead(243), 10);
    const ten = (await choose(longer.id, 'PKG-WED-GARDEN', '10.39.0.4')).json();
    expect(ten.other_step_data).toBeUndefined();
    expect(ten.step_data.duration_note).toBeNull();
    expect(ten.pricing.line_items[0]).toMatchObject({ name: GARDEN, excess_hours: '2.00', excess_hour_price: '8500.00', excess_cost: '17000.00' });

    // A visitor who moved the slider and back still chose it: the duration stays theirs.
    const back = await scheduled('10.39.0.5', daysAhead(244), 7);
    await saveStep(t, back.id, dateStep().id, { start_date: daysAhead(244), start_time: '10:00', duration: 5 }, true, '10.39.0.5');
    expect((await choose(back.id, 'PKG-WED-GARDEN', '10.39.0.5')).json().other_step_data).toBeUndefined();
    // Whatever the browser sends, the server decides whether the duration was chosen.
    const told = await scheduled('10.39.0.6', daysAhead(245), 5);
    const forged = await saveStep(
      t,
      told.id,
      dateStep().id,
      { start_date: daysAhead(245), start_time: '10:00', duration: 5, duration_chosen: true },
      true,
      '10.39.0.6',
    );
    expect(forged.json().step_data.duration_chosen).toBe(false);
  });
});
