import { BALANCE_POLL_MS } from '../../constants';
import { useGetBalanceQuery } from './wallet.api';

/**
 * The signed-in user's coins, polled every 10 s while the tab is shown (spec section 9; paused
 * while it is hidden) and refreshed at once after every money action (they invalidate its tag).
 */
export function useBalance() {
  return useGetBalanceQuery(undefined, { pollingInterval: BALANCE_POLL_MS, skipPollingIfUnfocused: true });
}
