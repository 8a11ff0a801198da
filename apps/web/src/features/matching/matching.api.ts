import { matchingApi as generatedMatchingApi } from './matching.api.generated';

export type { MatchingPlaylistResponse as MatchingPlaylist } from './matching.api.generated';

/**
 * GET /api/songs/{id}/matching-playlists (best match first), refreshed when the song or any
 * playlist changes (the songs and playlists features invalidate these tags).
 */
export const matchingApi = generatedMatchingApi.enhanceEndpoints({
  addTagTypes: ['Song', 'Playlist'],
  endpoints: {
    getMatchingPlaylists: { providesTags: (_result, _error, songId) => [{ type: 'Song', id: songId }, 'Playlist'] },
  },
});

export const { useGetMatchingPlaylistsQuery } = matchingApi;
