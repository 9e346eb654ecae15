import { Navigate, Outlet } from 'react-router';
import { homePathOf, type TRole } from '@venue/shared/accounts/roles';
import { useAuth } from '@/lib/auth/auth-context';

/**
 * Inside RequireAuth: shows the area only to the roles it is for and sends anyone else to their own home (a
 * client to the portal, the venue's staff to the console). The server refuses the calls anyway; this keeps a
 * person out of screens whose every call would answer 403.
 */
export function RequireRole({ roles }: { roles: readonly TRole[] }) {
  const { user } = useAuth();
  // A session stored before roles existed has none: it was a client's.
  const role = user ? (user.role ?? 'client') : null;
  if (role && !roles.includes(role)) return <Navigate to={homePathOf(role)} replace />;
  return <Outlet />;
}
