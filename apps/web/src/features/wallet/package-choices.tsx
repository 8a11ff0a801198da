import { formatCoins } from './coins';
import type { VibeCoinPackage } from './wallet.api';
import { formatWholeUsd } from '../../components/en-us-format';

interface PackageChoicesProps {
  packages: readonly VibeCoinPackage[];
  value: string | null;
  onChange: (packageId: string) => void;
}


/** The packages as a radio group of cards, with their bonus, rate per coin and flags (spec section 9). */
export function PackageChoices({ packages, value, onChange }: PackageChoicesProps) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">Packages</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {packages.map((pack) => {
          const chosen = pack.id === value;
          return (
            <label
              key={pack.id}
              className={`relative grid cursor-pointer gap-0.5 rounded-lg border-2 p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-slate-900 ${chosen ? 'border-amber-500 bg-amber-50' : 'border-slate-200 bg-white hover:border-slate-400'}`}
            >
              <input type="radio" name="package" value={pack.id} checked={chosen} onChange={() => onChange(pack.id)} className="sr-only" />
              {pack.isPopular && <span className="mb-1 w-fit rounded-full bg-amber-700 px-2 py-0.5 text-xs font-semibold text-white">Most Popular</span>}
              {pack.isBestValue && <span className="mb-1 w-fit rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white">Best Value</span>}
              <span className="text-lg font-bold text-slate-900">{formatCoins(pack.vibeCoins)}</span>
              <span className="text-sm font-semibold text-slate-800">{formatWholeUsd(pack.usd)}</span>
              <span className="text-xs text-slate-600">
                {pack.bonus > 0 ? `incl. ${pack.bonus} bonus · ` : ''}${pack.effectiveRate} per coin
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
