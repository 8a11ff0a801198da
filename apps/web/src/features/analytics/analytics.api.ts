import { analyticsApi as generatedAnalyticsApi } from './analytics.api.generated';

export const analyticsApi = generatedAnalyticsApi.enhanceEndpoints({
  endpoints: {
    // Page visits are fire-and-forget: a failure, 401 included, is silently ignored (spec section 7).
    recordPageVisit: { extraOptions: { skipSignInRedirect: true } },
  },
});
