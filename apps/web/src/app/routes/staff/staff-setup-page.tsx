import { SetupScreen } from '@/features/venue-setup/components/setup-screen';

/** /staff/setup: the first-run checklist (issue 27, point 8). */
export function Component() {
  return <SetupScreen />;
}
