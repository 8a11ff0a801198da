import type { Provider, Type } from '@nestjs/common';
import type { Projection } from '#projections';
import { GetAdminStatsController } from './features/get-admin-stats/get-admin-stats.http.controller.js';
import { GetCoinFlowController } from './features/get-coin-flow/get-coin-flow.http.controller.js';
import { ListAdminArtistsController } from './features/list-admin-artists/list-admin-artists.http.controller.js';
import { ListAdminCuratorsController } from './features/list-admin-curators/list-admin-curators.http.controller.js';
import { ListAdminUsersController } from './features/list-admin-users/list-admin-users.http.controller.js';
import { AdminAccountsQuery } from './read-models/people/admin-accounts.query.js';
import { AdminStatsQuery } from './read-models/people/admin-stats.query.js';
import { adminPeopleProjection } from './read-models/people/people.projection.js';

/** The people use cases of the admin module (statistics, the coin flow, the account listings): their controllers, providers and read models. */
export const PEOPLE_CONTROLLERS: readonly Type[] = [
  GetAdminStatsController,
  GetCoinFlowController,
  ListAdminUsersController,
  ListAdminArtistsController,
  ListAdminCuratorsController,
];
export const PEOPLE_PROVIDERS: readonly Provider[] = [AdminStatsQuery, AdminAccountsQuery];
export const PEOPLE_PROJECTIONS: readonly Projection[] = [adminPeopleProjection];
