import { EVENT_STATUSES, type TEventStatus } from '@venue/shared/enums';
import { useCallback } from 'react';
import type { TEventFilters } from '@/features/events/api/events.queries';
import { useAddressParams } from '@/lib/use-address-params';

export type TEventView = 'grid' | 'list';

const isStatus = (v: string | null): v is TEventStatus => !!v && (EVENT_STATUSES as readonly string[]).includes(v);

/**
 * The list's filters live in the address (?status=&upcoming=1&q=&view=list), so reload, back and a shared
 * link all show the same list.
 */
export function useEventFilters() {
  const [params, setParams] = useAddressParams();
  const status = params.get('status');
  const filters: TEventFilters = {
    status: isStatus(status) ? status : undefined,
    upcoming_only: params.get('upcoming') === '1' || undefined,
    search: params.get('q')?.trim() || undefined,
  };
  const view: TEventView = params.get('view') === 'list' ? 'list' : 'grid';

  const set = useCallback(
    (key: string, value: string | undefined) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setSearch = useCallback((q: string) => set('q', q.trim() || undefined), [set]);

  return {
    filters,
    view,
    setStatus: (s: TEventStatus | undefined) => set('status', s),
    setUpcoming: (on: boolean) => set('upcoming', on ? '1' : undefined),
    setSearch,
    setView: (v: TEventView) => set('view', v === 'list' ? 'list' : undefined),
    clear: () => setParams(view === 'list' ? { view: 'list' } : {}, { replace: true }),
    hasFilters: !!(filters.status || filters.upcoming_only || filters.search),
  };
}
