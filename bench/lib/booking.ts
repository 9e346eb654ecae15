import { addDays, venueDay } from '@venue/shared/dates';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { load, type TLoadResult } from './load';
import { csrfPair } from './session';

/**
 * The booking wizard's two busiest calls: a draft save of a step (the browser sends one after 1 s of quiet)
 * and the pricing refresh (300 ms after a change). Forty sessions, each on its own slot and its own client
 * address (the server runs with TRUST_PROXY, as behind a proxy), so the per-address caps of a real visitor
 * apply and requests rarely wait on one session's row lock.
 */
const SESSIONS = 40;

export async function bookingLoad(base: string, measure: (run: () => Promise<TLoadResult>) => Promise<TLoadResult> = (run) => run()): Promise<TLoadResult[]> {
  const csrf = await csrfPair(base);
  const json = (ip: string) => ({ 'content-type': 'application/json', cookie: csrf.cookie, 'x-csrftoken': csrf.token, 'x-forwarded-for': ip });
  const flows = (await (await fetch(`${base}/api/bookingflow/public/flows/`)).json()) as TBookingFlow[];
  const flow = flows.find((f) => f.event_type_name === 'Wedding')!;
  const step = (type: string) => flow.enabled_steps.find((s) => s.step_type === type)!;
  const sku = (type: string, key: string, code: string) => (step(type).configuration[key] as { id: number; sku: string }[]).find((p) => p.sku === code)!.id;
  const addons = [
    { product_id: sku('addon_selection', 'available_addons_details', 'ADD-CAT-BUFFET'), quantity: 120 },
    { product_id: sku('addon_selection', 'available_addons_details', 'ADD-GENSET'), quantity: 1 },
  ];

  const sessions: { id: string; ip: string }[] = [];
  for (let i = 0; i < SESSIONS; i++) {
    const ip = `10.77.${Math.floor(i / 200)}.${(i % 200) + 1}`;
    const started = await fetch(`${base}/api/bookingflow/public/flows/${flow.id}/start_session/`, { method: 'POST', headers: json(ip), body: '{}' });
    const id = ((await started.json()) as { session_id: string }).session_id;
    const save = async (type: string, data: unknown) => {
      const res = await fetch(`${base}/api/bookingflow/public/flows/session/${id}/update/`, {
        method: 'PATCH',
        headers: json(ip),
        body: JSON.stringify({ step_id: step(type).id, step_data: data, mark_completed: true }),
      });
      if (!res.ok) throw new Error(`booking bench setup (${type}): ${res.status} ${await res.text()}`);
    };
    await save('introduction', { acknowledged: true });
    await save('date_time', { start_date: addDays(venueDay(), 300 - i), start_time: '10:00', duration: 8 });
    await save('package_selection', {
      selected_packages: [{ product_id: sku('package_selection', 'available_packages_details', 'PKG-WED-GARDEN'), quantity: 1 }],
    });
    sessions.push({ id, ip });
  }

  let n = 0;
  const next = () => sessions[n++ % sessions.length]!;
  const update = await measure(() =>
    load('PostgreSQL PATCH .../session/{id}/update/ (add-on draft, priced)', {
      url: base,
      connections: 20,
      requests: [
        {
          method: 'PATCH',
          setupRequest: (req) => {
            const s = next();
            return {
              ...req,
              path: `/api/bookingflow/public/flows/session/${s.id}/update/`,
              headers: json(s.ip),
              body: JSON.stringify({ step_id: step('addon_selection').id, step_data: { selected_addons: addons }, mark_completed: false }),
            };
          },
        },
      ],
    }),
  );
  const pricing = await measure(() =>
    load('PostgreSQL POST .../session/{id}/calculate-pricing/', {
      url: base,
      connections: 20,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const s = next();
            return { ...req, path: `/api/bookingflow/public/flows/session/${s.id}/calculate-pricing/`, headers: json(s.ip), body: '{}' };
          },
        },
      ],
    }),
  );
  return [update, pricing];
}
