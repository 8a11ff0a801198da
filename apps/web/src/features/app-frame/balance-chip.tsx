import { Link } from '../../components/link';
import { CoinIcon } from '../../components/icons';
import { Tooltip } from '../../components/tooltip';
import type { User } from '../auth';
import { formatCoins, useBalance } from '../wallet';

/**
 * The available VibeCoins, polled every 10 s (spec section 9). Until the first answer, and if it fails, it
 * shows the user's vibeCoins minus reservedVibeCoins, the client's fallback of spec section 4.
 */
export function BalanceChip({ user }: { user: User }) {
  const { data: balance } = useBalance();
  const available = balance?.available ?? Number(user.vibeCoins) - Number(user.reservedVibeCoins);
  return (
    <Tooltip label="Your available VibeCoins">
      <Link
        to="/balance"
        className="flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border border-amber-300 bg-amber-50 px-2.5 py-1 text-sm font-semibold text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
      >
        <CoinIcon className="size-4" />
        <span className="sr-only">VibeCoin balance, available: </span>
        <span data-testid="nav-balance">{formatCoins(available)}</span>
      </Link>
    </Tooltip>
  );
}
