export * from './test-database.js';
export * from './fake-spotify.js';
export * from './fake-oembed.js';
export * from './fake-text-generation.js';
export * from './decider-specification.js';
export * from './account-builders.js';
export * from './song-builders.js';
export * from './test-app.js';
