import type { ModuleDefinition } from '#platform';
import { MatchingModule } from './matching.module.js';
import { matchingProjection } from './read-models/matching/matching.projection.js';

/** Match scores of songs against playlists, and search; built only from catalog's and identity's published events. */
export const matchingModule: ModuleDefinition = {
  name: 'matching',
  nestModule: () => ({ module: MatchingModule }),
  projections: [matchingProjection],
};

export * from './contracts/matching.responses.js';
export * from './contracts/match-scores.js';
