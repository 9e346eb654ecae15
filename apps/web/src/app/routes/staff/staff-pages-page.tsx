import { PagesScreen } from '@/features/staff-pages/components/pages-screen';

export function Component() {
  return <PagesScreen />;
}
