import { Navigate, useParams } from 'react-router';
import { ThreadScreen } from '@/features/messages/components/thread-screen';

export function Component() {
  const id = Number(useParams().threadId);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/staff/messages" replace />;
  return <ThreadScreen key={id} threadId={id} side="venue" basePath="/staff/messages" />;
}
