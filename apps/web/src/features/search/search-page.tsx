import { skipToken } from '@reduxjs/toolkit/query';
import * as Tabs from '../../components/tabs';
import { Link } from '../../components/link';
import { buttonClassName } from '../../components/button';
import { countOf } from '../../components/count';
import { useOptionalUser } from '../auth';
import { FavoriteArtistButton } from '../favorites';
import { PlaylistCard } from '../playlists';
import { hasArtistTools } from '../roles';
import { RequestCampaignForPlaylistButton } from '../submissions';
import { PersonCard, personName } from './person-card';
import { type SearchTab, isSearchTab, searchArgsOf } from './search-params';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';
import { useSearchArtistsQuery, useSearchCuratorsQuery, useSearchPlaylistsQuery } from './search.api';
import { useSearchState } from './use-search-state';

const tabClassName =
  'shrink-0 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 transition-colors hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 sm:px-4';
const activeTabClassName: Record<SearchTab, string> = {
  artists: 'data-[state=active]:bg-artist data-[state=active]:text-white',
  curators: 'data-[state=active]:bg-curator data-[state=active]:text-white',
  playlists: 'data-[state=active]:bg-curator data-[state=active]:text-white',
};

/** A visitor's way in from search (spec 2.9): the server sends /api/login on to the sign-in page. */
function JoinPlatform() {
  return (
    <section aria-labelledby="join-heading" className="flex flex-col gap-3 rounded-xl bg-linear-to-r from-artist-soft to-curator-soft p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 id="join-heading" className="font-semibold text-slate-900">
          Found someone you like?
        </h2>
        <p className="text-sm text-slate-700">Join to send your songs to curators, or to receive music for your playlists.</p>
      </div>
      <a href="/api/login" className={`${buttonClassName('primary')} shrink-0`}>
        Join Platform
      </a>
    </section>
  );
}

/** /search (spec 2.9), signed in and signed out: the query, tags and tab live in the URL. */
export function SearchPage() {
  const user = useOptionalUser();
  const signedOut = user === null;
  // Artists send requests from a playlist found here ("Submit to New Playlist" on Submissions leads here, spec 2.10).
  const sendsRequests = user !== null && user.role !== null && hasArtistTools(user.role);
  const [state, update] = useSearchState();
  const args = searchArgsOf(state) ?? skipToken;
  // Fresh on every visit: people, songs and playlists change while the answers sit in the cache.
  const options = { refetchOnMountOrArgChange: true };
  const artists = useSearchArtistsQuery(args, options);
  const curators = useSearchCuratorsQuery(args, options);
  const playlists = useSearchPlaylistsQuery(args, options);
  const searched = args !== skipToken;

  const label = (noun: string, found: readonly unknown[] | undefined) => (found ? `${noun} (${found.length})` : noun);

  return (
    <main className="mx-auto grid max-w-6xl gap-5 px-4 py-6 sm:py-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Search</h1>
        <p className="mt-1 text-slate-600">Find artists, curators and playlists by name or by tag.</p>
      </div>
      {signedOut && <JoinPlatform />}
      <SearchForm state={state} onChange={update} />
      <Tabs.Root value={state.tab} onValueChange={(tab) => isSearchTab(tab) && update({ tab })}>
        <Tabs.List aria-label="Results" className="mb-4 inline-flex max-w-full gap-1 overflow-x-auto rounded-lg bg-white p-1 shadow-sm">
          <Tabs.Trigger value="artists" className={`${tabClassName} ${activeTabClassName.artists}`}>
            {label('Artists', artists.currentData)}
          </Tabs.Trigger>
          <Tabs.Trigger value="curators" className={`${tabClassName} ${activeTabClassName.curators}`}>
            {label('Curators', curators.currentData)}
          </Tabs.Trigger>
          <Tabs.Trigger value="playlists" className={`${tabClassName} ${activeTabClassName.playlists}`}>
            {label('Playlists', playlists.currentData)}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="artists" className="focus-visible:outline-none">
          <SearchResults
            noun="Artists"
            searched={searched}
            outcome={artists}
            itemKey={(artist) => artist.id}
            renderItem={(artist) => (
              <PersonCard
                person={artist}
                tone="artist"
                to={`/artist/${artist.id}`}
                facts={[countOf(artist.songCount, 'song')]}
                action={user && user.id !== artist.id && <FavoriteArtistButton artist={{ id: artist.id, name: personName(artist) }} label="Favorite" className="px-3" />}
              />
            )}
          />
        </Tabs.Content>
        <Tabs.Content value="curators" className="focus-visible:outline-none">
          <SearchResults
            noun="Curators"
            searched={searched}
            outcome={curators}
            itemKey={(curator) => curator.id}
            renderItem={(curator) => (
              <PersonCard
                person={curator}
                tone="curator"
                to={`/curator/${curator.id}`}
                facts={[countOf(curator.playlistCount, 'playlist'), countOf(curator.totalFollowers, 'follower')]}
              />
            )}
          />
        </Tabs.Content>
        <Tabs.Content value="playlists" className="focus-visible:outline-none">
          <SearchResults
            noun="Playlists"
            searched={searched}
            outcome={playlists}
            itemKey={(playlist) => playlist.id}
            renderItem={(playlist) => (
              <PlaylistCard
                playlist={playlist}
                links={
                  <>
                    <Link to={`/curator/${playlist.curatorId}`} className="text-xs font-semibold text-curator hover:underline focus-visible:outline-2 focus-visible:outline-slate-900">
                      View curator<span className="sr-only"> of {playlist.name}</span>
                    </Link>
                    {sendsRequests && playlist.acceptingSubmissions && playlist.curatorId !== user.id && (
                      <span className="ml-auto">
                        <RequestCampaignForPlaylistButton playlist={playlist} />
                      </span>
                    )}
                  </>
                }
              />
            )}
          />
        </Tabs.Content>
      </Tabs.Root>
    </main>
  );
}
