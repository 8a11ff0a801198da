/**
 * Issue 20: the read models are a cache of the log. A history made through the API is read by
 * each kind of user; then every read model and checkpoint is dropped, the app starts again on the
 * event store alone, and once every projection has caught up the same reads answer the same.
 * On the way, every row of every read model loads as a batch loads it, value for value as
 * MikroORM hydrates it: the rebuild's fold starts from those values.
 */
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  ADMIN_CREDENTIALS, ADMIN_ENV, type Agent, addSong, caughtUp, createPlaylist, type CreatedPlaylist, createTestApp, eventually, fundWallet, priceOf, setBounty, signIn, signUp,
  signUpCurator, type SignedUpAccount, type TestApp,
} from '#testing';
import { MikroORM } from '@mikro-orm/postgresql';
import type { EventStore } from '#eventstore';
import { EVENT_STORE } from '#platform';
import { rebuildProjections } from '#projections';
import { allProjections } from '#runtime';
import { checkpointNames, dropReadModels, everyRowTwoWays, readModelIndexes, type RowsTwoWays } from './support/read-models.js';

const MESSAGE = 'I think this fits your late-night mood.';
const FEEDBACK = 'Lovely textures; the vocal sits a little low.';
/** Paid to curators: the completed bounty's review (25), the reviewed request (25), the added placement (150); "Not for us." is too short a reason to be paid. */
const PAID_OUT = 25 + 25 + 150;

interface History {
  readonly artist: SignedUpAccount;
  readonly curator: SignedUpAccount;
  /** Artist upgraded to curator, whom the admin deactivates. */
  readonly deactivated: SignedUpAccount;
}

/** Who reads, signed in anew on each app (sessions are not what is restored). */
interface Readers {
  readonly artist: Agent;
  readonly curator: Agent;
  readonly visitor: Agent;
  readonly admin: Agent;
}

const claim = async (curator: SignedUpAccount, bounty: { id: string }): Promise<string> =>
  ((await curator.agent.post(`/api/bounties/${bounty.id}/claim`).expect(201)).body as { id: string }).id;

async function request(artist: SignedUpAccount, songId: string, playlist: CreatedPlaylist, type: 'review' | 'placement'): Promise<string> {
  const sent = await artist.agent.post('/api/submissions').send({ songId, playlistId: playlist.id, type, price: priceOf(playlist, type), message: MESSAGE }).expect(201);
  return (sent.body as { id: string }).id;
}

/**
 * Two artists (one with a profile), a curator and an artist who became a curator; songs with tags,
 * playlists, coupons, a purchase; a bounty claimed and completed, one cancelled, one open; requests
 * answered reviewed, added and rejected, one pending; a favourite; the admin deactivating the
 * second curator; three page visits.
 */
async function buildHistory(app: TestApp, admin: Agent): Promise<History> {
  const artist = await signUp(app, { profile: { displayName: 'Ana Lee', location: 'Lisbon' } });
  const other = await signUp(app);
  const curator = await signUpCurator(app);
  const deactivated = await signUpCurator(app, { role: 'both' });
  for (const account of [artist, other, deactivated]) await fundWallet(account.agent);
  await artist.agent.post('/api/vibecoins/purchases').set('Idempotency-Key', randomUUID()).send({ packageId: 'pack-25' }).expect(201);

  const [reviewed, cancelled, open] = [await addSong(artist.agent), await addSong(artist.agent, { title: 'B-side', tagIds: [2] }), await addSong(artist.agent, { title: 'Dawn', tagIds: [4] })];
  const otherSong = await addSong(other.agent, { title: 'Static' });
  const lateNight = await createPlaylist(curator.agent);
  const morning = await createPlaylist(curator.agent, { name: 'Morning Pop', tagIds: [1] });
  const deactivatedPlaylist = await createPlaylist(deactivated.agent, { name: 'Soon Gone' });

  const done = await claim(curator, await setBounty(artist, reviewed.id));
  await curator.agent.patch(`/api/campaigns/${done}`).send({ status: 'active' }).expect(200);
  await curator.agent.patch(`/api/campaigns/${done}`).send({ status: 'completed', outcome: 'reviewed', curatorFeedback: FEEDBACK }).expect(200);
  await setBounty(artist, cancelled.id);
  await artist.agent.delete(`/api/songs/${cancelled.id}/bounty`).expect(200);
  await setBounty(artist, open.id, { reviewAmount: 10, placementAmount: 50 });

  await curator.agent.patch(`/api/submissions/${await request(artist, reviewed.id, lateNight, 'review')}`).send({ status: 'reviewed', curatorFeedback: FEEDBACK }).expect(200);
  await curator.agent.patch(`/api/submissions/${await request(artist, open.id, morning, 'placement')}`).send({ status: 'added' }).expect(200);
  await curator.agent.patch(`/api/submissions/${await request(other, otherSong.id, lateNight, 'review')}`).send({ status: 'rejected', curatorFeedback: 'Not for us.' }).expect(200);
  await request(other, otherSong.id, deactivatedPlaylist, 'review');

  await curator.agent.post('/api/favorites/artists').send({ artistId: artist.user.id }).expect(200);
  await admin.patch(`/api/admin/users/${deactivated.user.id}`).send({ isActive: false }).expect(200);
  for (const page of ['/', '/search', '/blog']) await app.agent().post('/api/analytics/page-visit').send({ page }).expect(202);
  return { artist, curator, deactivated };
}

/** The fixed reads of each kind of user, by name: `who GET path`. */
function readsOf({ artist, curator }: History): Record<keyof Readers, readonly string[]> {
  return {
    artist: [
      '/api/auth/user', `/api/users/${artist.user.id}/songs`, '/api/user/balance', '/api/wallet/transactions', '/api/user/active-bounties', '/api/submissions/artist',
      `/api/curators/${curator.user.id}/reputation`,
    ],
    curator: [
      '/api/auth/user', `/api/users/${curator.user.id}/playlists`, '/api/bounties/discover', '/api/campaigns', '/api/submissions/curator', '/api/user/balance', '/api/wallet/transactions',
    ],
    visitor: [
      '/api/search/playlists?q=Late', '/api/search/artists?q=Ana', '/api/search/curators?q=Night', `/api/users/${artist.user.id}`, `/api/users/${curator.user.id}/playlists`,
    ],
    admin: [
      '/api/admin/stats', '/api/admin/stats/coin-flow?days=2', '/api/admin/users', '/api/admin/artists', '/api/admin/curators', '/api/admin/verification', '/api/admin/ledger',
      '/api/admin/ledger/verify',
    ],
  };
}

/** Each read's answer, under its name. */
type Answers = Record<string, { readonly status: number; readonly body: unknown }>;

async function readAll(readers: Readers, history: History): Promise<Answers> {
  const answers: Answers = {};
  for (const [who, paths] of Object.entries(readsOf(history)) as [keyof Readers, readonly string[]][]) {
    for (const path of paths) {
      const { status, body } = await readers[who].get(path);
      answers[`${who} GET ${path}`] = { status, body: body as unknown };
    }
  }
  return answers;
}

async function signInReaders(app: TestApp, { artist, curator }: History): Promise<Readers> {
  return { artist: await signIn(app, artist), curator: await signIn(app, curator), visitor: app.agent(), admin: await signIn(app, ADMIN_CREDENTIALS) };
}

async function expectAllCaughtUp(app: TestApp, names: readonly string[]): Promise<void> {
  const behind = [];
  for (const name of names) if (!(await caughtUp(app, name, 30_000))) behind.push(name);
  expect(behind).toEqual([]);
}

/** Each table's rows as loaded, in one order whatever order the table gives them in. */
const inOrder = (tables: readonly RowsTwoWays[]) =>
  tables.map(({ table, loaded }) => ({ table, loaded: [...loaded].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))) }));

describe('restoring every read model from the event store alone', () => {
  let app: TestApp;
  afterAll(() => app?.close());

  it('answers every read of every kind of user as it did before the read models were dropped', async () => {
    app = await createTestApp({ env: { ...ADMIN_ENV } });
    const admin = await signIn(app, ADMIN_CREDENTIALS);
    const history = await buildHistory(app, admin);
    // Payouts and page visits land after their requests answered: wait for them, then for every projection.
    const stats = async () => (await admin.get('/api/admin/stats').expect(200)).body as Record<string, number>;
    const settled = { websiteVisits: 3, totalVibeCoinPaidout: PAID_OUT };
    expect(await eventually(stats, (now) => now.websiteVisits === 3 && now.totalVibeCoinPaidout === PAID_OUT)).toMatchObject(settled);
    const names = await checkpointNames(app.database);
    await expectAllCaughtUp(app, names);
    const before = await readAll(await signInReaders(app, history), history);
    expect(Object.entries(before).filter(([, answer]) => answer.status !== 200).map(([read]) => read)).toEqual([]);
    const orm = app.app.get<MikroORM>(MikroORM);
    const rows = await everyRowTwoWays(orm);
    expect(rows.filter(({ hydrated }) => hydrated.length > 0).length).toBeGreaterThan(15);
    for (const { table, loaded, hydrated } of rows) expect({ table, rows: loaded }).toStrictEqual({ table, rows: hydrated });
    // A rebuild of every projection in one pass, in batches of 3 events (most rows change in
    // several, each loading what the one before wrote), builds every row the live runners built,
    // and every index (it builds them once its copies are full).
    const indexes = await readModelIndexes(app.database);
    expect(indexes.filter((index) => / USING gin /.test(index)).length).toBeGreaterThanOrEqual(4);
    await rebuildProjections({ orm, store: app.app.get<EventStore>(EVENT_STORE), projections: allProjections, batchSize: 3 });
    expect(inOrder(await everyRowTwoWays(orm))).toStrictEqual(inOrder(rows));
    expect(await readModelIndexes(app.database)).toEqual(indexes);

    await app.stop();
    expect(await dropReadModels(app.database)).toContain('projections');
    app = await createTestApp({ env: { ...ADMIN_ENV }, reuse: { database: app.database, redisPrefix: app.config.redisPrefix } });
    await expectAllCaughtUp(app, names);

    const after = await readAll(await signInReaders(app, history), history);
    // Only the reads that changed, under their names, so that a failure says which read model lost what.
    const changed = Object.keys(before).filter((read) => !isDeepStrictEqual(after[read], before[read]));
    const only = (answers: Answers) => Object.fromEntries(changed.map((read) => [read, answers[read]]));
    expect({ changedReads: changed, answers: only(after) }).toEqual({ changedReads: [], answers: only(before) });
  }, 120_000);
});
