import type { ModuleDefinition } from '#platform';
import { CatalogModule } from './catalog.module.js';

/** Songs, playlists, the tag taxonomy and favourites. */
export const catalogModule: ModuleDefinition = {
  name: 'catalog',
  nestModule: () => ({ module: CatalogModule }),
  projections: [],
};

export * from './contracts/catalog.events.js';
export * from './contracts/catalog.responses.js';
