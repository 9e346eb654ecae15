import { useParams } from 'react-router';
import { InquiryScreen } from '@/features/staff-inquiries/components/inquiry-screen';

/** /staff/inquiries/:inquiryId: one inquiry. */
export function Component() {
  const { inquiryId } = useParams();
  // key: another inquiry starts with fresh dialog state.
  return <InquiryScreen key={inquiryId} id={Number(inquiryId)} />;
}
