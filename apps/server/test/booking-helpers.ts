import { addDays, venueDay } from '@venue/shared/dates';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { testCardToken } from './payments-helpers';
import type { TTestApp } from './test-app';

/** The booking wizard driven through its API, as the browser does it. */
export const FLOWS = '/api/bookingflow/public/flows';
export const sessionUrl = (id: string, call = '') => `${FLOWS}/session/${id}/${call ? `${call}/` : ''}`;

export async function flowOf(t: TTestApp, eventTypeName = 'Wedding'): Promise<TBookingFlow> {
  const flows = (await t.api.get(`${FLOWS}/`)).json() as TBookingFlow[];
  return flows.find((f) => f.event_type_name === eventTypeName)!;
}

export const stepOf = (flow: TBookingFlow, type: string) => flow.enabled_steps.find((s) => s.step_type === type)!;

/** A venue day this many days from today. */
export const daysAhead = (n: number) => addDays(venueDay(), n);

export async function startBooking(t: TTestApp, flow: TBookingFlow, ip = '127.0.0.1'): Promise<string> {
  const res = await t.api.post(`${FLOWS}/${flow.id}/start_session/`, { booking_flow: flow.id }, { ip });
  if (res.statusCode !== 201) throw new Error(`start failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { session_id: string }).session_id;
}

/** The garden wedding package's product id in the flow. */
export const gardenPackageId = (flow: TBookingFlow) =>
  (stepOf(flow, 'package_selection').configuration.available_packages_details as { id: number; sku: string }[]).find((p) => p.sku === 'PKG-WED-GARDEN')!.id;

/** A session through the introduction, a 10:00 schedule on `day` (days ahead) and the garden package: a priced session. */
export async function sessionWithPackage(t: TTestApp, flow: TBookingFlow, o: { ip: string; day: number }): Promise<string> {
  const id = await startBooking(t, flow, o.ip);
  const ok = async (type: string, data: Record<string, unknown>) => {
    const res = await saveStep(t, id, stepOf(flow, type).id, data, true, o.ip);
    if (res.statusCode !== 200) throw new Error(`${type}: ${res.statusCode} ${res.body}`);
  };
  await ok('introduction', { acknowledged: true });
  await ok('date_time', { start_date: daysAhead(o.day), start_time: '10:00', duration: 8 });
  await ok('package_selection', { selected_packages: [{ product_id: gardenPackageId(flow), quantity: 1 }] });
  return id;
}

export const saveStep = (t: TTestApp, sessionId: string, stepId: number, data: Record<string, unknown>, markCompleted = true, ip = '127.0.0.1') =>
  t.api.patch(sessionUrl(sessionId, 'update'), { step_id: stepId, step_data: data, mark_completed: markCompleted }, { ip });

export interface TBookingChoice {
  day: string;
  time?: string;
  duration?: number;
  facility?: number | null;
  email?: string;
  createAccount?: boolean;
  packageSku?: string;
  addons?: { sku: string; quantity: number }[];
  discount?: string | null;
  /** More answers to the wedding's booking questions, by question. */
  answers?: Record<string, unknown>;
}

const productId = (flow: TBookingFlow, type: 'package_selection' | 'addon_selection', sku: string) => {
  const key = type === 'package_selection' ? 'available_packages_details' : 'available_addons_details';
  return (stepOf(flow, type).configuration[key] as { id: number; sku: string }[]).find((p) => p.sku === sku)!.id;
};

/** Completes every step up to (not including) payment_info with valid data of a wedding. */
export async function fillWedding(t: TTestApp, flow: TBookingFlow, sessionId: string, c: TBookingChoice, ip = '127.0.0.1') {
  const ok = async (type: string, data: Record<string, unknown>) => {
    const res = await saveStep(t, sessionId, stepOf(flow, type).id, data, true, ip);
    if (res.statusCode !== 200) throw new Error(`${type}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  await ok('introduction', { acknowledged: true });
  await ok('date_time', { start_date: c.day, start_time: c.time ?? '14:00', duration: c.duration ?? 8, venue_preference: c.facility ?? null });
  await ok('package_selection', { selected_packages: [{ product_id: productId(flow, 'package_selection', c.packageSku ?? 'PKG-WED-GARDEN'), quantity: 1 }] });
  await ok('addon_selection', {
    selected_addons: (c.addons ?? [{ sku: 'ADD-CAT-BUFFET', quantity: 100 }]).map((a) => ({
      product_id: productId(flow, 'addon_selection', a.sku),
      quantity: a.quantity,
    })),
  });
  const fields = stepOf(flow, 'questionnaire').configuration.questionnaire_items as { id: number; name: string }[];
  const answer = (name: string) => `field_${fields.find((f) => f.name === name)!.id}`;
  await ok('questionnaire', {
    responses: {
      [answer('Names of the couple')]: 'Maria & Jose',
      [answer('Expected number of guests')]: 100,
      [answer('Ceremony style')]: 'Garden ceremony',
      ...Object.fromEntries(Object.entries(c.answers ?? {}).map(([name, value]) => [answer(name), value])),
    },
  });
  await ok('contact_info', {
    full_name: 'Maria Clara Santos',
    email: c.email ?? `maria-${Math.random().toString(36).slice(2, 8)}@example.test`,
    phone: '0917 123 4567',
    create_account: c.createAccount ?? false,
    ...(c.createAccount ? { password: 'sampaguita2026' } : {}),
  });
  return ok('pricing_summary', { terms_accepted: true, applied_discount_code: c.discount ?? null, special_requests: 'White chairs, please.' });
}

export async function payWith(
  t: TTestApp,
  flow: TBookingFlow,
  sessionId: string,
  card = '4242424242424242',
  extra: Record<string, unknown> = {},
  ip = '127.0.0.1',
) {
  const token = await testCardToken(t, card);
  return saveStep(
    t,
    sessionId,
    stepOf(flow, 'payment_info').id,
    { completion_type: 'payment', payment_type: 'FULL', payment_gateway_code: 'test', payment_method_token: token, ...extra },
    true,
    ip,
  );
}

export const complete = (t: TTestApp, sessionId: string, completionType = 'payment', o: { token?: string; ip?: string } = {}) =>
  t.api.post(sessionUrl(sessionId, 'complete'), { completion_type: completionType }, o);
