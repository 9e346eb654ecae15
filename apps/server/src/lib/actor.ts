import { scopeOf, type TRole, type TScope } from '@venue/shared/accounts/roles';
import type { TUser } from '@venue/shared/accounts/user.schema';

/**
 * Who is acting: services take this instead of a bare client id, and repos turn its scope into the ownership
 * filter (see db/ownership.ts), so a client reaches only their own objects and the venue reaches all.
 */
export interface TActor {
  userId: number;
  role: TRole;
  scope: TScope;
  /** Shown on timelines and audit rows. */
  name: string;
}

export const actorOf = (user: Pick<TUser, 'id' | 'role' | 'first_name' | 'last_name'>): TActor => ({
  userId: user.id,
  role: user.role,
  scope: scopeOf(user.role),
  name: `${user.first_name} ${user.last_name}`.trim(),
});
