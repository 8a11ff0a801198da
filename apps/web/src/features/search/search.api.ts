import { baseApi } from '../../api/base-api';
import type { Tag } from '../tags';
import type { SearchArgs } from './search-params';

// Written by hand, mirroring ArtistSearchResult and CuratorSearchResult of
// libs/matching/src/contracts/matching.responses.ts and catalog's PlaylistResponse, because the
// server endpoints are built alongside this screen.

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

export interface PlaylistResult {
  id: string;
  curatorId: string;
  name: string;
  description: string;
  platform: 'spotify' | 'apple_music' | 'youtube' | 'soundcloud' | 'other';
  playlistUrl: string;
  coverImageUrl: string | null;
  coverArtUrl: string | null;
  tags: Tag[];
  followerCount: number;
  trackCount: number | null;
  acceptingSubmissions: boolean;
}

/** `?q=&tags=` without the empty ones. */
const searchQuery = (path: string) => (args: SearchArgs) => ({ url: `/api/search/${path}`, params: { q: args.q || undefined, tags: args.tags || undefined } });

const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchArtists: build.query<ArtistResult[], SearchArgs>({ query: searchQuery('artists') }),
    searchCurators: build.query<CuratorResult[], SearchArgs>({ query: searchQuery('curators') }),
    searchPlaylists: build.query<PlaylistResult[], SearchArgs>({ query: searchQuery('playlists') }),
  }),
});

export const { useSearchArtistsQuery, useSearchCuratorsQuery, useSearchPlaylistsQuery } = searchApi;
