import { NotificationsScreen } from '@/features/notifications/components/notifications-screen';

export function Component() {
  return <NotificationsScreen />;
}
