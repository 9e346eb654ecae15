import { describe, expect, it } from 'vitest';
import { can, homePathOf, ROLE_PERMISSIONS, ROLES, scopeOf } from './roles';

describe('roles', () => {
  it.each([
    ['client', 'portal:use', true],
    ['client', 'venue:read', false],
    ['client', 'admin:metrics', false],
    ['staff', 'venue:write', true],
    ['staff', 'portal:use', false],
    ['staff', 'admin:manage', false],
    ['admin', 'admin:metrics', true],
    ['admin', 'venue:read', true],
  ] as const)('%s may %s: %s', (role, permission, allowed) => {
    expect(can(role, permission)).toBe(allowed);
  });

  it('gives every role a permission and a scope', () => {
    for (const role of ROLES) expect(ROLE_PERMISSIONS[role].length).toBeGreaterThan(0);
    expect(ROLES.map(scopeOf)).toEqual(['own', 'all', 'all']);
    expect(ROLES.map(homePathOf)).toEqual(['/dashboard', '/staff', '/staff']);
  });
});
