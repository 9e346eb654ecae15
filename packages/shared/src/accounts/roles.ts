/**
 * Who may do what, as data: one role per account, one permission map. The server checks a route's permission
 * with requirePermission; the browser reads the same map to decide what to show (never to decide what is allowed).
 */
export const ROLES = ['client', 'staff', 'admin'] as const;
export type TRole = (typeof ROLES)[number];
/** A role as people read it (the console's top bar, My Profile). */
export const ROLE_TITLES: Record<TRole, string> = { client: 'Client', staff: 'Staff', admin: 'Administrator' };

export const PERMISSIONS = [
  // A client's own portal: their events, quotes, contracts, invoices, profile.
  'portal:use',
  // The venue's side: every client's objects, read and act on them.
  'venue:read',
  'venue:write',
  // Accounts of staff and admins, venue settings, operational metrics.
  'admin:manage',
  'admin:metrics',
] as const;
export type TPermission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<TRole, readonly TPermission[]> = {
  client: ['portal:use'],
  staff: ['venue:read', 'venue:write'],
  admin: ['venue:read', 'venue:write', 'admin:manage', 'admin:metrics'],
};

export const can = (role: TRole, permission: TPermission) => ROLE_PERMISSIONS[role].includes(permission);

/**
 * The ownership scope a role reads objects with: a client sees only their own, the venue sees all.
 * Repos turn it into the ownership filter; nothing else compares client ids.
 */
export type TScope = 'own' | 'all';
export const scopeOf = (role: TRole): TScope => (role === 'client' ? 'own' : 'all');

/** Where a signed-in user lands: the portal for clients, the staff console for the venue. */
export const homePathOf = (role: TRole) => (role === 'client' ? '/dashboard' : '/staff');

/**
 * What every API route declares: `guest` (anyone; a bearer token is read when sent, never required),
 * `signed-in` (any active account, whatever its role: the account's own profile and session), or a permission.
 */
export type TAccess = 'guest' | 'signed-in' | TPermission;
