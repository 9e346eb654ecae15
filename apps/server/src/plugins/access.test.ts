import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { can, ROLES, type TRole } from '@venue/shared/accounts/roles';
import { accountWithRole, createTestApp, type TTestApp } from '../../test/test-app';
import { NOT_AUTHENTICATED } from './auth';

let t: TTestApp;
const tokens = {} as Record<TRole, string>;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) tokens[role] = (await accountWithRole(t, role)).tokens.access;
});
afterAll(() => t.close());

/** A concrete URL for a route pattern: ids 1, tokens and keys that exist nowhere. */
const concrete = (url: string) =>
  url.replace(/:id|:invitationId|:token|:hash|:key|:[a-zA-Z]+/g, (p) => (p === ':id' ? '1' : p === ':hash' ? 'a'.repeat(64) : 'x.png'));
const send = (method: string, url: string, token?: string) => {
  const m = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return m === 'get' || m === 'delete' ? t.api[m](concrete(url), { token }) : t.api[m](concrete(url), { junk: '\u0000' }, { token });
};

describe('every call declares who may make it', () => {
  const table = () => t.app.accessTable().filter((r) => r.method !== 'HEAD');

  it('declares access on every /api route, and the portal, staff and admin areas as such', () => {
    expect(table().length).toBeGreaterThan(40);
    for (const { url, access } of table()) {
      // The booking wizard's file upload is the one public questionnaire call: a guest's session id opens it.
      if (url === '/api/questionnaires/upload/') expect(access, url).toBe('guest');
      else if (/^\/api\/(client|sales\/client|contracts\/client|payments\/client|questionnaires)\//.test(url)) expect(access, url).toBe('portal:use');
      if (/^\/api\/(bookingflow\/public|products\/(products|categories|discounts))\//.test(url)) expect(access, url).toBe('guest');
      // A calendar feed's address is opened by its token alone (a calendar app sends no sign-in).
      if (url.endsWith('/feed/:token.ics')) expect(access, url).toBe('guest');
      else if (url.startsWith('/api/staff/')) expect(access, url).toMatch(/^venue:/);
      if (url.startsWith('/api/internal/')) expect(access, url).toMatch(/^admin:/);
      if (url.startsWith('/api/admin/')) expect(access, url).toBe('admin:manage');
    }
  });

  it('answers 401 to a stranger on every non-guest call, before looking at the body', async () => {
    for (const { method, url } of table().filter((r) => r.access !== 'guest')) {
      const res = await send(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json(), `${method} ${url}`).toMatchObject({ detail: NOT_AUTHENTICATED, code: 'unauthenticated' });
    }
  });

  it.each(ROLES)('lets a %s make exactly the calls its role permits', async (role) => {
    for (const { method, url, access } of table().filter((r) => r.access !== 'guest')) {
      const res = await send(method, url, tokens[role]);
      const allowed = access === 'signed-in' || (access !== 'guest' && can(role, access));
      expect(res.statusCode, `${role} ${method} ${url}`).toBeLessThan(500);
      if (allowed) expect([401, 403], `${role} ${method} ${url}`).not.toContain(res.statusCode);
      else expect(res.json(), `${role} ${method} ${url}`).toEqual({ detail: 'You do not have permission to perform this action.', code: 'forbidden' });
    }
  });

  it('opens the metrics call to admins and to the admin token only', async () => {
    expect((await t.api.get('/api/internal/metrics/', { token: t.config.adminToken })).statusCode).toBe(200);
    expect((await t.api.get('/api/internal/metrics/', { token: tokens.admin })).json()).toEqual({ queries: expect.any(Number) });
    expect((await t.api.get('/api/internal/metrics/', { token: tokens.staff })).statusCode).toBe(403);
    expect((await t.api.get('/api/internal/metrics/', { token: tokens.client })).statusCode).toBe(403);
  });
});
