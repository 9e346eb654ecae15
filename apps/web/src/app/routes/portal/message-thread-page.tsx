import { Navigate, useParams } from 'react-router';
import { ThreadScreen } from '@/features/messages/components/thread-screen';

export function Component() {
  const id = Number(useParams().threadId);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/messages" replace />;
  // Keyed by thread so the answer box starts empty in another conversation.
  return <ThreadScreen key={id} threadId={id} side="client" basePath="/messages" />;
}
