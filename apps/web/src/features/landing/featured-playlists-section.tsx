import { PlayIcon } from '../../components/icons';
import { EMBEDDED_PLAYER_HEIGHT_PX } from '../../constants';
import { SectionHeading } from './section-heading';
import { TagList } from './tag-list';

const featuredTracks = ['Neon Rivers — Halcyon Days', 'Paper Planes — Mira Sol', 'Slow Motion — The Lanterns'] as const;

const miniPlaylists = [
  { name: 'Bedroom Pop Gems', curator: 'Ava Chen', followers: '3,480', tags: ['Bedroom Pop', 'Lo-fi', 'Dreamy'] },
  { name: 'Acoustic Mornings', curator: 'Leo Martins', followers: '2,015', tags: ['Acoustic', 'Folk', 'Calm'] },
  { name: 'Underground Beats', curator: 'Kai Johnson', followers: '5,902', tags: ['Hip-Hop', 'Boom Bap', 'Upbeat'] },
] as const;

/**
 * A drawn stand-in for a streaming player at the embed's real height: the landing page makes no
 * calls to streaming sites, so there is no iframe here.
 */
function PlayerIllustration() {
  return (
    <div
      role="img"
      aria-label="Player preview of the playlist Fresh Indie Finds"
      style={{ minHeight: EMBEDDED_PLAYER_HEIGHT_PX }}
      className="flex gap-4 rounded-xl bg-gradient-to-r from-slate-900 to-green-950 p-4 text-white"
    >
      <div aria-hidden="true" className="hidden size-30 shrink-0 rounded-lg bg-gradient-to-br from-green-400 to-orange-400 sm:block" />
      <div aria-hidden="true" className="grid min-w-0 flex-1 content-between gap-2">
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="truncate font-semibold">Fresh Indie Finds</p>
            <p className="truncate text-sm text-slate-300">Curated by Jordan Lee</p>
          </div>
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-slate-900">
            <PlayIcon className="size-4" />
          </span>
        </div>
        <ol className="grid gap-1 text-sm text-slate-200">
          {featuredTracks.map((track, index) => (
            <li key={track} className="truncate">
              {index + 1}. {track}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

export function FeaturedPlaylistsSection() {
  return (
    <section aria-labelledby="featured-playlists-heading" id="featured-playlists" className="scroll-mt-28 bg-white py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4">
        <SectionHeading id="featured-playlists-heading" title="Featured Playlists" intro="Real playlists, run by curators who listen to every submission." />
        <div className="grid gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-5 shadow-sm sm:p-6">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-xl font-bold">Fresh Indie Finds</h3>
            <p className="text-sm font-medium text-slate-700">1,247 followers</p>
          </div>
          <PlayerIllustration />
          <TagList tags={['Indie', 'Alternative', 'Dreamy', 'Guitar']} label="Fresh Indie Finds tags" />
        </div>
        <ul className="grid gap-4 md:grid-cols-3">
          {miniPlaylists.map((playlist) => (
            <li key={playlist.name} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex items-center gap-3">
                <div aria-hidden="true" className="size-12 shrink-0 rounded-lg bg-gradient-to-br from-orange-300 to-green-400" />
                <div className="min-w-0">
                  <h3 className="truncate font-semibold">{playlist.name}</h3>
                  <p className="text-sm text-slate-600">
                    {playlist.curator} · {playlist.followers} followers
                  </p>
                </div>
              </div>
              <TagList tags={playlist.tags} label={`${playlist.name} tags`} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
