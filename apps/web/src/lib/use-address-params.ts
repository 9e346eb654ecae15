import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigation, useSearchParams, type SetURLSearchParams } from 'react-router';

/**
 * useSearchParams for a list whose filters live in the address, without one trap: a change that arrives once the
 * visitor is already on the way to another page (a search applied 300 ms after the last key, landing while the
 * next page's code still loads) would navigate back to the list and cancel where they were going. Such late
 * changes are dropped; the list is left anyway.
 */
export function useAddressParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = useRef(false);
  useEffect(() => {
    leaving.current = navigation.state !== 'idle' && navigation.location.pathname !== pathname;
  }, [navigation, pathname]);
  const set = useCallback<SetURLSearchParams>(
    (next, options) => {
      if (!leaving.current) setParams(next, options);
    },
    [setParams],
  );
  return [params, set];
}
