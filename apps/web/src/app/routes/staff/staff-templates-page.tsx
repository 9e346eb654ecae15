import { TemplatesScreen } from '@/features/staff-sales/components/templates/templates-screen';

/** /staff/templates: the contract templates. */
export function Component() {
  return <TemplatesScreen />;
}
