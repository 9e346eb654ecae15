import { SpacesScreen } from '@/features/staff-spaces/components/spaces-screen';

/** /staff/spaces: the facilities events book, with their photos. */
export function Component() {
  return <SpacesScreen />;
}
