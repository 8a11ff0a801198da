import { baseApi as api } from "../../api/base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchArtists: build.query<SearchArtistsApiResponse, SearchArtistsApiArg>({
      query: (queryArg) => ({
        url: `/api/search/artists`,
        params: {
          q: queryArg.q,
          tags: queryArg.tags,
        },
      }),
    }),
    searchCurators: build.query<
      SearchCuratorsApiResponse,
      SearchCuratorsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/search/curators`,
        params: {
          q: queryArg.q,
          tags: queryArg.tags,
        },
      }),
    }),
    searchPlaylists: build.query<
      SearchPlaylistsApiResponse,
      SearchPlaylistsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/search/playlists`,
        params: {
          q: queryArg.q,
          tags: queryArg.tags,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as searchApi };
export type SearchArtistsApiResponse = /** status 200  */ ArtistSearchResult[];
export type SearchArtistsApiArg = {
  /** A name or part of one; case, accents, spacing and small typos do not matter */
  q?: string;
  /** Comma-joined tag ids, at most 10: results with any of them */
  tags?: string;
};
export type SearchCuratorsApiResponse =
  /** status 200  */ CuratorSearchResult[];
export type SearchCuratorsApiArg = {
  /** A name or part of one; case, accents, spacing and small typos do not matter */
  q?: string;
  /** Comma-joined tag ids, at most 10: results with any of them */
  tags?: string;
};
export type SearchPlaylistsApiResponse = /** status 200  */ PlaylistResponse[];
export type SearchPlaylistsApiArg = {
  /** A name or part of one; case, accents, spacing and small typos do not matter */
  q?: string;
  /** Comma-joined tag ids, at most 10: results with any of them */
  tags?: string;
};
export type ArtistSearchResult = {
  id: string;
  firstName: string;
  lastName: string;
  displayName: string | null;
  profileImageUrl: string | null;
  bio: string | null;
  location: string | null;
  isVerified: boolean;
  /** Visible songs only */
  songCount: number;
};
export type FieldErrorBody = {
  field: string;
  message: string;
};
export type ErrorBody = {
  message: string;
  errors?: FieldErrorBody[];
};
export type CuratorSearchResult = {
  id: string;
  firstName: string;
  lastName: string;
  displayName: string | null;
  profileImageUrl: string | null;
  bio: string | null;
  location: string | null;
  isVerified: boolean;
  playlistCount: number;
  /** Sum of the followerCount of their playlists */
  totalFollowers: number;
};
export type TagResponse = {
  id: number;
  name: string;
  category:
    | "genre"
    | "mood"
    | "activity"
    | "instrument"
    | "vocal"
    | "language"
    | "structure"
    | "tempo"
    | "region"
    | "occasion"
    | "theme"
    | "audience"
    | "era"
    | "fx";
};
export type PlaylistResponse = {
  id: string;
  curatorId: string;
  name: string;
  description: string;
  platform: "spotify" | "apple_music" | "youtube" | "soundcloud" | "other";
  playlistUrl: string;
  /** The playlist URL when the platform is Spotify */
  spotifyUrl: string | null;
  coverImageUrl: string | null;
  /** Same as coverImageUrl (both names appear in the spec) */
  coverArtUrl: string | null;
  tags: TagResponse[];
  followerCount: number;
  trackCount: number | null;
  acceptingSubmissions: boolean;
  /** Whole VibeCoins for a review */
  reviewPrice: number;
  /** Whole VibeCoins for a placement */
  placementPrice: number;
  createdAt: string;
};
export const {
  useSearchArtistsQuery,
  useSearchCuratorsQuery,
  useSearchPlaylistsQuery,
} = injectedRtkApi;
