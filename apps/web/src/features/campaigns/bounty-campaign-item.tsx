import { ExternalLinkPill } from '../../components/external-link-pill';
import { formatShortDate, formatShortDateTime } from '../../components/en-us-format';
import type { Campaign as BountyCampaign } from './campaigns.api';

const STATUS_LOOK: Record<BountyCampaign['status'], { label: string; className: string }> = {
  pending: { label: 'Claimed', className: 'bg-amber-100 text-amber-900' },
  active: { label: 'In progress', className: 'bg-sky-100 text-sky-900' },
  completed: { label: 'Completed', className: 'bg-green-100 text-green-900' },
  rejected: { label: 'Rejected', className: 'bg-red-100 text-red-900' },
  expired: { label: 'Ended', className: 'bg-slate-200 text-slate-800' },
};

/** How an unfinished campaign ended, as its artist reads it: nothing was paid, the bounty went on. */
const END_REASON: Record<NonNullable<BountyCampaign['endReason']>, string> = {
  not_accepted: 'The curator did not accept it in time; nothing was paid.',
  not_completed: 'The curator did not complete it in time; nothing was paid.',
  curator_unavailable: 'The curator can no longer work; nothing was paid.',
  bounty_cancelled: 'You cancelled the bounty before the curator accepted; nothing was paid.',
  bounty_expired: 'The bounty ran out of time before the curator accepted; nothing was paid.',
};

/** Where the campaign stands, in one line: what is due by when, or what it cost. */
function progressOf(c: BountyCampaign): string | null {
  const due = c.deadline && formatShortDateTime(new Date(c.deadline));
  if (c.status === 'pending' && due) return `To be accepted by ${due}`;
  if (c.status === 'active' && due) return `To be completed by ${due}`;
  if (c.status === 'completed') return `${c.outcome === 'placed' ? 'Placed' : 'Reviewed'} on ${formatShortDate(new Date(c.updatedAt))} · curator paid ${c.paidAmount} VC`;
  if (c.status === 'expired' && c.endReason) return END_REASON[c.endReason];
  if (c.status === 'rejected') return `Rejected on ${formatShortDate(new Date(c.updatedAt))}; nothing was paid.`;
  return null;
}

/**
 * A campaign a curator ran on the song's bounty, as its artist sees it (the song's Campaigns
 * dialog): the playlist, the bounty's amounts, where it stands and the curator's feedback.
 */
export function BountyCampaignItem({ campaign: c }: { campaign: BountyCampaign }) {
  const look = STATUS_LOOK[c.status];
  const playlistName = c.playlist?.name ?? 'No playlist chosen';
  const progress = progressOf(c);
  return (
    <article aria-label={`Bounty campaign: ${playlistName}`} className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="font-semibold break-words">{playlistName}</h4>
          <p className="text-sm text-slate-600">
            Bounty · Review {c.reviewAmount} VC{c.placementAmount > 0 && ` · Placement ${c.placementAmount} VC`} · claimed {formatShortDate(new Date(c.createdAt))}
          </p>
        </div>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${look.className}`}>{look.label}</span>
      </div>
      {progress && <p className="text-sm text-slate-800">{progress}</p>}
      {c.curatorFeedback && <p className="text-sm text-slate-700">Feedback: {c.curatorFeedback}</p>}
      {c.playlist?.spotifyUrl && (
        <div>
          <ExternalLinkPill href={c.playlist.spotifyUrl} label="View Playlist" about={c.playlist.name} />
        </div>
      )}
    </article>
  );
}
