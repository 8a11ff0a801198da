import { Link } from '../../components/link';
import { buttonClassName } from '../../components/button';
import { ActiveBounties } from '../bounties';
import { BuyVibeCoinsButton } from './buy-vibecoins-dialog';
import { formatCoins } from './coins';
import { TransactionHistory } from './transaction-history';
import { useBalance } from './use-balance';

function Amount({ label, amount, hint }: { label: string; amount: number | undefined; hint: string }) {
  return (
    <div className="rounded-xl border-t-4 border-amber-400 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-3xl font-bold" data-testid={`balance-${label.toLowerCase()}`}>
        {amount === undefined ? '…' : formatCoins(amount)}
      </dd>
      <dd className="mt-1 text-xs text-slate-600">{hint}</dd>
    </div>
  );
}

/** Balance (spec 2.13): total, reserved and available, buying coins, the movements, and how coins work. */
export function BalancePage() {
  const { data: balance } = useBalance();
  return (
    <main className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">VibeCoin Balance</h1>
        <BuyVibeCoinsButton />
      </div>
      <dl aria-label="Your VibeCoins" className="grid gap-4 sm:grid-cols-3">
        <Amount label="Total" amount={balance?.total} hint="Every coin you hold" />
        <Amount label="Reserved" amount={balance?.reserved} hint="Held for your bounties and campaign requests" />
        <Amount label="Available" amount={balance?.available} hint="Yours to spend now" />
      </dl>
      {(balance?.reserved ?? 0) > 0 && <ActiveBounties />}
      <TransactionHistory />
      <HowCoinsWork />
    </main>
  );
}

function HowCoinsWork() {
  return (
    <section aria-labelledby="rules-heading" className="rounded-xl border border-slate-200 bg-slate-50 p-5 text-sm text-slate-700">
      <h2 id="rules-heading" className="text-base font-semibold text-slate-900">
        How VibeCoins work
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>Setting a bounty or sending a campaign request reserves its price: reserved coins stay yours but cannot be spent twice.</li>
        <li>When a curator completes the work, the agreed amount goes to the curator and the rest returns to your available coins.</li>
        <li>Cancelling a bounty returns its coins at once. A bounty ends after 30 days, and a request a curator does not answer within 7 days is refunded in full.</li>
        <li>Curators earn VibeCoins for reviews and placements.</li>
      </ul>
    </section>
  );
}

/** Signed out, the balance page asks to log in (spec 2.13). */
export function BalanceSignInPrompt() {
  return (
    <main className="mx-auto grid max-w-md gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">VibeCoin Balance</h1>
      <p className="text-slate-700">Log in to see your VibeCoins, buy more and follow every movement.</p>
      <Link to="/auth" className={`${buttonClassName('primary')} justify-self-center`}>
        Log in
      </Link>
    </main>
  );
}
