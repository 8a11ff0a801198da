import type { SongBounty } from './songs.api';
import { formatShortDate, formatShortDateTime } from '../../components/en-us-format';

const coins = (amount: string) => `${Math.round(Number(amount))} VC`;

/**
 * The active bounty on a song (spec 2.6): what a curator earns, and until when; while a curator
 * holds it, by when their campaign must be accepted or completed, or the bounty reopens.
 */
export function SongBountyBox({ bounty, campaignDeadline }: { bounty: SongBounty; campaignDeadline?: string }) {
  const hasPlacement = Number(bounty.placementAmount) > 0;
  return (
    <div className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <p className="font-semibold">Active bounty</p>
      <p>
        Review {coins(bounty.reviewAmount)}
        {hasPlacement && ` · Placement ${coins(bounty.placementAmount)}`} · until {formatShortDate(new Date(bounty.expiresAt))}
      </p>
      {campaignDeadline && (
        <p>
          A curator is on it. Curator&rsquo;s deadline: <time dateTime={campaignDeadline}>{formatShortDateTime(new Date(campaignDeadline))}</time>. Its terms
          cannot change while they work on it.
        </p>
      )}
    </div>
  );
}
