import { PrivacyRequestsScreen } from '@/features/privacy/components/privacy-requests-screen';

export function Component() {
  return <PrivacyRequestsScreen />;
}
