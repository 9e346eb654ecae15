import { InquiriesScreen } from '@/features/staff-inquiries/components/inquiries-screen';

/** /staff/inquiries: the pipeline (issue 40). */
export function Component() {
  return <InquiriesScreen />;
}
