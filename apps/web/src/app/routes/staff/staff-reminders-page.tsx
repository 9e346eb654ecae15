import { RemindersScreen } from '@/features/staff-reminders/components/reminders-screen';

export function Component() {
  return <RemindersScreen />;
}
