import { Global, Module } from '@nestjs/common';
import { GetMatchingPlaylistsController } from './features/get-matching-playlists/get-matching-playlists.http.controller.js';
import { SearchArtistsController } from './features/search/search-artists.http.controller.js';
import { SearchCuratorsController } from './features/search/search-curators.http.controller.js';
import { SearchPlaylistsController } from './features/search/search-playlists.http.controller.js';
import { MatchScores } from './contracts/match-scores.js';
import { MatchScoresQuery } from './read-models/matching/match-scores.query.js';
import { MatchingPlaylists } from './read-models/matching/matching-playlists.query.js';
import { PlaylistCards } from './read-models/matching/playlist-cards.js';
import { Search } from './read-models/matching/search.query.js';

/** Matching and search; global so that other modules can inject its public query API, {@link MatchScores}. Reads only its own read model, built from `#catalog` and `#identity` contracts. Needs the platform's PG_POOL and REDIS_CLIENT (rate limits). */
@Global()
@Module({
  controllers: [GetMatchingPlaylistsController, SearchArtistsController, SearchCuratorsController, SearchPlaylistsController],
  providers: [PlaylistCards, MatchingPlaylists, Search, { provide: MatchScores, useClass: MatchScoresQuery }],
  exports: [MatchScores],
})
export class MatchingModule {}
