import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CartScreen } from '@/features/cart/components/cart-screen';
import { eventListQuery } from '@/features/events/api/events.queries';

/**
 * /cart: the cart feature's screen, given the names of the client's events (the events feature's list; features
 * meet here). If the list cannot be read the groups and messages say "your event" rather than wait for ever.
 */
export function Component() {
  const events = useQuery(eventListQuery({}));
  const names = useMemo(
    () => (events.isPending ? undefined : new Map((events.data?.results ?? []).map((e) => [e.id, e.name] as const))),
    [events.isPending, events.data],
  );
  return <CartScreen eventNames={names} />;
}
