import { ClientsScreen } from '@/features/staff-clients/components/clients-screen';

export function Component() {
  return <ClientsScreen />;
}
