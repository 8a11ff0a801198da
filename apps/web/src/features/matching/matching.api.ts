import { baseApi } from '../../api/base-api';
import type { Tag } from '../tags';

// Written by hand, mirroring libs/matching/src/contracts/matching.responses.ts (which extends
// catalog's PlaylistResponse), because the server endpoint is built alongside this screen. Once it
// is in src/api/openapi.json this file can give way to a generated one (README "Calling the API").

export type PlaylistPlatform = 'spotify' | 'apple_music' | 'youtube' | 'soundcloud' | 'other';

/** A playlist that matches a song, with its score and the tags they share. */
export interface MatchingPlaylist {
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
  /** 0 to 100 (ARCHITECTURE.md, Matching). */
  matchPercentage: number;
  sharedTagIds: number[];
  curator: { id: string; displayName: string | null; firstName: string };
}

const matchingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/songs/{id}/matching-playlists: best match first. */
    getMatchingPlaylists: build.query<MatchingPlaylist[], string>({
      query: (songId) => `/api/songs/${encodeURIComponent(songId)}/matching-playlists`,
    }),
  }),
});

export const { useGetMatchingPlaylistsQuery } = matchingApi;
