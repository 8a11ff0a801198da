import { randomUUID } from 'node:crypto';
import type { OpenAPIObject } from '@nestjs/swagger';
import { OAuth2Server } from 'oauth2-mock-server';
import { buildOpenApiDocumentOffline } from '#runtime';
import {
  ADMIN_CREDENTIALS,
  ADMIN_ENV,
  addSong,
  type Agent,
  answered,
  createPlaylist,
  CURATOR_PROFILE,
  createTestApp,
  fundWallet,
  playlistBody,
  signInAdmin,
  signUp,
  signUpCurator,
  type SignedUpAccount,
  songBody,
  type TestApp,
  BOUNTY,
  setBounty,
} from '#testing';
import { type Operation, operationsOf } from './fuzz/openapi-operations.js';

/**
 * Every operation of the OpenAPI document, asked by each kind of caller: what it answers is in
 * the table below, so a new endpoint without a row fails here until someone decides who may call
 * it. Paths under /api/admin/ follow one rule: 401 without a session, 403 to every non-admin, and
 * neither to the admin. Path parameters are real ids of what the first artist and curator own;
 * "other" is a second user (artist and curator, with songs and playlists of their own) who owns
 * none of them. Requests are valid, so an answer says who may, not what is wrong with the input.
 */

const CALLERS = ['anonymous', 'artist', 'curator', 'other', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
type Statuses = Readonly<Record<Caller, number>>;

/** What the first artist and curator own, and who else there is. */
interface Fixtures {
  readonly artist: SignedUpAccount;
  readonly curator: SignedUpAccount;
  readonly other: SignedUpAccount;
  /** A user whose verification request waits for an admin. */
  readonly pending: SignedUpAccount;
  /** An account anyone may sign in to (POST /api/auth/login). */
  readonly someone: SignedUpAccount;
  readonly song: string;
  readonly songToDelete: string;
  readonly songForBounty: string;
  readonly songWithBounty: string;
  readonly songWithBountyToEdit: string;
  /** A bounty of the first artist's for each caller to claim. */
  readonly bountiesToClaim: Readonly<Record<Caller, string>>;
  readonly campaign: string;
  readonly submission: string;
  readonly playlist: string;
  readonly playlistToDelete: string;
}

interface Row {
  /** Omitted only under /api/admin/, whose rule is the same for every operation. */
  readonly expect?: Statuses;
  readonly params?: (f: Fixtures, caller: Caller) => Readonly<Record<string, string>>;
  readonly query?: (f: Fixtures) => Readonly<Record<string, string>>;
  readonly body?: (f: Fixtures, caller: Caller) => object;
  readonly headers?: () => Readonly<Record<string, string>>;
  /** Whose resource the request changes: they ask last, after everyone who may not have changed it. */
  readonly owner?: 'artist' | 'curator';
  /** The request changes its caller (session, role, password, one-time coupon): fresh accounts of each kind ask it. */
  readonly changesCaller?: true;
}

const everyone = (status: number): Statuses => ({ anonymous: status, artist: status, curator: status, other: status, admin: status });
const signedIn = (status: number, overrides: Partial<Statuses> = {}): Statuses => ({ ...everyone(status), anonymous: 401, ...overrides });

const ADMIN_PATH = '/api/admin/';
/** Any answer but these (and no 5xx) is the admin's to get under /api/admin/: a 400 for a made-up input is fine. */
const REFUSALS = [401, 403];

const TABLE: Readonly<Record<string, Row>> = {
  'GET /api/health': { expect: everyone(200) },
  'POST /api/auth/register': {
    expect: everyone(201),
    body: () => ({ email: `matrix-${randomUUID()}@example.com`, password: 'secret1', firstName: 'Mia', lastName: 'Trix', role: 'artist' }),
    changesCaller: true,
  },
  'POST /api/auth/login': { expect: everyone(200), body: (f) => ({ email: f.someone.email, password: f.someone.password }), changesCaller: true },
  'GET /api/login': { expect: everyone(302) },
  'GET /api/logout': { expect: everyone(302), changesCaller: true },
  'GET /api/auth/logout': { expect: everyone(302), changesCaller: true },
  'GET /api/auth/user': { expect: signedIn(200) },
  'GET /api/auth/google': { expect: everyone(302) },
  'GET /api/auth/google/link': { expect: signedIn(302) },
  'GET /api/auth/google/callback': { expect: everyone(302) },
  'PATCH /api/users/role': { expect: signedIn(200), body: () => ({ role: 'both' }), changesCaller: true },
  'PATCH /api/curator/profile': { expect: signedIn(200, { artist: 403 }), body: () => CURATOR_PROFILE, changesCaller: true },
  // The seeded admin keeps its password (the other rows sign it in again): the same one again is refused, past the session check.
  'POST /api/auth/change-password': {
    expect: signedIn(200, { admin: 400 }),
    body: (_f, caller) =>
      caller === 'admin' ? { currentPassword: ADMIN_CREDENTIALS.password, newPassword: ADMIN_CREDENTIALS.password } : { currentPassword: 'secret1', newPassword: 'secret2-matrix' },
    changesCaller: true,
  },
  // Only an artist upgrades; whoever curates already (the admin has role both) is refused.
  'POST /api/user/upgrade-to-curator': { expect: signedIn(400, { artist: 200 }), changesCaller: true },
  'PATCH /api/users/profile': { expect: signedIn(200), body: () => ({ displayName: 'Matrix' }) },
  'GET /api/spotify/artist-info': { expect: everyone(200), query: () => ({ artistUrl: 'https://open.spotify.com/artist/0OdUWJ0sBjDrqHygGUXeCF' }) },
  'GET /api/verification/status': { expect: signedIn(200) },
  'POST /api/verification/request': { expect: signedIn(200), body: () => ({ reason: 'I release music every week.' }), changesCaller: true },
  'PATCH /api/admin/verification/{userId}': { params: (f) => ({ userId: f.pending.user.id }), body: () => ({ decision: 'approve', notes: 'Welcome' }) },
  'GET /api/users/{id}': { expect: everyone(200), params: (f) => ({ id: f.artist.user.id }) },
  'POST /api/playlists': { expect: signedIn(201, { artist: 403 }), body: () => playlistBody() },
  'PUT /api/playlists/{id}': { expect: signedIn(403, { curator: 200 }), params: (f) => ({ id: f.playlist }), body: () => playlistBody({ name: 'Renamed' }), owner: 'curator' },
  'DELETE /api/playlists/{id}': { expect: signedIn(403, { curator: 204 }), params: (f) => ({ id: f.playlistToDelete }), owner: 'curator' },
  'GET /api/users/{id}/playlists': { expect: everyone(200), params: (f) => ({ id: f.curator.user.id }) },
  'POST /api/favorites/artists': { expect: signedIn(200), body: (f) => ({ artistId: f.someone.user.id }) },
  'GET /api/favorites/artists': { expect: signedIn(200) },
  'DELETE /api/favorites/artists/{artistId}': { expect: signedIn(200), params: (f) => ({ artistId: f.someone.user.id }) },
  'GET /api/tags': { expect: everyone(200) },
  'POST /api/songs/generate-description': { expect: signedIn(200), body: () => ({ title: 'Night Drive', tags: ['Synthwave'] }) },
  'POST /api/songs': { expect: signedIn(201, { curator: 403 }), body: () => songBody() },
  'PUT /api/songs/{songId}': { expect: signedIn(403, { artist: 200 }), params: (f) => ({ songId: f.song }), body: () => songBody({ title: 'Renamed' }), owner: 'artist' },
  'DELETE /api/songs/{songId}': { expect: signedIn(403, { artist: 200 }), params: (f) => ({ songId: f.songToDelete }), owner: 'artist' },
  'PATCH /api/songs/{songId}/visibility': { expect: signedIn(403, { artist: 200 }), params: (f) => ({ songId: f.song }), body: () => ({ isActive: true }), owner: 'artist' },
  'GET /api/users/{id}/songs': { expect: everyone(200), params: (f) => ({ id: f.artist.user.id }) },
  'GET /api/songs/{id}/matching-playlists': { expect: signedIn(403, { artist: 200 }), params: (f) => ({ id: f.song }) },
  'GET /api/search/artists': { expect: everyone(200), query: () => ({ q: 'Ana' }) },
  'GET /api/search/curators': { expect: everyone(200), query: () => ({ q: 'Night' }) },
  'GET /api/search/playlists': { expect: everyone(200), query: () => ({ q: 'Late' }) },
  'POST /api/analytics/page-visit': { expect: everyone(202), body: () => ({ page: '/matrix' }) },
  'POST /api/add-vibecoins': { expect: signedIn(200), body: () => ({ couponCode: 'TEST-COUPON' }), changesCaller: true },
  'GET /api/user/balance': { expect: signedIn(200) },
  'GET /api/wallet/transactions': { expect: signedIn(200) },
  'GET /api/vibecoins/packages': { expect: signedIn(200) },
  'POST /api/vibecoins/purchases': { expect: signedIn(201), body: () => ({ packageId: 'pack-5' }), headers: () => ({ 'Idempotency-Key': randomUUID() }) },
  'POST /api/songs/{songId}/bounty': { expect: signedIn(403, { artist: 201 }), params: (f) => ({ songId: f.songForBounty }), body: () => BOUNTY, owner: 'artist' },
  'DELETE /api/songs/{songId}/bounty': { expect: signedIn(403, { artist: 200 }), params: (f) => ({ songId: f.songWithBounty }), owner: 'artist' },
  'PATCH /api/songs/{songId}/bounty': { expect: signedIn(403, { artist: 200 }), params: (f) => ({ songId: f.songWithBountyToEdit }), body: () => BOUNTY, owner: 'artist' },
  'GET /api/user/active-bounties': { expect: signedIn(200) },
  'GET /api/user/bounty-campaigns': { expect: signedIn(200) },
  'GET /api/bounties/discover': { expect: signedIn(200, { artist: 403 }) },
  'GET /api/bounties/discover/summary': { expect: signedIn(200, { artist: 403 }) },
  // Each caller claims a bounty of its own (the first claim wins): the artist's own is not theirs to claim.
  'POST /api/bounties/{bountyId}/claim': { expect: signedIn(201, { artist: 403 }), params: (f, caller) => ({ bountyId: f.bountiesToClaim[caller] }) },
  'GET /api/campaigns': { expect: signedIn(200, { artist: 403 }) },
  'PATCH /api/campaigns/{campaignId}': { expect: signedIn(403, { curator: 200 }), params: (f) => ({ campaignId: f.campaign }), body: () => ({ status: 'active' }), owner: 'curator' },
  'POST /api/submissions': {
    expect: signedIn(403, { artist: 201 }),
    body: (f) => ({ songId: f.song, playlistId: f.playlist, type: 'review', price: 10, message: 'Would love your ears on this one.' }),
    owner: 'artist',
  },
  'PATCH /api/submissions/{submissionId}': {
    expect: signedIn(403, { curator: 200 }),
    params: (f) => ({ submissionId: f.submission }),
    body: () => ({ status: 'reviewed', curatorFeedback: 'Lovely mix.' }),
    owner: 'curator',
  },
  'GET /api/submissions/artist': { expect: signedIn(200) },
  'GET /api/submissions/curator': { expect: signedIn(200) },
  'GET /api/songs/{songId}/submissions': { expect: signedIn(403, { artist: 200 }), params: (f) => ({ songId: f.song }) },
  'GET /api/curators/{curatorId}/reputation': { expect: everyone(200), params: (f) => ({ curatorId: f.curator.user.id }) },
};

const keyOf = (operation: Operation): string => `${operation.method.toUpperCase()} ${operation.path}`;
const isAdminPath = (operation: Operation): boolean => operation.path.startsWith(ADMIN_PATH);

/** Path parameters of an admin operation the table has no row for: an id of the first artist's, or a read model's name. */
const adminParam = (f: Fixtures, name: string): string => (name === 'name' ? 'website-visits' : name === 'userId' ? f.pending.user.id : f.artist.user.id);

async function buildFixtures(t: TestApp): Promise<Fixtures> {
  const artist = await signUp(t);
  await fundWallet(artist.agent);
  const curator = await signUpCurator(t);
  const other = await signUpCurator(t, { role: 'both' });
  await fundWallet(other.agent);
  await addSong(other.agent);
  await createPlaylist(other.agent);
  const pending = await signUp(t);
  await pending.agent.post('/api/verification/request').send({ reason: 'I release music every week.' }).expect(answered(200));
  const someone = await signUp(t);
  const [song, songToDelete, songForBounty, songWithBounty, songWithBountyToEdit, songForCampaign, songForSubmission, ...songsToClaim] = await Promise.all(
    Array.from({ length: 7 + CALLERS.length }, (_, i) => addSong(artist.agent, { title: `Matrix ${i}` })),
  );
  const playlist = await createPlaylist(curator.agent, { reviewPrice: 10 });
  const playlistToDelete = await createPlaylist(curator.agent, { name: 'To delete' });
  // Small bounties, so that the artist's 1000 VC pay for all of them and the table's own.
  const bountyOn = (songId: string) => setBounty(artist, songId, { reviewAmount: 10, placementAmount: 50 });
  await Promise.all([bountyOn(songWithBounty.id), bountyOn(songWithBountyToEdit.id)]);
  const bountiesToClaim = await Promise.all(songsToClaim.map((claimed) => bountyOn(claimed.id)));
  const claimed = await bountyOn(songForCampaign.id);
  const campaign = (await curator.agent.post(`/api/bounties/${claimed.id}/claim`).expect(answered(201))).body as { id: string };
  const submission = await artist.agent
    .post('/api/submissions')
    .send({ songId: songForSubmission.id, playlistId: playlist.id, type: 'review', price: 10, message: 'For the matrix.' })
    .expect(answered(201));
  return {
    artist,
    curator,
    other,
    pending,
    someone,
    song: song.id,
    songToDelete: songToDelete.id,
    songForBounty: songForBounty.id,
    songWithBounty: songWithBounty.id,
    songWithBountyToEdit: songWithBountyToEdit.id,
    bountiesToClaim: Object.fromEntries(CALLERS.map((caller, i) => [caller, bountiesToClaim[i].id])) as Record<Caller, string>,
    campaign: campaign.id,
    submission: (submission.body as { id: string }).id,
    playlist: playlist.id,
    playlistToDelete: playlistToDelete.id,
  };
}

describe('the authorization matrix', () => {
  let google: OAuth2Server;
  let t: TestApp;
  let document: OpenAPIObject;
  let f: Fixtures;
  const shared = {} as Record<Caller, Agent>;

  beforeAll(async () => {
    google = new OAuth2Server();
    await google.issuer.keys.generate('RS256');
    await google.start(0, '127.0.0.1');
    t = await createTestApp({
      env: { ...ADMIN_ENV, GOOGLE_CLIENT_ID: 'vibematch-matrix', GOOGLE_CLIENT_SECRET: 'matrix-secret', GOOGLE_ISSUER_URL: google.issuer.url as string },
    });
    document = await buildOpenApiDocumentOffline();
    f = await buildFixtures(t);
    Object.assign(shared, { anonymous: t.agent(), artist: f.artist.agent, curator: f.curator.agent, other: f.other.agent, admin: await signInAdmin(t) });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await google?.stop();
  });

  /** The callers of a row: fresh accounts for a request that changes its caller, else the fixtures' users. */
  const callersFor = async (row: Row): Promise<Record<Caller, Agent>> => {
    if (!row.changesCaller) return shared;
    const [artist, curator, other] = await Promise.all([signUp(t), signUpCurator(t), signUpCurator(t, { role: 'both' })]);
    return { anonymous: t.agent(), artist: artist.agent, curator: curator.agent, other: other.agent, admin: shared.admin };
  };

  /** Owners last: everyone else asks while the resource is as the fixtures made it. */
  const orderFor = (row: Row): Caller[] => (row.owner ? [...CALLERS.filter((c) => c !== row.owner), row.owner] : [...CALLERS]);

  const ask = async (operation: Operation, row: Row, agent: Agent, caller: Caller): Promise<number> => {
    const params = row.params?.(f, caller) ?? {};
    const path = operation.pathParameters.reduce(
      (url, parameter) => url.replace(`{${parameter.name}}`, encodeURIComponent(params[parameter.name] ?? adminParam(f, parameter.name))),
      operation.path,
    );
    let request = agent[operation.method](path).redirects(0);
    if (row.query) request = request.query(row.query(f));
    if (row.headers) request = request.set(row.headers());
    const response = await (operation.mutating ? request.send(row.body?.(f, caller) ?? {}) : request);
    return response.status;
  };

  it('has a row for every operation of the OpenAPI document, and none for an operation that is gone', () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(50);
    const keys = new Set(operations.map(keyOf));
    expect(operations.filter((op) => !isAdminPath(op) && !TABLE[keyOf(op)]?.expect).map(keyOf)).toEqual([]);
    expect(Object.keys(TABLE).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('documents a session requirement on exactly the operations that refuse visitors with 401', () => {
    const documented = (op: Operation): boolean => (document.paths[op.path]?.[op.method]?.security ?? []).length > 0;
    const refusesVisitors = (op: Operation): boolean => isAdminPath(op) || TABLE[keyOf(op)]?.expect?.anonymous === 401;
    const operations = operationsOf(document);
    expect(operations.filter((op) => !documented(op)).length).toBeGreaterThan(10);
    expect(operations.filter((op) => documented(op) !== refusesVisitors(op)).map(keyOf)).toEqual([]);
  });

  it('answers every operation to each caller as the table says', async () => {
    // Admin operations last: an admin's write may change the users the other rows use.
    const operations = operationsOf(document).sort((a, b) => Number(isAdminPath(a)) - Number(isAdminPath(b)));
    const expected: Record<string, unknown> = {};
    const actual: Record<string, unknown> = {};
    for (const operation of operations) {
      const key = keyOf(operation);
      const row = TABLE[key] ?? {};
      const agents = await callersFor(row);
      const statuses = {} as Record<Caller, number | string>;
      for (const caller of orderFor(row)) statuses[caller] = await ask(operation, row, agents[caller], caller);
      if (row.changesCaller) shared.admin = await signInAdmin(t);
      if (isAdminPath(operation)) {
        const admin = statuses.admin as number;
        statuses.admin = REFUSALS.includes(admin) || admin >= 500 ? admin : 'allowed';
        expected[key] = { anonymous: 401, artist: 403, curator: 403, other: 403, admin: 'allowed' };
      } else {
        expected[key] = row.expect;
      }
      actual[key] = statuses;
    }
    expect(actual).toEqual(expected);
  }, 300_000);
});
