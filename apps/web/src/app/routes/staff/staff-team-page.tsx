import { TeamScreen } from '@/features/staff-admin/components/team-screen';
import { useAuth } from '@/lib/auth/auth-context';

export function Component() {
  const { user } = useAuth();
  return <TeamScreen currentUserId={user?.id ?? null} />;
}
