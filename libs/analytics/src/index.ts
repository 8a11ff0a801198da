export { AnalyticsModule } from './analytics.module.js';
export { websiteVisitsProjection, WEBSITE_VISITS_PROJECTION } from './features/count-website-visits/website-visits.projection.js';
export { WebsiteVisitsQuery } from './features/count-website-visits/website-visits.query.js';
export { DailyVisits } from './features/count-website-visits/daily-visits.entity.js';
