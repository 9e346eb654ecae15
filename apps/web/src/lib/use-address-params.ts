import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams, type SetURLSearchParams } from 'react-router';

/**
 * useSearchParams for a list whose filters live in the address, without one trap: a change that arrives once the
 * visitor is on the way to another page (a search applied 300 ms after the last key, landing just as they click
 * an item, or while the item's page code still loads) would navigate back to the list and cancel where they were
 * going. Such late changes are dropped; the list is left anyway.
 *
 * The check reads the router's state at the moment of the change, not as of the last render: the click may have
 * started the navigation a moment before, with no render in between. The data router's context is the one place
 * that state is reachable from a component (React Router's own packages read it the same way).
 */
export function useAddressParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const set = useCallback<SetURLSearchParams>(
    (next, options) => {
      const state = router?.state;
      const leaving =
        state && (state.location.pathname !== pathname || (state.navigation.state !== 'idle' && state.navigation.location?.pathname !== pathname));
      if (!leaving) setParams(next, options);
    },
    [router, setParams, pathname],
  );
  return [params, set];
}
