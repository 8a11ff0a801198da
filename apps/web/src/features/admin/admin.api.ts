import { adminApi as generatedAdminApi } from './admin.api.generated';

export type { AdminEventResponse as AdminEvent, ProjectionStatusResponse as ProjectionStatus } from './admin.api.generated';

const PROJECTIONS = 'AdminProjections' as const;

/** The generated admin endpoints plus caching: starting a rebuild reloads the projections, whose listing then shows it running. */
export const adminApi = generatedAdminApi.enhanceEndpoints({
  addTagTypes: [PROJECTIONS],
  endpoints: {
    listProjections: { providesTags: [PROJECTIONS] },
    rebuildProjection: { invalidatesTags: (result) => (result ? [PROJECTIONS] : []) },
  },
});

export const { useListAdminEventsQuery, useListProjectionsQuery, useRebuildProjectionMutation } = adminApi;
