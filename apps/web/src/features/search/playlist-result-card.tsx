import { Link } from 'react-router-dom';
import { countOf } from '../../components/count';
import { TagPills } from '../../components/tag-pills';
import type { PlaylistResult } from './search.api';

/** A playlist found by search: its cover, name, followers and tags, "Closed" when it takes no submissions, and its curator. */
export function PlaylistResultCard({ playlist }: { playlist: PlaylistResult }) {
  const cover = playlist.coverImageUrl ?? playlist.coverArtUrl;
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-t-4 border-slate-200 border-t-curator bg-white p-4 shadow-sm">
      <div className="flex gap-3">
        {cover ? (
          <img src={cover} alt="" loading="lazy" className="size-14 shrink-0 rounded-lg object-cover" />
        ) : (
          <div aria-hidden="true" className="size-14 shrink-0 rounded-lg bg-gradient-to-br from-orange-300 to-green-400" />
        )}
        <div className="grid min-w-0 content-start gap-1">
          <h3 className="font-semibold break-words text-slate-900">{playlist.name}</h3>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            {!playlist.acceptingSubmissions && <span className="rounded-full bg-slate-800 px-2 py-0.5 text-xs font-semibold text-white">Closed</span>}
            <span className="font-medium">{countOf(playlist.followerCount, 'follower')}</span>
          </p>
        </div>
      </div>
      <p className="line-clamp-2 text-sm text-slate-700">{playlist.description}</p>
      <TagPills tags={playlist.tags} label={`Tags of ${playlist.name}`} />
      <Link to={`/curator/${playlist.curatorId}`} className="mt-auto text-sm font-semibold text-curator hover:underline focus-visible:outline-2 focus-visible:outline-slate-900">
        View curator<span className="sr-only"> of {playlist.name}</span>
      </Link>
    </article>
  );
}
