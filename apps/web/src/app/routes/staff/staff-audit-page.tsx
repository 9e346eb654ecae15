import { AuditScreen } from '@/features/staff-admin/components/audit-screen';

export function Component() {
  return <AuditScreen />;
}
