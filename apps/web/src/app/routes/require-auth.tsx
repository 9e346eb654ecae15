import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/feedback/loading-screen';
import { useAuth } from '@/lib/auth/auth-context';

/** Portal guard: wait for the session check, then either show the page or send to /login remembering it. */
export function RequireAuth() {
  const { status, signedOutByUser } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  // After "Logout" the next sign-in starts afresh at the dashboard; an expired session comes back here.
  if (status === 'anonymous') return <Navigate to="/login" replace state={signedOutByUser ? null : { from: location }} />;
  return <Outlet />;
}
