import { CommunicationsConsole } from '@/features/communications/components/venue/communications-console';

export function Component() {
  return <CommunicationsConsole />;
}
