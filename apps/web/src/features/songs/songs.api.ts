import { isApiError } from '../../api/api-error';
import { USER_SONGS_TAG } from '../../api/cache-tags';
import { songsApi as generatedSongsApi } from './songs.api.generated';

import type { SongSubmissionStatusResponse } from './songs.api.generated';

export type {
  SongBountyResponse as SongBounty,
  SongDetailsRequest as SongRequest,
  SongHideRefusalBody as CannotHideBody,
  SongResponse as Song,
} from './songs.api.generated';
export type SubmissionStatus = SongSubmissionStatusResponse['status'];

const USER_SONGS = USER_SONGS_TAG;

/**
 * A write to a song refreshes every list of songs (the owner's dashboard and profile) and
 * whatever provides that song's `Song` tag (its matching playlists).
 */
function songChanged(songId: string): [typeof USER_SONGS, { type: 'Song'; id: string }] {
  return [USER_SONGS, { type: 'Song', id: songId }];
}

/** The server's 404 "Song not found": the song was deleted (in another tab, on another device) while it was being edited. */
export function songWasDeleted(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === 404;
}

/** The generated song endpoints plus caching. */
export const songsApi = generatedSongsApi.enhanceEndpoints({
  addTagTypes: [USER_SONGS, 'Song'],
  endpoints: {
    getUserSongs: { providesTags: [USER_SONGS] },
    addSong: { invalidatesTags: (song) => (song ? [USER_SONGS] : []) },
    // An edit of a deleted song refreshes the lists too, so that its card goes.
    updateSong: { invalidatesTags: (song, error, { songId }) => (song || songWasDeleted(error) ? songChanged(songId) : []) },
    deleteSong: { invalidatesTags: (result, _error, songId) => (result ? songChanged(songId) : []) },
    setSongVisibility: { invalidatesTags: (result, _error, { songId }) => (result ? songChanged(songId) : []) },
  },
});

export const {
  useGetUserSongsQuery,
  useAddSongMutation,
  useUpdateSongMutation,
  useDeleteSongMutation,
  useSetSongVisibilityMutation,
  useGenerateSongDescriptionMutation,
} = songsApi;
