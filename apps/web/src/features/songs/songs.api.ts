import { baseApi } from '../../api/base-api';
import type { Tag } from '../tags';

// Written by hand after the catalog's contracts (libs/catalog/src/contracts/catalog.responses.ts)
// until the API document has the catalog's endpoints.

export type SubmissionStatus = 'pending' | 'reviewed' | 'added' | 'rejected';

/** The bounty on a song (spec section 3); amounts are numeric strings. */
export interface SongBounty {
  reviewAmount: string;
  placementAmount: string;
  expiresAt: string;
  description: string | null;
}

/** A song (`SongResponse`). Visitors never receive another artist's hidden songs. */
export interface Song {
  id: string;
  artistId: string;
  title: string;
  description: string | null;
  spotifyUrl: string | null;
  youtubeUrl: string | null;
  soundcloudUrl: string | null;
  coverArtUrl: string | null;
  /** Length in seconds. */
  duration: number | null;
  tags: Tag[];
  /** False while hidden. */
  isActive: boolean;
  hasBounty: boolean;
  bounty: SongBounty | null;
  submissions: { id: string; status: SubmissionStatus }[];
  createdAt: string;
  updatedAt: string;
}

/** The body of POST /api/songs and PUT /api/songs/{id}; null leaves a field empty. */
export interface SongRequest {
  title: string;
  description: string | null;
  spotifyUrl: string | null;
  youtubeUrl: string | null;
  soundcloudUrl: string | null;
  duration: number | null;
  tagIds: number[];
}

export interface GenerateDescriptionRequest {
  title: string;
  spotifyUrl: string | null;
  /** Tag names. */
  tags: string[];
  existingDescription: string | null;
}

/** Why a song cannot be hidden: the 409 body of PATCH /api/songs/{id}/visibility. */
export interface CannotHideBody {
  message: string;
  canHide: false;
  reason: 'active_bounty' | 'pending_submissions' | 'active_submissions';
  details: string;
  bountyAmount: string | number | null;
  submissionCount: number | null;
}

const USER_SONGS = 'UserSongs' as const;

/**
 * A write to a song refreshes every list of songs (the owner's dashboard and profile) and
 * whatever provides that song's tag (its matching playlists).
 */
function songChanged(songId: string): [typeof USER_SONGS, { type: 'Song'; id: string }] {
  return [USER_SONGS, { type: 'Song', id: songId }];
}

export const songsApi = baseApi.enhanceEndpoints({ addTagTypes: [USER_SONGS, 'Song'] }).injectEndpoints({
  endpoints: (build) => ({
    getUserSongs: build.query<Song[], string>({
      query: (userId) => ({ url: `/api/users/${encodeURIComponent(userId)}/songs` }),
      providesTags: [USER_SONGS],
    }),
    createSong: build.mutation<Song, SongRequest>({
      query: (body) => ({ url: '/api/songs', method: 'POST', body }),
      invalidatesTags: (song) => (song ? [USER_SONGS] : []),
    }),
    updateSong: build.mutation<Song, { id: string; song: SongRequest }>({
      query: ({ id, song }) => ({ url: `/api/songs/${encodeURIComponent(id)}`, method: 'PUT', body: song }),
      invalidatesTags: (song, _error, { id }) => (song ? songChanged(id) : []),
    }),
    deleteSong: build.mutation<unknown, string>({
      query: (id) => ({ url: `/api/songs/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : songChanged(id)),
    }),
    setSongVisibility: build.mutation<unknown, { id: string; isActive: boolean }>({
      query: ({ id, isActive }) => ({ url: `/api/songs/${encodeURIComponent(id)}/visibility`, method: 'PATCH', body: { isActive } }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : songChanged(id)),
    }),
    generateSongDescription: build.mutation<{ description: string }, GenerateDescriptionRequest>({
      query: (body) => ({ url: '/api/songs/generate-description', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetUserSongsQuery,
  useCreateSongMutation,
  useUpdateSongMutation,
  useDeleteSongMutation,
  useSetSongVisibilityMutation,
  useGenerateSongDescriptionMutation,
} = songsApi;
