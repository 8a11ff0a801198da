import type { ModuleDefinition } from '#platform';
import { CatalogModule } from './catalog.module.js';
import { playlistsProjection } from './read-models/playlists/playlists.projection.js';

/** Songs, playlists, the tag taxonomy and favourites. */
export const catalogModule: ModuleDefinition = {
  name: 'catalog',
  nestModule: () => ({ module: CatalogModule }),
  projections: [playlistsProjection],
};

export * from './contracts/catalog.events.js';
export * from './contracts/catalog.responses.js';
