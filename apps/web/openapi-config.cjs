// Config for `npm run api:codegen` (@rtk-query/codegen-openapi). CommonJS so the CLI loads it
// without a TypeScript loader; paths are relative to this folder.
//
// Each feature gets one generated file of endpoints injected into the base API, chosen by path.
// A new feature adds an entry here, then reruns the codegen; generated files are never edited by hand.

/** @param {string[]} prefixes */
const pathsStartingWith = (prefixes) => (_operationName, operation) =>
  prefixes.some((prefix) => operation.path.startsWith(prefix));

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: './src/api/openapi.json',
  apiFile: './src/api/base-api.ts',
  apiImport: 'baseApi',
  hooks: true,
  // Endpoints take their single argument (the body) directly: `login({ email, password })`, so the
  // client does not depend on the API's DTO class names.
  flattenArg: true,
  // `unknown`, never `any`, for schemaless responses (the logout redirect).
  useUnknown: true,
  outputFiles: {
    './src/features/auth/auth.api.generated.ts': {
      exportName: 'authApi',
      // Google sign-in is a browser redirect, never a fetch.
      filterEndpoints: (name, operation) =>
        pathsStartingWith(['/api/auth/', '/api/logout'])(name, operation) && !operation.path.startsWith('/api/auth/google'),
      // Logging out is a GET that changes state; as a mutation it is run on demand and never cached.
      endpointOverrides: [{ pattern: (_operationName, operation) => operation.path.endsWith('/logout'), type: 'mutation' }],
    },
    './src/features/onboarding/onboarding.api.generated.ts': {
      exportName: 'onboardingApi',
      filterEndpoints: pathsStartingWith(['/api/users/role', '/api/curator/profile']),
    },
    './src/features/profile/profile.api.generated.ts': {
      exportName: 'profileApi',
      // A user's songs and playlists belong to the songs and playlists features.
      filterEndpoints: (_operationName, operation) =>
        ['/api/users/profile', '/api/user/upgrade-to-curator', '/api/users/{id}'].includes(operation.path),
    },
    './src/features/playlists/playlists.api.generated.ts': {
      exportName: 'playlistsApi',
      filterEndpoints: (_operationName, operation) => operation.path.startsWith('/api/playlists') || operation.path === '/api/users/{id}/playlists',
    },
    './src/features/songs/songs.api.generated.ts': {
      exportName: 'songsApi',
      // A song's matching playlists belong to the matching feature.
      filterEndpoints: (_operationName, operation) =>
        (operation.path.startsWith('/api/songs') && !/\/(matching-playlists|bounty|submissions)$/.test(operation.path)) || operation.path === '/api/users/{id}/songs',
    },
    './src/features/matching/matching.api.generated.ts': {
      exportName: 'matchingApi',
      filterEndpoints: (_operationName, operation) => operation.path === '/api/songs/{id}/matching-playlists',
    },
    './src/features/search/search.api.generated.ts': {
      exportName: 'searchApi',
      filterEndpoints: pathsStartingWith(['/api/search/']),
    },
    './src/features/tags/tags.api.generated.ts': {
      exportName: 'tagsApi',
      filterEndpoints: pathsStartingWith(['/api/tags']),
    },
    './src/features/verification/verification.api.generated.ts': {
      exportName: 'verificationApi',
      filterEndpoints: pathsStartingWith(['/api/verification/', '/api/spotify/']),
    },
    './src/features/wallet/wallet.api.generated.ts': {
      exportName: 'walletApi',
      filterEndpoints: (_operationName, operation) =>
        ['/api/user/balance', '/api/add-vibecoins'].includes(operation.path) || pathsStartingWith(['/api/wallet/', '/api/vibecoins/'])(_operationName, operation),
    },
    './src/features/bounties/bounties.api.generated.ts': {
      exportName: 'bountiesApi',
      filterEndpoints: (_operationName, operation) =>
        operation.path.endsWith('/bounty') || pathsStartingWith(['/api/bounties/', '/api/user/active-bounties'])(_operationName, operation),
    },
    './src/features/campaigns/campaigns.api.generated.ts': {
      exportName: 'campaignsApi',
      filterEndpoints: pathsStartingWith(['/api/campaigns', '/api/user/bounty-campaigns']),
    },
    './src/features/submissions/submissions.api.generated.ts': {
      exportName: 'submissionsApi',
      filterEndpoints: (_operationName, operation) =>
        operation.path.endsWith('/submissions') || pathsStartingWith(['/api/submissions', '/api/curators/'])(_operationName, operation),
    },
    './src/features/admin/admin.api.generated.ts': {
      exportName: 'adminApi',
      // The ledger's CSV export is a download link, never a fetch.
      filterEndpoints: (_operationName, operation) => operation.path.startsWith('/api/admin/') && operation.path !== '/api/admin/ledger/export',
    },
    './src/features/favorites/favorites.api.generated.ts': {
      exportName: 'favoritesApi',
      filterEndpoints: pathsStartingWith(['/api/favorites']),
    },
    './src/features/analytics/analytics.api.generated.ts': {
      exportName: 'analyticsApi',
      filterEndpoints: pathsStartingWith(['/api/analytics/']),
    },
  },
};
