import { randomUUID } from 'node:crypto';
import type { OpenAPIObject } from '@nestjs/swagger';
import fc from 'fast-check';
import { OAuth2Server } from 'oauth2-mock-server';
import { buildOpenApiDocumentOffline } from '#runtime';
import { CALLER_KINDS, Callers, type CallerKind, type Credentials, signUp } from './fuzz/callers.js';
import { fieldHints, type KnownValues } from './fuzz/field-hints.js';
import { FuzzTally } from './fuzz/fuzz-tally.js';
import { type Operation, operationsOf, schemaResolver } from './fuzz/openapi-operations.js';
import { describeRequest, type FuzzRequest, requestArbitrary } from './fuzz/request-arbitrary.js';
import { createTestApp, playlistBody, songBody, type TestApp } from '#testing';

/**
 * Whatever a client sends, the API answers below 500: every operation of the OpenAPI document,
 * as anonymous, artist, curator, both and admin, with path ids, query strings and bodies that
 * fast-check generates from the operation's schema, mostly valid-shaped, partly junk.
 *
 * And the requests must reach the handlers, not stop at validation: every mutating operation
 * answers 2xx at least once in the run (NO_SUCCESS_EXPECTED lists any that cannot, and why).
 *
 * Deterministic: a failure names its seed. FUZZ_SEED and FUZZ_RUNS vary the run; FUZZ_REPORT=1
 * prints what each operation answered.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_250_611);
const RUNS_PER_CALLER = Number(process.env.FUZZ_RUNS ?? 6);
/** More rounds for a mutating operation still without a 2xx: the bound before the test gives up on it. */
const TOP_UP_ROUNDS = 2;
/** Mutating operations that cannot answer 2xx in this run, and why. */
const NO_SUCCESS_EXPECTED: Readonly<Record<string, string>> = {};
/** The operation whose success changes the caller's password, which the harness must then sign in with. */
const PASSWORD_CHANGE = 'changePassword';
/** The operation whose successes give the caller playlists of its own, for the edits and deletes to find. */
const PLAYLIST_CREATION = 'createPlaylist';
/** The operations whose successes make and remove songs, whose ids the song operations then use. */
const ADD_SONG = 'addSong';
const DELETE_SONG = 'deleteSong';
/** Songs each artist caller has before an operation on a song is fuzzed (the fuzz deletes some). */
const SONGS_PER_ARTIST = 2;
/** Users with a pending verification request at the start, for the admin's reviews. */
const PENDING_VERIFICATIONS = 6;
/** Query parameters read without being declared (Google's redirect back to the callback). */
const UNDECLARED_QUERY_NAMES = ['code', 'state', 'error', 'iss', 'scope'];

const ADMIN: Credentials = { email: 'fuzz-admin@vibematch.test', password: 'admin-secret' };
/** The password of every account seeded for the fuzz to sign in to. */
const SEEDED_PASSWORD = 'seeded-secret';

let google: OAuth2Server;
let t: TestApp;
let document: OpenAPIObject;
const pendingVerificationIds: string[] = [];
const seededUserIds: string[] = [];
const seededEmails: string[] = [];

beforeAll(async () => {
  google = new OAuth2Server();
  await google.issuer.keys.generate('RS256');
  await google.start(0, '127.0.0.1');
  t = await createTestApp({
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      GOOGLE_CLIENT_ID: 'vibematch-fuzz',
      GOOGLE_CLIENT_SECRET: 'fuzz-secret',
      GOOGLE_ISSUER_URL: google.issuer.url as string,
      PUBLIC_URL: 'http://localhost:3999',
      // The harness signs its callers in from an address of its own (callers.ts), which the app
      // reads from X-Forwarded-For only behind a proxy it trusts: else the failed sign-ins the fuzz
      // provokes would throttle the harness's too (more than 50 of them with FUZZ_RUNS=20).
      TRUST_PROXY: 'loopback',
      // A Spotify track link the fuzz makes up is looked up nowhere.
      SPOTIFY_OEMBED_URL: 'http://127.0.0.1:1',
    },
  });
  document = await buildOpenApiDocumentOffline();
  for (let i = 0; i < PENDING_VERIFICATIONS; i++) {
    const agent = t.agent();
    const email = `fuzz-seeded-${i}@example.com`;
    const id = await signUp(agent, 'artist', { email, password: SEEDED_PASSWORD });
    await agent.post('/api/verification/request').send({ reason: 'I release music every week.' }).expect(200);
    pendingVerificationIds.push(id);
    seededUserIds.push(id);
    seededEmails.push(email);
  }
}, 60_000);
afterAll(async () => {
  await t?.close();
  await google?.stop();
});

type Agent = ReturnType<TestApp['agent']>;

function send(agent: Agent, operation: Operation, request: FuzzRequest) {
  const pending = agent[operation.method](request.url).set(request.headers);
  switch (request.body.kind) {
    case 'none':
      return pending;
    case 'json':
      return pending.set('Content-Type', 'application/json').send(JSON.stringify(request.body.value) ?? 'null');
    case 'raw':
      return pending.set('Content-Type', request.body.contentType).send(request.body.text);
  }
}

const newPasswordOf = (request: FuzzRequest): string | null => {
  const value = request.body.kind === 'json' ? (request.body.value as { newPassword?: unknown } | null) : null;
  return typeof value?.newPassword === 'string' ? value.newPassword : null;
};

it('answers every operation below 500 for any caller and input, and reaches a 2xx on every mutating one', async () => {
  const operations = operationsOf(document);
  expect(operations.length).toBeGreaterThan(0);
  expect(operations.filter((op) => op.mutating).length).toBeGreaterThan(0);

  const callers = new Callers(t, ADMIN);
  const tally = new FuzzTally();
  const extraQueryNames = [...new Set([...operations.flatMap((op) => op.queryParameters.map((p) => p.name)), ...UNDECLARED_QUERY_NAMES])];
  const playlistIds = new Map<CallerKind, string[]>(CALLER_KINDS.map((kind) => [kind, []]));
  const songs = new Map<string, string | null>();
  const submissionIds: string[] = [];
  const bountyIds: string[] = [];
  const campaignIds: string[] = [];
  const playlistPrices = new Map<string, readonly number[]>();
  const notePrices = (playlist: { id: string; reviewPrice: number; placementPrice: number }) => playlistPrices.set(playlist.id, [playlist.reviewPrice, playlist.placementPrice]);
  const known = (kind: CallerKind): KnownValues => ({
    accounts: { emails: seededEmails, password: SEEDED_PASSWORD },
    callerPassword: () => callers.peek(kind)?.password ?? null,
    userIds: () => [...seededUserIds, ...callers.userIds],
    pendingVerificationIds: () => pendingVerificationIds,
    playlistIds: () => playlistIds.get(kind) ?? [],
    allPlaylistIds: () => [...playlistIds.values()].flat(),
    pricesOf: (playlistId) => playlistPrices.get(playlistId) ?? [],
    submissionIds: () => submissionIds,
    bountyIds: () => bountyIds,
    campaignIds: () => campaignIds,
    ownSongIds: () => [...songs].filter(([, ownerId]) => ownerId === callers.peek(kind)?.userId).map(([id]) => id),
    songIds: () => [...songs.keys()],
  });

  let run = 0;
  const fuzz = async (operation: Operation, kind: CallerKind): Promise<void> => {
    const seed = SEED + run++;
    const requests = requestArbitrary(operation, { resolve: schemaResolver(document), hints: fieldHints(known(kind)), extraQueryNames });
    const property = fc.asyncProperty(requests, async (request) => {
      const caller = await callers.as(kind);
      const response = await send(caller.agent, operation, request);
      tally.record(operation, kind, response, () => `${kind}: ${describeRequest(operation, request)} (seed ${seed})`);
      // Only a redirect (sign-out, Google) or a successful write can change who the caller is.
      if (response.status < 400 && (operation.mutating || response.status >= 300)) callers.doubt(kind);
      if (operation.id === PASSWORD_CHANGE && response.status < 300) caller.password = newPasswordOf(request) ?? caller.password;
      if (operation.id === PLAYLIST_CREATION && response.status === 201) {
        playlistIds.get(kind)?.push((response.body as { id: string }).id);
        notePrices(response.body as { id: string; reviewPrice: number; placementPrice: number });
      }
      if (operation.id === ADD_SONG && response.status === 201) songs.set((response.body as { id: string }).id, caller.userId);
      if (operation.id === DELETE_SONG && response.status < 300) songs.delete(decodeURIComponent(request.url.split('?')[0].split('/')[3] ?? ''));
    });
    await fc.assert(property, { seed, numRuns: RUNS_PER_CALLER });
  };

  /** Gives the callers who may own songs a few of their own, for an operation on a `{songId}`. */
  const ensureSongs = async (): Promise<void> => {
    for (const kind of ['artist', 'both'] as const) {
      const caller = await callers.as(kind);
      for (let own = known(kind).ownSongIds().length; own < SONGS_PER_ARTIST; own++) {
        const response = await caller.agent.post('/api/songs').send(songBody()).expect(201);
        songs.set((response.body as { id: string }).id, caller.userId);
      }
    }
  };

  /**
   * For the marketplace's operations: the artists have coins and songs, the curator an open playlist
   * of their own, and a request waits on it for the curator to answer.
   */
  const ensureMarketplace = async (): Promise<void> => {
    await ensureSongs();
    const curator = await callers.as('curator');
    const playlist = await curator.agent.post('/api/playlists').send(playlistBody({ reviewPrice: 10 })).expect(201);
    playlistIds.get('curator')?.push((playlist.body as { id: string }).id);
    notePrices(playlist.body as { id: string; reviewPrice: number; placementPrice: number });
    for (const kind of ['artist', 'both'] as const) {
      const artist = await callers.as(kind);
      // Coins for every round: a purchase in test mode (the coupon pays once).
      await artist.agent.post('/api/vibecoins/purchases').set('Idempotency-Key', randomUUID()).send({ packageId: 'pack-250' }).expect(201);
      const songId = known(kind).ownSongIds()[0];
      const sent = await artist.agent.post('/api/submissions').send({ songId, playlistId: playlist.body.id, type: 'review', price: 10, message: 'For the fuzz.' });
      if (sent.status === 201) submissionIds.push((sent.body as { id: string }).id);
      // A bounty the curator claims, a song with nothing on it (for a new bounty or request), and
      // last, the artist's newest song, which the fuzz picks most (field-hints.ts): an open bounty to edit or cancel.
      const withBounty = async (): Promise<void> => {
        const song = await artist.agent.post('/api/songs').send(songBody()).expect(201);
        songs.set((song.body as { id: string }).id, artist.userId);
        const bounty = await artist.agent.post(`/api/songs/${song.body.id}/bounty`).send({ reviewAmount: 10, placementAmount: 50 });
        if (bounty.status === 201) bountyIds.push((bounty.body as { id: string }).id);
      };
      await withBounty();
      const claimed = await curator.agent.post(`/api/bounties/${bountyIds.at(-1)}/claim`);
      if (claimed.status === 201) campaignIds.push((claimed.body as { id: string }).id);
      const fresh = await artist.agent.post('/api/songs').send(songBody()).expect(201);
      songs.set((fresh.body as { id: string }).id, artist.userId);
      await withBounty();
    }
  };
  const MARKETPLACE_PATHS = ['/api/submissions', '/api/curators/', '/api/bounties', '/api/campaigns', '/api/songs/{songId}/bounty', '/api/user/active-bounties'];

  const started = Date.now();
  for (const operation of operations) {
    if (MARKETPLACE_PATHS.some((path) => operation.path.startsWith(path))) await ensureMarketplace();
    else if (operation.pathParameters.some((parameter) => parameter.name === 'songId')) await ensureSongs();
    const stillWithout2xx = () => operation.mutating && tally.successes(operation.id) === 0;
    for (let round = 0; round === 0 || (round <= TOP_UP_ROUNDS && stillWithout2xx()); round++) {
      for (const kind of CALLER_KINDS) await fuzz(operation, kind);
    }
  }

  if (process.env.FUZZ_REPORT) {
    console.info(`${operations.length} operations, ${tally.requests} requests in ${Date.now() - started} ms (seed ${SEED})\n${tally.summary()}`);
  }
  expect(tally.failures).toEqual([]);
  const neverSucceeded = operations
    .filter((op) => op.mutating && !(op.id in NO_SUCCESS_EXPECTED) && tally.successes(op.id) === 0)
    .map((op) => op.id);
  expect(neverSucceeded).toEqual([]);
}, 180_000);
