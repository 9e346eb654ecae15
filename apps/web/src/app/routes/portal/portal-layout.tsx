import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { PortalShell } from '@/components/portal-shell/portal-shell';
import { CartButton } from '@/features/cart/components/cart-button';
import { usePendingContractsCount } from '@/features/contracts/api/use-pending-count';
import { messagesUnreadQuery } from '@/features/messages/api/messages.queries';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { useVenueName } from '@/features/public-site/api/venue.queries';
import { GlobalSearch } from '@/features/search/components/global-search';

/** Where the shell meets the features: the global search, the cart, the notifications bell and the sidebar's badges. */
export function Component() {
  const pendingContracts = usePendingContractsCount();
  const unreadMessages = useQuery(messagesUnreadQuery()).data?.count ?? 0;
  return (
    <PortalShell
      venueName={useVenueName()}
      search={<GlobalSearch />}
      cart={<CartButton />}
      notifications={<NotificationsBell allPath="/notifications" />}
      badges={{ pendingContracts, unreadMessages }}
    >
      <Outlet />
    </PortalShell>
  );
}
