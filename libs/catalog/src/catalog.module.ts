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
import { ListFavoriteArtistsController } from './features/list-favorite-artists/list-favorite-artists.http.controller.js';
import { UnfavoriteArtistController } from './features/unfavorite-artist/unfavorite-artist.http.controller.js';
import { UnfavoriteArtistHandler } from './features/unfavorite-artist/unfavorite-artist.handler.js';
import { GetUserPlaylistsController } from './features/get-user-playlists/get-user-playlists.http.controller.js';
import { SeedTaxonomyService } from './features/seed-taxonomy/seed-taxonomy.service.js';
import { UpdatePlaylistController } from './features/update-playlist/update-playlist.http.controller.js';
import { UpdatePlaylistHandler } from './features/update-playlist/update-playlist.handler.js';
import { PlaylistsQuery } from './read-models/playlists/playlists.query.js';
import { SongViews } from './application/song-views.js';
import { Songs } from './application/songs.js';
import { CATALOG_CONFIG, type CatalogConfig } from './config/catalog.config.js';
import { AddSongController } from './features/add-song/add-song.http.controller.js';
import { AddSongHandler } from './features/add-song/add-song.handler.js';
import { DeleteSongController } from './features/delete-song/delete-song.http.controller.js';
import { DeleteSongHandler } from './features/delete-song/delete-song.handler.js';
import { GenerateSongDescriptionController } from './features/generate-song-description/generate-song-description.http.controller.js';
import { SongDescriptionWriter } from './features/generate-song-description/song-description-writer.js';
import { HoldSongHandler } from './features/hold-song/hold-song.handler.js';
import { ReleaseSongHandler } from './features/hold-song/release-song.handler.js';
import { GetUserSongsController } from './features/get-user-songs/get-user-songs.http.controller.js';
import { ListTagsController } from './features/list-tags/list-tags.http.controller.js';
import { SetSongVisibilityController } from './features/set-song-visibility/set-song-visibility.http.controller.js';
import { SetSongVisibilityHandler } from './features/set-song-visibility/set-song-visibility.handler.js';
import { UpdateSongController } from './features/update-song/update-song.http.controller.js';
import { UpdateSongHandler } from './features/update-song/update-song.handler.js';
import { COVER_ART_LOOKUP } from './infrastructure/cover-art/cover-art-lookup.js';
import { SpotifyOEmbedCoverArt } from './infrastructure/cover-art/spotify-oembed-cover-art.js';
import { OpenAiSongDescriptions } from './infrastructure/text-generation/openai-song-descriptions.js';
import { ComposedSongDescriptions, SONG_DESCRIPTIONS, type SongDescriptions } from './infrastructure/text-generation/song-descriptions.js';
import { SongsQuery } from './read-models/songs/songs.query.js';

/** The composed descriptions, or a language model's when one is configured (falling back to the composed ones). */
const songDescriptions = (config: CatalogConfig): SongDescriptions =>
  config.textGeneration ? new OpenAiSongDescriptions(config.textGeneration, new ComposedSongDescriptions()) : new ComposedSongDescriptions();

/** Songs, playlists, tags and favourites. Needs the platform's EVENT_STORE, PG_POOL, APP_CONFIG, ReadYourWrites and MikroORM. */
@Module({
  imports: [CqrsModule],
  controllers: [
    CreatePlaylistController,
    UpdatePlaylistController,
    DeletePlaylistController,
    GetUserPlaylistsController,
    FavoriteArtistController,
    ListFavoriteArtistsController,
    UnfavoriteArtistController,
    ListTagsController,
    GenerateSongDescriptionController,
    AddSongController,
    UpdateSongController,
    DeleteSongController,
    SetSongVisibilityController,
    GetUserSongsController,
  ],
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
    UnfavoriteArtistHandler,
    SongsQuery,
    Songs,
    SongViews,
    AddSongHandler,
    UpdateSongHandler,
    DeleteSongHandler,
    SetSongVisibilityHandler,
    HoldSongHandler,
    ReleaseSongHandler,
    SongDescriptionWriter,
    { provide: COVER_ART_LOOKUP, useClass: SpotifyOEmbedCoverArt },
    { provide: SONG_DESCRIPTIONS, useFactory: songDescriptions, inject: [CATALOG_CONFIG] },
  ],
})
export class CatalogModule {}
