import { Link } from 'react-router-dom';
import { CoinIcon } from '../../components/icons';
import { Tooltip } from '../../components/tooltip';
import type { User } from '../auth';

const wholeCoins = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * The VibeCoin balance, rounded to whole VC (spec section 9). Until the balance endpoint exists
 * it shows the user's vibeCoins, which is the client's fallback anyway (spec section 4).
 */
export function BalanceChip({ user }: { user: User }) {
  return (
    <Tooltip label="Your VibeCoin balance">
      <Link
        to="/balance"
        className="flex items-center gap-1.5 rounded-full border border-amber-300 bg-amber-50 px-2.5 py-1 text-sm font-semibold text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
      >
        <CoinIcon className="size-4" />
        <span className="sr-only">VibeCoin balance: </span>
        {wholeCoins.format(Number(user.vibeCoins))} VC
      </Link>
    </Tooltip>
  );
}
