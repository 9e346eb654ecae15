import { useLocation } from 'react-router';
import { PlaceholderContent } from '@/features/public-site/components/placeholder-content';

export function Component() {
  const { pathname } = useLocation();
  // A trailing slash must find the same entry of the content table.
  return <PlaceholderContent path={pathname.replace(/(.)\/+$/, '$1')} />;
}
