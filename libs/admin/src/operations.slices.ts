import type { Provider, Type } from '@nestjs/common';
import { ProjectionRebuilds } from './application/projection-rebuilds.js';
import { RebuildReports } from './application/rebuild-reports.js';
import { ProjectionStatuses } from './application/projection-statuses.js';
import { AdminEventsQuery } from './features/list-admin-events/admin-events.query.js';
import { ListAdminEventsController } from './features/list-admin-events/list-admin-events.http.controller.js';
import { ListProjectionsController } from './features/list-projections/list-projections.http.controller.js';
import { RebuildProjectionController } from './features/rebuild-projection/rebuild-projection.http.controller.js';
import { RebuildProjectionHandler } from './features/rebuild-projection/rebuild-projection.handler.js';
import { ProjectionVerifier } from './features/verify-projection/projection-verifier.js';
import { VerifyProjectionController } from './features/verify-projection/verify-projection.http.controller.js';

/**
 * The operations use cases of the admin module (events, projections, queues): controllers and
 * providers. The queue dashboard is Express middleware, mounted by the runtime's HTTP app.
 */
export const OPERATIONS_CONTROLLERS: readonly Type[] = [ListAdminEventsController, ListProjectionsController, RebuildProjectionController, VerifyProjectionController];
export const OPERATIONS_PROVIDERS: readonly Provider[] = [AdminEventsQuery, ProjectionStatuses, ProjectionRebuilds, RebuildReports, RebuildProjectionHandler, ProjectionVerifier];
