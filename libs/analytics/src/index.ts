export { AnalyticsModule } from './analytics.module.js';
export { websiteVisitsProjection, WEBSITE_VISITS_PROJECTION } from './read-models/website-visits/website-visits.projection.js';
export { WebsiteVisitsQuery } from './read-models/website-visits/website-visits.query.js';
export { DailyVisits } from './read-models/website-visits/daily-visits.entity.js';
