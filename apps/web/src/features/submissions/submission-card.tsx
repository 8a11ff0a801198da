import type { ReactNode } from 'react';
import type { Submission } from './submissions.api';
import { formatShortDate } from '../../components/en-us-format';


/** A request's date as its cards show it ("Mar 3, 2026"). */
export const submissionDate = (iso: string): string => formatShortDate(new Date(iso));

export const STATUS_LOOK: Record<Submission['status'], { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'bg-amber-100 text-amber-900' },
  reviewed: { label: 'Reviewed', className: 'bg-sky-100 text-sky-900' },
  added: { label: 'Added', className: 'bg-green-100 text-green-900' },
  rejected: { label: 'Rejected', className: 'bg-red-100 text-red-900' },
  expired: { label: 'Expired, refunded', className: 'bg-slate-200 text-slate-800' },
};

/** A request as its artist or curator sees it (spec 2.10): song, playlist, type and price, status, message and feedback. */
export function SubmissionCard({ submission: s, perspective, children }: { submission: Submission; perspective: 'artist' | 'curator'; children?: ReactNode }) {
  const look = STATUS_LOOK[s.status];
  return (
    <article aria-label={`${s.song.title} to ${s.playlist.name}`} className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{s.song.title}</h3>
          <p className="text-sm text-slate-600">
            {perspective === 'artist' ? `to ${s.playlist.name} (${s.playlist.curatorName || 'curator'})` : `by ${s.song.artistName || 'an artist'} for ${s.playlist.name}`}
          </p>
        </div>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${look.className}`}>{look.label}</span>
      </div>
      <p className="text-sm">
        {s.type === 'review' ? 'Review' : 'Placement'} · {s.price} VC · {s.matchPercentage}% match · sent {submissionDate(s.submittedAt)}
        {s.status === 'pending' && ` · answer due by ${submissionDate(s.respondBy)}`}
      </p>
      {s.status !== 'pending' && (
        <p className="text-sm text-slate-700">
          Curator paid {s.paidAmount} VC{s.refundedAmount > 0 && `, ${s.refundedAmount} VC refunded`}
        </p>
      )}
      <p className="text-sm text-slate-700">“{s.message}”</p>
      {s.curatorFeedback && <p className="text-sm text-slate-600">Feedback: {s.curatorFeedback}</p>}
      {children}
    </article>
  );
}
