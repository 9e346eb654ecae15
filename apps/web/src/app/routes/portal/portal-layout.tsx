import { Outlet } from 'react-router';
import { PortalShell } from '@/components/portal-shell/portal-shell';
import { usePendingContractsCount } from '@/features/contracts/api/use-pending-count';
import { GlobalSearch } from '@/features/search/components/global-search';

/** Where the shell meets the features: the global search and the pending-contracts badge. */
export function Component() {
  const pendingContracts = usePendingContractsCount();
  return (
    <PortalShell search={<GlobalSearch />} badges={{ pendingContracts }}>
      <Outlet />
    </PortalShell>
  );
}
