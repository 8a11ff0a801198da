/**
 * The application's projections (users, website-visits) on a small log: the rows the set-based
 * writes produce are the rows the old per-event code produced (written out below), whether the log
 * comes in batches of one event or all at once, and one pass over the log rebuilds them all.
 */
import { randomUUID } from 'node:crypto';
import type { NewEvent } from '#eventstore';
import { rebuildProjection, rebuildProjections } from '#projections';
import { createProjectionTestEnv, type ProjectionTestEnv } from '../../projections/test/support/projection-test-env.js';
import { allProjections } from '../src/modules.js';

const at = (minute: number): string => new Date(Date.UTC(2026, 0, 2, 10, minute)).toISOString();
const newEvent = (type: string, data: Record<string, unknown>, minute: number): NewEvent => ({
  type,
  data,
  metadata: { eventId: randomUUID(), correlationId: randomUUID(), causationId: randomUUID(), actorId: null, occurredAt: at(minute), schemaVersion: 1 },
});
const profile = { displayName: 'Nina', bio: 'Sings "jazz"\\n', location: null, website: null, profileImageUrl: null, spotifyUrl: 'https://s', soundcloudUrl: null, youtubeUrl: null, instagramUrl: null, twitterUrl: null, blueskyUrl: null, tiktokUrl: null, audiomackUrl: null, appleMusicUrl: null, amazonMusicUrl: null };
const visit = (day: string, minute: number): NewEvent => newEvent('PageVisited', { visitId: randomUUID(), page: '/', referrer: null, userId: null, visitedAt: `${day}T10:00:00.000Z` }, minute);

const ada = randomUUID();
const nina = randomUUID();

async function appendLog(env: ProjectionTestEnv): Promise<void> {
  const { store } = env;
  await store.append(`user-${ada}`, [newEvent('UserRegistered', { userId: ada, email: 'ada@x.test', passwordHash: 'h', firstName: 'Ada', lastName: 'L', role: 'artist', isAdmin: false }, 1)], 'no_stream');
  await store.append('pagevisits-2026-01-01', [visit('2026-01-01', 2), visit('2026-01-01', 2)], 'any');
  await store.append(`user-${nina}`, [newEvent('UserRegistered', { userId: nina, email: 'nina@x.test', passwordHash: null, firstName: 'Nina', lastName: 'S', role: null, isAdmin: true }, 3), newEvent('UserRoleSelected', { userId: nina, role: 'curator' }, 4)], 'no_stream');
  await store.append(`user-${ada}`, [newEvent('UserProfileUpdated', { userId: ada, profile }, 5), newEvent('PasswordChanged', { userId: ada, passwordHash: 'h2' }, 6), newEvent('UserVerified', { userId: ada, method: 'admin', reviewerId: nina, followerCount: null, notes: null }, 7)], 'any');
  await store.append('pagevisits-2026-01-02', [visit('2026-01-02', 8)], 'any');
  await store.append(`user-${nina}`, [newEvent('CuratorProfileCompleted', { userId: nina, displayName: 'Nina S', bio: 'Curates' }, 9)], 'any');
  // A one-shot rebuild reads what is visible: wait until all 10 events are.
  while ((await store.readAll({ limit: 100 })).events.length < 10) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** What the old per-event projections wrote for this log. */
const expectedUsers = [
  { id: ada, email: 'ada@x.test', first_name: 'Ada', last_name: 'L', role: 'artist', is_admin: false, is_verified: true, curator_profile_complete: false, display_name: 'Nina', bio: 'Sings "jazz"\\n', spotify_url: 'https://s', location: null, created_at: new Date(at(1)), updated_at: new Date(at(7)) },
  { id: nina, email: 'nina@x.test', first_name: 'Nina', last_name: 'S', role: 'curator', is_admin: true, is_verified: false, curator_profile_complete: true, display_name: 'Nina S', bio: 'Curates', spotify_url: null, location: null, created_at: new Date(at(3)), updated_at: new Date(at(9)) },
].sort((a, b) => a.id.localeCompare(b.id));
const expectedVisits = [
  { day: '2026-01-01', visits: 2 },
  { day: '2026-01-02', visits: 1 },
];

describe('the application projections', () => {
  let env: ProjectionTestEnv;

  beforeEach(async () => {
    env = await createProjectionTestEnv(allProjections.flatMap((p) => [...p.entities]));
    await appendLog(env);
  });

  afterEach(async () => {
    await env.close();
  });

  const rows = async (): Promise<{ users: unknown[]; visits: unknown[] }> => ({
    users: (
      await env.pool.query(
        `select id, email, first_name, last_name, role, is_admin, is_verified, curator_profile_complete, display_name, bio, spotify_url, location, created_at, updated_at
           from rm_users.users order by id`,
      )
    ).rows,
    visits: (await env.pool.query('select day, visits from rm_website_visits.daily_visits order by day')).rows,
  });

  it('write the same rows as the per-event code did, in batches of one event or of the whole log', async () => {
    for (const projection of allProjections) await rebuildProjection({ orm: env.orm, store: env.store, projection, batchSize: 1 });
    expect(await rows()).toEqual({ users: expectedUsers, visits: expectedVisits });
    for (const projection of allProjections) await rebuildProjection({ orm: env.orm, store: env.store, projection, batchSize: 5000 });
    expect(await rows()).toEqual({ users: expectedUsers, visits: expectedVisits });
  });

  it('are rebuilt together in one pass over the log, reading each event once', async () => {
    const reads: (readonly string[] | undefined)[] = [];
    const store = Object.assign(Object.create(env.store) as typeof env.store, {
      readAll: (options: Parameters<typeof env.store.readAll>[0]) => {
        reads.push(options.types);
        return env.store.readAll(options);
      },
    });
    const results = await rebuildProjections({ orm: env.orm, store, projections: allProjections, batchSize: 3 });
    expect(await rows()).toEqual({ users: expectedUsers, visits: expectedVisits });
    expect(results.map((r) => [r.projection, r.eventsApplied])).toEqual([
      ['users', 6],
      ['songs', 0],
      ['playlists', 0],
      // Matching reads the same account events (not PasswordChanged) for its people.
      ['matching', 6],
      ['website-visits', 3],
      ['wallet-balances', 0],
      ['wallet-entries', 0],
      // The marketplace's directory reads registrations and profile changes for the names it shows.
      ['market-directory', 4],
      ['market-bounties', 0],
      ['market-submissions', 0],
      // The admin's people read the same account events as matching.
      ['admin-people', 6],
      // The admin's ledger names each wallet's owner from registrations and profile changes.
      ['admin-ledger', 4],
    ]);
    // 9 handled events in pages of 3: 4 reads of all projections' types (the last one short),
    // then one drain per projection, of its own types, inside its swap.
    const union = [...new Set(allProjections.flatMap((p) => p.handles))].join();
    expect(reads.map((types) => types?.join())).toEqual([union, union, union, union, ...allProjections.map((p) => p.handles.join())]);
  });
});
