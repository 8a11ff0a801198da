import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { failureMessage } from '../../api/api-error';
import { DISCOVER_BOUNTIES_QUERY_SEARCH_MAX_LENGTH } from '../../api/request-limits.generated';
import { AccessDenied } from '../../components/access-denied';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useToast } from '../../components/toast/use-toast';
import { useSignedInUser } from '../auth';
import { hasCuratorTools, useScreenRole } from '../roles';
import { AmountSlider } from './amount-slider';
import { type DiscoverySummary, type DiscoveryFilter, useClaimBountyMutation, useDiscoverBountiesQuery, useSummarizeBountyDiscoveryQuery } from './bounties.api';
import { BountyCard } from './bounty-card';
import { useSettled } from './use-settled';

/** Spec section 9: the discovery sliders, 0 to 1000 VC in steps of 25; a high match is 80% or more. */
const FILTER_SLIDER = { min: 0, max: 1000, step: 25 } as const;
/** Cards shown at first and added by "Show more" (a multiple of the grid's 2 and 3 columns); the server answers 500 at the most. */
const PAGE = 48;
const MOST_SHOWN = 480;
const SETTLE_MS = 300;
const SORTS = [
  { value: 'best_match', label: 'Best Match' },
  { value: 'highest_bounty', label: 'Highest Bounty' },
  { value: 'most_recent', label: 'Most Recent' },
] as const;

/** The statistics are the server's, over every bounty the filter finds: the list shows only a page of them. */
function Stats({ summary }: { summary: DiscoverySummary }) {
  const stats = [
    ['Available Bounties', String(summary.available)],
    ['Total VC Value', `${summary.totalValue} VC`],
    ['High Matches (80%+)', String(summary.highMatches)],
    ['Avg Match', `${summary.averageMatch}%`],
  ];
  return (
    <dl aria-label="Bounty statistics" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {stats.map(([label, value]) => (
        <div key={label} className="rounded-xl border-t-4 border-curator bg-white p-3 shadow-sm">
          <dt className="text-xs font-medium text-slate-600">{label}</dt>
          <dd className="mt-1 text-xl font-bold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Bounty discovery (spec 2.12): curators search, sort and filter open bounties, and claim one. */
export function BountyDiscoveryPage() {
  const user = useSignedInUser();
  if (!user.role || !hasCuratorTools(user.role)) return <AccessDenied message="You need curator privileges to discover bounties." />;
  return <Discovery />;
}

function Discovery() {
  useScreenRole('curator');
  const [filter, setFilter] = useState<Required<Pick<DiscoveryFilter, 'sort' | 'min' | 'max'>> & { search: string }>({ search: '', sort: 'best_match', min: 0, max: 1000 });
  const [limit, setLimit] = useState(PAGE);
  const asked = useSettled(filter, SETTLE_MS);
  const search = asked.search.trim() || undefined;
  const { data: bounties, isLoading, isError } = useDiscoverBountiesQuery({ ...asked, search, limit });
  const { data: summary } = useSummarizeBountyDiscoveryQuery({ search, min: asked.min, max: asked.max });
  const [claim, { isLoading: claiming, originalArgs }] = useClaimBountyMutation();
  const showToast = useToast();
  const showFailureToast = useFailureToast();
  const navigate = useNavigate();
  const change = (next: Partial<typeof filter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setLimit(PAGE);
  };

  async function handleClaim(bountyId: string) {
    const result = await claim(bountyId);
    if (result.error) {
      showFailureToast(result.error, { title: 'Error', description: failureMessage(result.error, 'Failed to claim bounty') });
      return;
    }
    showToast({ title: 'Bounty Claimed!', description: 'A campaign has been created.', tone: 'success' });
    void navigate('/campaigns');
  }

  return (
    <main className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Bounty Discovery</h1>
      <section aria-label="Filters" className="grid gap-4 rounded-xl bg-white p-4 shadow-sm md:grid-cols-2">
        <input
          type="search"
          value={filter.search}
          onChange={(event) => change({ search: event.target.value })}
          maxLength={DISCOVER_BOUNTIES_QUERY_SEARCH_MAX_LENGTH}
          aria-label="Search bounties by song, artist or tag"
          placeholder="Search songs, artists or tags…"
          className="rounded-md border border-slate-300 px-3 py-2 text-base focus:outline-2 focus:outline-slate-900"
        />
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          Sort by
          <select value={filter.sort} onChange={(event) => change({ sort: event.target.value as typeof filter.sort })} className="rounded-md border border-slate-300 px-2 py-2">
            {SORTS.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </select>
        </label>
        <AmountSlider label="Minimum bounty" value={filter.min} onChange={(min) => change({ min: Math.min(min, filter.max) })} {...FILTER_SLIDER} />
        <AmountSlider label="Maximum bounty" value={filter.max} onChange={(max) => change({ max: Math.max(max, filter.min) })} {...FILTER_SLIDER} />
      </section>
      {isLoading && <p className="text-slate-600">Loading bounties…</p>}
      {isError && <p className="text-red-800">The bounties could not be loaded.</p>}
      {bounties && (
        <>
          {summary && <Stats summary={summary} />}
          {bounties.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-700">No bounties match these filters right now.</p>
          ) : (
            <ul aria-label="Bounties" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {bounties.map((bounty) => (
                <li key={bounty.id} className="grid min-w-0 grid-cols-1">
                  <BountyCard bounty={bounty} claiming={claiming && originalArgs === bounty.id} onClaim={() => void handleClaim(bounty.id)} />
                </li>
              ))}
            </ul>
          )}
          <MoreBounties shown={bounties.length} found={summary?.available ?? bounties.length} limit={limit} onMore={() => setLimit(limit + PAGE)} />
        </>
      )}
    </main>
  );
}

/** "Show more" while the filter finds more than is shown; past MOST_SHOWN, a hint to narrow the search instead. */
function MoreBounties({ shown, found, limit, onMore }: { shown: number; found: number; limit: number; onMore: () => void }) {
  if (shown < limit || shown >= found) return null;
  if (limit >= MOST_SHOWN) {
    return <p className="text-center text-slate-700">Showing the first {shown} of {found} bounties: search or narrow the amounts to find the others.</p>;
  }
  return (
    <button type="button" onClick={onMore} className="justify-self-center rounded-md border border-curator px-4 py-2 font-medium text-curator-strong hover:bg-curator-soft">
      Show more bounties ({shown} of {found})
    </button>
  );
}
