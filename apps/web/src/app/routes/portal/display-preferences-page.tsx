import { DisplayPreferencesScreen } from '@/features/profile/components/display-preferences-screen';

export function Component() {
  return <DisplayPreferencesScreen />;
}
