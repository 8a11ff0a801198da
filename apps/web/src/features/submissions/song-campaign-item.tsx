import { ExternalLinkPill } from '../../components/external-link-pill';
import { STATUS_LOOK, submissionDate } from './submission-card';
import type { Submission } from './submissions.api';

/** The dates of a request that have come: sent, answered (reviewedAt, set by any answer) and added to the playlist. */
function datesOf(s: Submission): [string, string][] {
  const dates: [string, string][] = [['Submitted', submissionDate(s.submittedAt)]];
  if (s.reviewedAt) dates.push(['Reviewed', submissionDate(s.reviewedAt)]);
  if (s.addedAt) dates.push(['Added', submissionDate(s.addedAt)]);
  if (s.status === 'pending') dates.push(['Answer due by', submissionDate(s.respondBy)]);
  return dates;
}

/**
 * One request in a song's Campaigns dialog (spec 2.6): the playlist's name and description, the
 * status, the submitted, reviewed and added dates, the curator's feedback and a View Playlist link.
 */
export function SongCampaignItem({ submission: s }: { submission: Submission }) {
  const look = STATUS_LOOK[s.status];
  return (
    <article aria-label={s.playlist.name} className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{s.playlist.name}</h3>
          <p className="text-sm text-slate-600">
            {s.playlist.curatorName || 'Curator'} · {s.type === 'review' ? 'Review' : 'Placement'} · {s.price} VC
          </p>
        </div>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${look.className}`}>{look.label}</span>
      </div>
      <p className="line-clamp-3 text-sm text-slate-700">{s.playlist.description}</p>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {datesOf(s).map(([label, date]) => (
          <div key={label} className="flex gap-1">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{date}</dd>
          </div>
        ))}
      </dl>
      {s.curatorFeedback && <p className="text-sm text-slate-700">Feedback: {s.curatorFeedback}</p>}
      <div>
        <ExternalLinkPill href={s.playlist.playlistUrl} label="View Playlist" about={s.playlist.name} />
      </div>
    </article>
  );
}
