import { Outlet } from 'react-router';
import { PortalShell } from '@/components/portal-shell/portal-shell';
import { GlobalSearch } from '@/features/search/components/global-search';

/**
 * Where the shell meets the features. The pending-contracts badge is 0 until the contracts feature provides
 * its count.
 */
export function Component() {
  return (
    <PortalShell search={<GlobalSearch />} badges={{ pendingContracts: 0 }}>
      <Outlet />
    </PortalShell>
  );
}
