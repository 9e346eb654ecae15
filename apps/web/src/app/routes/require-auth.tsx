import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/feedback/loading-screen';
import { useAuth } from '@/lib/auth/auth-context';

/** Portal guard: wait for the session check, then either show the page or send to /login remembering it. */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'anonymous') return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
