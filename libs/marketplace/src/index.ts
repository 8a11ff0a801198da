import type { ModuleDefinition } from '#platform';
import { marketplaceConfig } from './config/marketplace.config.js';
import { MarketplaceModule } from './marketplace.module.js';
import { bountiesProjection } from './read-models/bounties/bounties.projection.js';
import { directoryProjection } from './read-models/directory/directory.projection.js';
import { submissionsProjection } from './read-models/submissions/submissions.projection.js';

/** Bounties in escrow, the campaigns curators run on them, and submissions to playlists. */
export const marketplaceModule: ModuleDefinition = {
  name: 'marketplace',
  nestModule: ({ runWorker }) => MarketplaceModule.forRoot({ runWorker }),
  projections: [directoryProjection, bountiesProjection, submissionsProjection],
  config: marketplaceConfig,
};

export * from './contracts/marketplace.events.js';
export * from './contracts/bounty.responses.js';
export * from './contracts/submission.responses.js';
