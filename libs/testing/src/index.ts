export * from './test-database.js';
export * from './fake-spotify.js';
export * from './decider-specification.js';
export * from './account-builders.js';
export * from './test-app.js';
export * from './projection-env.js';
