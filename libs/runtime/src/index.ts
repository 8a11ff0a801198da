export { InfrastructureModule, type InfrastructureOptions } from './infrastructure.module.js';
export { ProjectionsHost } from './projections.host.js';
export { allProjections, composeModules, loadAppConfig, vibeMatchModules } from './modules.js';
export { EMBEDDED_DATABASE_URL, startEmbeddedPostgres, type RunningPostgres } from './local-services/embedded-postgres.js';
export { ensureLocalRedis, type LocalRedis } from './local-services/local-redis.js';
