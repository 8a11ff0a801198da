import { useListActiveBountiesQuery } from './bounties.api';
import { formatShortDate, formatShortDateTime } from '../../components/en-us-format';


/** Spec 2.13: the artist's open bounties, whose coins are the reserved ones. */
export function ActiveBounties() {
  const { data: bounties } = useListActiveBountiesQuery();
  if (!bounties || bounties.length === 0) return null;
  return (
    <section aria-labelledby="active-bounties-heading" className="rounded-xl bg-white p-5 shadow-sm">
      <h2 id="active-bounties-heading" className="text-lg font-semibold">
        Active Bounties
      </h2>
      <ul className="divide-y divide-slate-100">
        {bounties.map((bounty) => (
          <li key={bounty.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 text-sm">
            <div>
              <p className="font-medium text-slate-900">{bounty.songTitle}</p>
              <p className="text-xs text-slate-600">
                Review {bounty.reviewAmount} VC · Placement {bounty.placementAmount} VC · until {formatShortDate(new Date(bounty.expiresAt))}
                {bounty.hasCampaign && ' · a curator is on it'}
              </p>
              {bounty.campaignDeadline && (
                <p className="text-xs font-medium text-slate-800">
                  Curator&rsquo;s deadline: <time dateTime={bounty.campaignDeadline}>{formatShortDateTime(new Date(bounty.campaignDeadline))}</time>
                </p>
              )}
            </div>
            <p className="font-semibold">{bounty.totalAmount} VC</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
