import { searchApi as generatedSearchApi } from './search.api.generated';

export type { ArtistSearchResult, CuratorSearchResult } from './search.api.generated';

/** The generated search endpoints; playlist results refresh when a playlist changes. */
export const searchApi = generatedSearchApi.enhanceEndpoints({
  addTagTypes: ['Playlist'],
  endpoints: {
    searchPlaylists: { providesTags: ['Playlist'] },
  },
});

export const { useSearchArtistsQuery, useSearchCuratorsQuery, useSearchPlaylistsQuery } = searchApi;
