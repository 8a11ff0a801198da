import { useLocation } from 'react-router-dom';
import { BALANCE_POLL_ELSEWHERE_MS, BALANCE_POLL_ON_BALANCE_VIEWS_MS } from '../../constants';
import { useGetBalanceQuery } from './wallet.api';

/** The balance views, where coins change under the user's eyes: read more often there. */
const BALANCE_VIEWS = ['/balance'];

/**
 * The signed-in user's coins, polled (spec section 7: every 10 s on the balance views, 30 s
 * elsewhere) and refreshed at once after every money action (they invalidate its tag).
 */
export function useBalance() {
  const { pathname } = useLocation();
  const pollingInterval = BALANCE_VIEWS.includes(pathname) ? BALANCE_POLL_ON_BALANCE_VIEWS_MS : BALANCE_POLL_ELSEWHERE_MS;
  return useGetBalanceQuery(undefined, { pollingInterval, skipPollingIfUnfocused: true });
}
