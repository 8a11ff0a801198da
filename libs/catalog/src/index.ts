import type { ModuleDefinition } from '#platform';
import { CatalogModule } from './catalog.module.js';
import { playlistsProjection } from './read-models/playlists/playlists.projection.js';
import { catalogConfig } from './config/catalog.config.js';
import { songsProjection } from './read-models/songs/songs.projection.js';

/** Songs, playlists, the tag taxonomy and favourites. */
export const catalogModule: ModuleDefinition = {
  name: 'catalog',
  nestModule: () => ({ module: CatalogModule }),
  projections: [songsProjection, playlistsProjection],
  config: catalogConfig,
};

export * from './contracts/catalog.events.js';
export * from './contracts/catalog.responses.js';
export * from './contracts/song-hold.commands.js';
