import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BOOKING_TEXT as T } from '@venue/shared/booking/steps';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import { createTestApp, registerClient, TINY_PNG, type TTestApp } from '../../../test/test-app';
import { FLOWS, flowOf, saveStep, startBooking, stepOf } from '../../../test/booking-helpers';

let t: TTestApp;
let wedding: TBookingFlow;
beforeAll(async () => {
  t = await createTestApp();
  wedding = await flowOf(t);
});
afterAll(() => t.close());

describe('public catalogue', () => {
  it('lists active products by type and category, one by id, a batch by ids; never an inactive one', async () => {
    const packages = (await t.api.get('/api/products/products/', { query: { type: 'PACKAGE' } })).json();
    expect(packages.count).toBe(11);
    expect(packages.results[0]).toMatchObject({ type: 'PACKAGE', formatted_price: expect.stringContaining('₱'), price_with_tax: expect.any(String) });
    expect(packages.results[0]).not.toHaveProperty('created_at');
    const categories = (await t.api.get('/api/products/categories/')).json() as { id: number; name: string; product_count: number }[];
    const catering = categories.find((c) => c.name === 'Catering')!;
    expect(catering.product_count).toBe(5);
    expect((await t.api.get(`/api/products/categories/${catering.id}/`)).json()).toEqual(catering);
    expect((await t.api.get('/api/products/products/', { query: { category_id: String(catering.id) } })).json().count).toBe(5);
    const first = packages.results[0];
    expect((await t.api.get(`/api/products/products/${first.id}/`)).json()).toEqual(first);
    const batch = (await t.api.get('/api/products/products/batch/', { query: { ids: `${first.id},${packages.results[1].id},999999` } })).json();
    expect(batch.products.map((p: { id: number }) => p.id).sort()).toEqual([first.id, packages.results[1].id].sort());
    expect((await t.api.get('/api/products/products/batch/', { query: { ids: '1;drop' } })).statusCode).toBe(400);
    await t.database.db.execute(sql`update products set is_active = false where id = ${first.id}`);
    expect((await t.api.get(`/api/products/products/${first.id}/`)).statusCode).toBe(404);
    expect((await t.api.get('/api/products/products/', { query: { is_active: 'false' } })).json().count).toBe(0);
    await t.database.db.execute(sql`update products set is_active = true where id = ${first.id}`);
  });

  it('lists advertised codes only, and checks a typed one ("Invalid discount code"), limited per address', async () => {
    const list = (await t.api.get('/api/products/discounts/')).json();
    expect(list).toEqual([expect.objectContaining({ code: 'WELCOME10', discount_type: 'PERCENT', value: '10.00' })]);
    expect((await t.api.post('/api/products/discounts/validate/', { code: 'venue5000' })).json()).toMatchObject({
      valid: true,
      discount: { code: 'VENUE5000', value: '5000.00' },
    });
    const bad = await t.api.post('/api/products/discounts/validate/', { code: 'FREEWEDDING' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: T.invalidDiscount, code: 'invalid', errors: { code: [T.invalidDiscount] } });
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await t.api.post('/api/products/discounts/validate/', { code: `GUESS${i}` }, { ip: '10.30.0.1' })).statusCode);
    expect(codes.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(codes[20]).toBe(429);
  });
});

describe('questionnaires and uploads', () => {
  it('serves the booking questionnaire publicly, and the spec calls to signed-in clients', async () => {
    const q = stepOf(wedding, 'questionnaire').configuration.questionnaire_ids as number[];
    const pub = (await t.api.get(`${FLOWS}/questionnaires/${q[0]}/`)).json();
    expect(pub).toMatchObject({
      id: q[0],
      name: 'Wedding details',
      fields: expect.arrayContaining([expect.objectContaining({ name: 'Names of the couple', placeholder: 'Maria & Jose' })]),
    });
    expect((await t.api.get('/api/questionnaires/questionnaires/')).statusCode).toBe(401);
    const token = (await registerClient(t, 'q@example.test')).tokens.access;
    const list = (
      await t.api.get('/api/questionnaires/questionnaires/', { token, query: { event_type: String(wedding.event_type), is_active: 'true' } })
    ).json();
    expect(list.map((x: { name: string }) => x.name)).toEqual(['Wedding details']);
    expect((await t.api.get(`/api/questionnaires/questionnaires/${q[0]}/`, { token })).json()).toEqual(pub);
    expect((await t.api.get(`/api/questionnaires/questionnaires/${q[0]}/fields/`, { token })).json()).toEqual(pub.fields);
    // The portal's event questionnaires are not the booking's.
    expect((await t.api.get('/api/questionnaires/questionnaires/active/', { token })).json()).toEqual([]);
  });

  it('takes a file for the session whose questionnaire allows it, checked by type and first bytes', async () => {
    const id = await startBooking(t, wedding, '10.31.0.1');
    const questionnaire = (stepOf(wedding, 'questionnaire').configuration.questionnaire_ids as number[])[0]!;
    const upload = (fields: Record<string, string>, file: { name: string; data: Buffer }) => {
      const boundary = '----booking-upload';
      const parts = [
        ...Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ];
      const payload = Buffer.concat([Buffer.from(parts.join('')), file.data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
      return t.app.inject({
        method: 'POST',
        url: '/api/questionnaires/upload/',
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-csrftoken': 'c' },
        cookies: { csrftoken: 'c' },
      });
    };
    const ok = await upload({ session_id: id, questionnaire: String(questionnaire) }, { name: 'moodboard.png', data: TINY_PNG });
    expect(ok.statusCode, ok.body).toBe(201);
    const file = ok.json();
    expect(file).toMatchObject({ file_id: expect.stringMatching(/^upl_/), name: 'moodboard.png', content_type: 'image/png', file_url: null });
    const renamed = await upload({ session_id: id, questionnaire: String(questionnaire) }, { name: 'plan.pdf', data: TINY_PNG });
    expect(renamed.json().detail).toBe('Some files have invalid types. Allowed types: pdf, jpg, jpeg, png');
    expect((await upload({ session_id: 'bks_none', questionnaire: String(questionnaire) }, { name: 'a.png', data: TINY_PNG })).statusCode).toBe(404);
    expect((await upload({ session_id: id, questionnaire: '999' }, { name: 'a.png', data: TINY_PNG })).json().detail).toBe(T.uploadsDisabled);

    // The upload counts as the session's file in the questionnaire step; a file id of another session does not.
    await saveStep(t, id, stepOf(wedding, 'introduction').id, { acknowledged: true });
    const other = await startBooking(t, wedding, '10.31.0.2');
    const q = stepOf(wedding, 'questionnaire');
    const items = q.configuration.questionnaire_items as { id: number; name: string }[];
    const field = (name: string) => `field_${items.find((f) => f.name === name)!.id}`;
    const answers = { [field('Names of the couple')]: 'A & B', [field('Expected number of guests')]: 80, [field('Ceremony style')]: 'Civil ceremony' };
    const check = (session: string) =>
      t.api.post(`${FLOWS}/session/${session}/validate/`, {
        step_id: q.id,
        step_data: { responses: answers, uploaded_files: [{ file_id: file.file_id, name: 'moodboard.png', size: file.size }] },
      });
    expect((await check(id)).json()).toEqual({ isValid: true, errors: [] });
    expect((await check(other)).json()).toEqual({ isValid: false, errors: [{ field: 'uploaded_files', message: T.invalidFile }] });
  });
});
