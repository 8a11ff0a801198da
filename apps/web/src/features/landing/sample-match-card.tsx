import { MatchBadge } from '../../components/match-badge';
import { TagList } from './tag-list';

const sampleMatches = [
  { playlist: 'Late Night Indie', curator: 'Jordan Lee', percentage: 94 },
  { playlist: 'Sunday Chill Sessions', curator: 'Sam Alvarez', percentage: 72 },
] as const;

export const sampleSongTags = ['Indie Pop', 'Dreamy', 'Mid-tempo', 'Synth', 'Female Vocals', 'English'] as const;

/** An illustration of what an artist sees: one tagged song and how well two playlists match it. */
export function SampleMatchCard() {
  return (
    <figure aria-label="Sample match results" className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-xl">
      <div className="flex items-center gap-3">
        <div aria-hidden="true" className="size-14 shrink-0 rounded-lg bg-gradient-to-br from-green-500 to-orange-400" />
        <div>
          <p className="font-semibold text-slate-900">Golden Hour Drive</p>
          <p className="text-sm text-slate-600">Sample song · Nova Vale</p>
        </div>
      </div>
      <TagList tags={sampleSongTags} label="Sample song tags" />
      <ul className="grid gap-2">
        {sampleMatches.map((match) => (
          <li key={match.playlist} className="flex items-center justify-between gap-3 rounded-lg border border-slate-100 bg-slate-50 p-3">
            <div className="min-w-0">
              <p className="truncate font-medium text-slate-900">{match.playlist}</p>
              <p className="truncate text-xs text-slate-600">Curated by {match.curator}</p>
            </div>
            <MatchBadge percentage={match.percentage} />
          </li>
        ))}
      </ul>
    </figure>
  );
}
