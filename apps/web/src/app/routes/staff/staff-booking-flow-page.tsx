import { Navigate, useParams } from 'react-router';
import { FlowEditorScreen } from '@/features/staff-booking-flows/components/flow-editor-screen';

/** /staff/booking-flows/{id}: one booking flow's steps, their settings and its preview. */
export function Component() {
  const { flowId } = useParams();
  if (!flowId || !/^\d+$/.test(flowId)) return <Navigate to="/staff/booking-flows" replace />;
  return <FlowEditorScreen key={flowId} flowId={Number(flowId)} />;
}
