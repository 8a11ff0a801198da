import { useId } from 'react';
import { formatCoins } from '../wallet';
import { type AdminStats, useGetAdminStatsQuery } from './admin.api';
import { formatWholeNumber } from '../../components/en-us-format';

const count = (value: number) => formatWholeNumber(value);

export interface StatFigure {
  label: string;
  value: string;
  hint?: string;
}

type Accent = 'slate' | 'artist' | 'curator' | 'coins';

const accentBorder: Record<Accent, string> = {
  slate: 'border-slate-700',
  artist: 'border-artist',
  curator: 'border-curator',
  coins: 'border-amber-400',
};

/** A titled group of numbers (spec 2.15's Platform, Content and Economy groups; 2.16's four cards). */
export function StatGroup({ title, figures, accent, level = 2 }: { title: string; figures: readonly StatFigure[]; accent: Accent; level?: 2 | 3 }) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <Heading id={headingId} className={level === 2 ? 'text-lg font-semibold' : 'font-semibold'}>
        {title}
      </Heading>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className={`rounded-xl border-t-4 bg-white p-4 shadow-sm ${accentBorder[accent]}`}>
            <dt className="text-sm font-medium text-slate-600">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums sm:text-3xl">{figure.value}</dd>
            {figure.hint && <dd className="mt-1 text-xs text-slate-600">{figure.hint}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Spec 2.15's three groups, every field of the spec's Admin stats shown in one of them. */
export function statGroupsOf(stats: AdminStats): { title: string; accent: Accent; figures: StatFigure[] }[] {
  return [
    {
      title: 'Platform Statistics',
      accent: 'slate',
      figures: [
        { label: 'Total Users', value: count(stats.totalUsers) },
        { label: 'Artists', value: count(stats.totalArtists) },
        { label: 'Curators', value: count(stats.totalCurators) },
        { label: 'Both Roles', value: count(stats.totalBoth) },
      ],
    },
    {
      title: 'Content Statistics',
      accent: 'artist',
      figures: [
        { label: 'Website Visits', value: count(stats.websiteVisits) },
        { label: 'Songs', value: count(stats.totalSongs), hint: `${count(stats.totalActiveSongsWithBounty)} with a bounty, ${count(stats.todaysActiveSongsWithBounty)} set today` },
        {
          label: 'Active Bounties',
          value: count(stats.totalActiveBounties),
          hint: `Campaigns: ${count(stats.totalPendingCampaigns)} pending (${count(stats.todaysPendingCampaigns)} today), ${count(stats.totalActiveCampaigns)} active (${count(stats.todaysActiveCampaigns)} today)`,
        },
        { label: 'Playlists', value: count(stats.totalPlaylists) },
      ],
    },
    {
      title: 'VibeCoin Economy',
      accent: 'coins',
      figures: [
        { label: 'Total Purchased', value: formatCoins(stats.totalVibeCoinPurchased), hint: `${formatCoins(stats.todaysVibeCoinPurchased)} today` },
        { label: 'Paid Out', value: formatCoins(stats.totalVibeCoinPaidout), hint: 'To curators, for reviews and placements' },
        { label: 'Bounty Pool', value: formatCoins(stats.totalBountyVibeCoin), hint: 'Held in escrow by open bounties' },
      ],
    },
  ];
}

/** The statistics groups from GET /api/admin/stats, with their loading and failure states; `level` of their headings. */
export function AdminStatGroups({ level = 2 }: { level?: 2 | 3 }) {
  const { data: stats, isLoading, isError } = useGetAdminStatsQuery();
  if (isLoading) return <p className="text-slate-600">Loading statistics…</p>;
  if (isError || !stats) return <p className="text-red-800">The statistics could not be loaded.</p>;
  return (
    <>
      {statGroupsOf(stats).map((group) => (
        <StatGroup key={group.title} level={level} {...group} />
      ))}
    </>
  );
}
