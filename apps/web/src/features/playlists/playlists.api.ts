import { baseApi } from '../../api/base-api';
import type { Tag } from '../tags';

// Written by hand after the catalog's contracts (libs/catalog/src/contracts/catalog.responses.ts)
// until the API document has the catalog's endpoints.

export const PLAYLIST_PLATFORMS = ['spotify', 'apple_music', 'youtube', 'soundcloud', 'other'] as const;
export type PlaylistPlatform = (typeof PLAYLIST_PLATFORMS)[number];

/** A playlist (`PlaylistResponse`). */
export interface Playlist {
  id: string;
  curatorId: string;
  name: string;
  description: string;
  platform: PlaylistPlatform;
  playlistUrl: string;
  spotifyUrl: string | null;
  coverImageUrl: string | null;
  coverArtUrl: string | null;
  tags: Tag[];
  followerCount: number;
  trackCount: number | null;
  acceptingSubmissions: boolean;
  /** Whole VibeCoins. */
  reviewPrice: number;
  placementPrice: number;
  createdAt: string;
}

/** The body of POST /api/playlists and PUT /api/playlists/{id}; null leaves a field empty. */
export interface PlaylistRequest {
  name: string;
  description: string;
  platform: PlaylistPlatform;
  playlistUrl: string;
  coverImageUrl: string | null;
  followerCount: number;
  trackCount: number | null;
  acceptingSubmissions: boolean;
  reviewPrice: number;
  placementPrice: number;
  tagIds: number[];
}

const USER_PLAYLISTS = 'UserPlaylists' as const;

/**
 * A write to a playlist refreshes every list of playlists (the curator's dashboard and profile)
 * and whatever provides the `Playlist` tag (matching and search results).
 */
const playlistsChanged: [typeof USER_PLAYLISTS, 'Playlist'] = [USER_PLAYLISTS, 'Playlist'];

export const playlistsApi = baseApi.enhanceEndpoints({ addTagTypes: [USER_PLAYLISTS, 'Playlist'] }).injectEndpoints({
  endpoints: (build) => ({
    getUserPlaylists: build.query<Playlist[], string>({
      query: (userId) => ({ url: `/api/users/${encodeURIComponent(userId)}/playlists` }),
      providesTags: [USER_PLAYLISTS],
    }),
    createPlaylist: build.mutation<Playlist, PlaylistRequest>({
      query: (body) => ({ url: '/api/playlists', method: 'POST', body }),
      invalidatesTags: (playlist) => (playlist ? playlistsChanged : []),
    }),
    updatePlaylist: build.mutation<Playlist, { id: string; playlist: PlaylistRequest }>({
      query: ({ id, playlist }) => ({ url: `/api/playlists/${encodeURIComponent(id)}`, method: 'PUT', body: playlist }),
      invalidatesTags: (playlist) => (playlist ? playlistsChanged : []),
    }),
    deletePlaylist: build.mutation<unknown, string>({
      query: (id) => ({ url: `/api/playlists/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : playlistsChanged),
    }),
  }),
});

export const { useGetUserPlaylistsQuery, useCreatePlaylistMutation, useUpdatePlaylistMutation, useDeletePlaylistMutation } = playlistsApi;
