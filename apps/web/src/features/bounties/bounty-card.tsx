import { MatchBadge } from '../../components/match-badge';
import { Button } from '../../components/button';
import type { DiscoverableBounty } from './bounties.api';
import { formatShortDate } from '../../components/en-us-format';


/** An open bounty as a curator weighs it (spec 2.12): song, artist, match, what it pays, and Claim. */
export function BountyCard({ bounty, onClaim, claiming }: { bounty: DiscoverableBounty; onClaim: () => void; claiming: boolean }) {
  return (
    <article aria-label={`Bounty on ${bounty.songTitle}`} className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate font-semibold text-slate-900">{bounty.songTitle}</h2>
          <p className="text-sm text-slate-600">by {bounty.artistName || 'an artist'}</p>
        </div>
        <MatchBadge percentage={bounty.matchScore} />
      </div>
      {bounty.tags.length > 0 && (
        <ul aria-label={`Tags of ${bounty.songTitle}`} className="flex flex-wrap gap-1">
          {bounty.tags.slice(0, 5).map((tag) => (
            <li key={tag.id} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
              {tag.name}
            </li>
          ))}
        </ul>
      )}
      {bounty.description && <p className="text-sm text-slate-700">“{bounty.description}”</p>}
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">Review</dt>
          <dd className="font-semibold">{bounty.reviewAmount} VC</dd>
        </div>
        <div>
          <dt className="text-slate-600">Placement</dt>
          <dd className="font-semibold">{bounty.placementAmount > 0 ? `${bounty.placementAmount} VC` : '—'}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Total</dt>
          <dd className="font-bold text-curator">{bounty.totalAmount} VC</dd>
        </div>
      </dl>
      <p className="text-xs text-slate-600">
        Fits {bounty.estimatedPlaylists} of your playlists at 60% or more · open until {formatShortDate(new Date(bounty.expiresAt))}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="curator" disabled={claiming} onClick={onClaim}>
          {claiming ? 'Claiming…' : 'Claim Bounty'}
          <span className="sr-only"> on {bounty.songTitle}</span>
        </Button>
        {bounty.spotifyUrl && (
          <a href={bounty.spotifyUrl} target="_blank" rel="noopener noreferrer" className="self-center text-sm font-medium text-slate-700 underline">
            Listen on Spotify<span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </div>
    </article>
  );
}
