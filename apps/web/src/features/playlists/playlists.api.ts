import { playlistsApi as generatedPlaylistsApi } from './playlists.api.generated';

import type { PlaylistResponse } from './playlists.api.generated';

export type { PlaylistRequest, PlaylistResponse as Playlist } from './playlists.api.generated';
export type PlaylistPlatform = PlaylistResponse['platform'];

const USER_PLAYLISTS = 'UserPlaylists';

/**
 * The generated playlist endpoints plus caching: a write refreshes every list of playlists (the
 * curator's dashboard and profile) and whatever provides the `Playlist` tag (matching and search results).
 */
export const playlistsApi = generatedPlaylistsApi.enhanceEndpoints({
  addTagTypes: [USER_PLAYLISTS, 'Playlist'],
  endpoints: {
    getUserPlaylists: { providesTags: [USER_PLAYLISTS] },
    createPlaylist: { invalidatesTags: (playlist) => (playlist ? [USER_PLAYLISTS, 'Playlist'] : []) },
    updatePlaylist: { invalidatesTags: (playlist) => (playlist ? [USER_PLAYLISTS, 'Playlist'] : []) },
    deletePlaylist: { invalidatesTags: (_result, error) => (error ? [] : [USER_PLAYLISTS, 'Playlist']) },
  },
});

export const { useGetUserPlaylistsQuery, useCreatePlaylistMutation, useUpdatePlaylistMutation, useDeletePlaylistMutation } = playlistsApi;
