import { websiteVisitsProjection } from '#analytics';
import { usersProjection } from '#identity';
import type { Projection } from '#projections';

/** Every read model: the runner, the barrier and `npm run projections:rebuild` use this list. */
export const allProjections: readonly Projection[] = [usersProjection, websiteVisitsProjection];
