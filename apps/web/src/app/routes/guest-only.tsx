import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/feedback/loading-screen';
import { useAuth } from '@/lib/auth/auth-context';
import { returnPath } from '@/app/routes/return-path';

/** /login, /register, /forgot-password: a signed-in client goes on to the remembered page, else the dashboard. */
export function GuestOnly() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen message="Loading..." />;
  if (status === 'authenticated') return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}
