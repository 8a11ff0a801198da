import type { SongBounty } from './songs.api';
import { formatShortDate, formatShortDateTime } from '../../components/en-us-format';
import { type CampaignUnderWay, cancellable } from './song-display';

const coins = (amount: string) => `${Math.round(Number(amount))} VC`;

/** What the artist can do while a curator holds the bounty; the card asks again when the deadline passes. */
function campaignNote(campaign: CampaignUnderWay): string {
  if (!campaign.accepted) return 'Its terms cannot change while they hold it; cancelling ends their claim.';
  return cancellable(campaign) ? 'The deadline has passed: cancelling ends their claim.' : 'Until then its terms cannot change and it cannot be cancelled.';
}

/**
 * The active bounty on a song (spec 2.6): what a curator earns, and until when; while a curator
 * holds it, by when their campaign must be accepted or completed (or the bounty reopens), and what
 * the artist can still do meanwhile.
 */
export function SongBountyBox({ bounty, campaign }: { bounty: SongBounty; campaign?: CampaignUnderWay }) {
  const hasPlacement = Number(bounty.placementAmount) > 0;
  return (
    <div className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <p className="font-semibold">Active bounty</p>
      <p>
        Review {coins(bounty.reviewAmount)}
        {hasPlacement && ` · Placement ${coins(bounty.placementAmount)}`} · until {formatShortDate(new Date(bounty.expiresAt))}
      </p>
      {campaign && (
        <p>
          {campaign.accepted ? 'A curator is working on it' : 'A curator claimed it'}. Curator&rsquo;s deadline:{' '}
          <time dateTime={campaign.deadline}>{formatShortDateTime(new Date(campaign.deadline))}</time>.{' '}
          {campaignNote(campaign)}
        </p>
      )}
    </div>
  );
}
