import { baseApi } from '../../api/base-api';
import type { Playlist } from '../playlists';

// Written by hand, mirroring MatchingPlaylistResponse of libs/matching/src/contracts/matching.responses.ts,
// because the server endpoint is built alongside this screen. Once it is in src/api/openapi.json
// this file can give way to a generated one (README "Calling the API").

/** A playlist that matches a song, with its score and the tags they share. */
export interface MatchingPlaylist extends Playlist {
  /** 0 to 100 (ARCHITECTURE.md, Matching). */
  matchPercentage: number;
  sharedTagIds: number[];
  curator: { id: string; displayName: string | null; firstName: string };
}

const matchingApi = baseApi.enhanceEndpoints({ addTagTypes: ['Song', 'Playlist'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/songs/{id}/matching-playlists: best match first. Refreshed when the song or any playlist changes. */
    getMatchingPlaylists: build.query<MatchingPlaylist[], string>({
      query: (songId) => `/api/songs/${encodeURIComponent(songId)}/matching-playlists`,
      providesTags: (_result, _error, songId) => [{ type: 'Song', id: songId }, 'Playlist'],
    }),
  }),
});

export const { useGetMatchingPlaylistsQuery } = matchingApi;
