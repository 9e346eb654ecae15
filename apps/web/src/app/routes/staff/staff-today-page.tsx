import { TodayScreen } from '@/features/staff-today/components/today-screen';

export function Component() {
  return <TodayScreen />;
}
