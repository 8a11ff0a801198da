import { baseApi } from '../../api/base-api';
import type { Playlist } from '../playlists';
import type { SearchArgs } from './search-params';

// Written by hand, mirroring ArtistSearchResult and CuratorSearchResult of
// libs/matching/src/contracts/matching.responses.ts, because the server endpoints are built
// alongside this screen; playlists are catalog's PlaylistResponse.

interface PersonResult {
  id: string;
  firstName: string;
  lastName: string;
  displayName: string | null;
  profileImageUrl: string | null;
  bio: string | null;
  location: string | null;
  isVerified: boolean;
}

export interface ArtistResult extends PersonResult {
  /** Visible songs only. */
  songCount: number;
}

export interface CuratorResult extends PersonResult {
  playlistCount: number;
  /** The sum of their playlists' followers. */
  totalFollowers: number;
}

/** `?q=&tags=` without the empty ones. */
const searchQuery = (path: string) => (args: SearchArgs) => ({ url: `/api/search/${path}`, params: { q: args.q || undefined, tags: args.tags || undefined } });

const searchApi = baseApi.enhanceEndpoints({ addTagTypes: ['Playlist'] }).injectEndpoints({
  endpoints: (build) => ({
    searchArtists: build.query<ArtistResult[], SearchArgs>({ query: searchQuery('artists') }),
    searchCurators: build.query<CuratorResult[], SearchArgs>({ query: searchQuery('curators') }),
    searchPlaylists: build.query<Playlist[], SearchArgs>({ query: searchQuery('playlists'), providesTags: ['Playlist'] }),
  }),
});

export const { useSearchArtistsQuery, useSearchCuratorsQuery, useSearchPlaylistsQuery } = searchApi;
