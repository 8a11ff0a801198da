import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CatalogMembers } from './application/catalog-members.js';
import { PlaylistResponses } from './application/playlist-responses.js';
import { Playlists } from './application/playlists.js';
import { Taxonomy } from './application/taxonomy.js';
import { CreatePlaylistController } from './features/create-playlist/create-playlist.http.controller.js';
import { CreatePlaylistHandler } from './features/create-playlist/create-playlist.handler.js';
import { DeletePlaylistController } from './features/delete-playlist/delete-playlist.http.controller.js';
import { DeletePlaylistHandler } from './features/delete-playlist/delete-playlist.handler.js';
import { FavoriteArtistController } from './features/favorite-artist/favorite-artist.http.controller.js';
import { FavoriteArtistHandler } from './features/favorite-artist/favorite-artist.handler.js';
import { GetUserPlaylistsController } from './features/get-user-playlists/get-user-playlists.http.controller.js';
import { SeedTaxonomyService } from './features/seed-taxonomy/seed-taxonomy.service.js';
import { UpdatePlaylistController } from './features/update-playlist/update-playlist.http.controller.js';
import { UpdatePlaylistHandler } from './features/update-playlist/update-playlist.handler.js';
import { PlaylistsQuery } from './read-models/playlists/playlists.query.js';

/** Songs, playlists, tags and favourites. Needs the platform's EVENT_STORE, PG_POOL, APP_CONFIG, ReadYourWrites and MikroORM. */
@Module({
  imports: [CqrsModule],
  controllers: [CreatePlaylistController, UpdatePlaylistController, DeletePlaylistController, GetUserPlaylistsController, FavoriteArtistController],
  providers: [
    CatalogMembers,
    Taxonomy,
    SeedTaxonomyService,
    Playlists,
    PlaylistResponses,
    PlaylistsQuery,
    CreatePlaylistHandler,
    UpdatePlaylistHandler,
    DeletePlaylistHandler,
    FavoriteArtistHandler,
  ],
})
export class CatalogModule {}
