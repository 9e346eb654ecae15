import { TodayScreen } from '@/features/staff-today/components/today-screen';
import { SetupCard } from '@/features/venue-setup/components/setup-card';

/** The staff home: on a new install, the setup checklist first (it goes once the venue is set up). */
export function Component() {
  return <TodayScreen before={<SetupCard />} />;
}
