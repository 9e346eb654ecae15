import { NotificationSettingsScreen } from '@/features/notifications/components/notification-settings-screen';

export function Component() {
  return <NotificationSettingsScreen />;
}
