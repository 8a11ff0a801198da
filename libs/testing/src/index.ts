export * from './test-database.js';
export * from './fake-spotify.js';
