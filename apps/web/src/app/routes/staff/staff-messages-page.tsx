import { ThreadsScreen } from '@/features/messages/components/threads-screen';

export function Component() {
  return <ThreadsScreen side="venue" basePath="/staff/messages" />;
}
