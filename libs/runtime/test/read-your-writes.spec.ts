/**
 * ReadYourWrites.waitForReaders as the app composes it (ProjectionsHost over every module's
 * projections): a write waits for the read models that handle its event types, whichever module
 * owns them. No runner here: the test moves the checkpoints itself, as another process would.
 */
import { MikroORM } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import pg from 'pg';
import { PostgresEventStore, type Position } from '#eventstore';
import { CheckpointStore, ReaderLeases, sqlOfPool } from '#projections';
import { createTestDatabase, type TestDatabase } from '#testing';
import { allProjections, loadAppConfig } from '../src/modules.js';
import { ProjectionsHost } from '../src/projections.host.js';

const USERS = 'users';
const MATCHING = 'matching';
const MARKET_DIRECTORY = 'market-directory';
const SONGS = 'songs';
const WALLET_ENTRIES = 'wallet-entries';
const ADMIN_PEOPLE = 'admin-people';
const ADMIN_LEDGER = 'admin-ledger';
const before: Position = { commit: 10n, prepare: 1n };
const write: Position = { commit: 20n, prepare: 5n };

let db: TestDatabase;
let pool: pg.Pool;
let orm: MikroORM;
let store: PostgresEventStore;
let host: ProjectionsHost;
let checkpoints: CheckpointStore;

const version = (name: string): number => allProjections.find((p) => p.name === name)?.version ?? 1;
const moveTo = (name: string, position: Position) => checkpoints.write(name, version(name), position);

// The host warns when a wait times out, which one test makes it do.
beforeAll(() => Logger.overrideLogger(false));

beforeEach(async () => {
  db = await createTestDatabase('vm_ryw');
  pool = new pg.Pool({ connectionString: db.url, max: 4 });
  pool.on('error', () => undefined);
  store = new PostgresEventStore({ pool });
  orm = new MikroORM({ clientUrl: db.url, entities: allProjections.flatMap((p) => [...p.entities]), pool: { min: 0, max: 4 } });
  checkpoints = new CheckpointStore(sqlOfPool(pool));
  await checkpoints.ensureTable();
  for (const { name } of allProjections) await moveTo(name, before);
  // Without a runner (RUN_WORKER=false) the leases are never asked for: no connection is opened.
  host = new ProjectionsHost(loadAppConfig({ RUN_WORKER: 'false' }), store, [...allProjections], orm, new ReaderLeases({ connectionString: db.url, applicationName: 'unused' }));
});
afterEach(async () => {
  await host.onApplicationShutdown();
  await orm.close();
  await pool.end();
  await db.drop();
});

describe('ReadYourWrites.waitForReaders', () => {
  it("waits for the projection of another module that handles the written type, until its checkpoint passes the write", async () => {
    let settled: boolean | undefined;
    const waiting = host.waitForReaders(write, ['SongAdded']).then((reached) => (settled = reached));
    // The users projection does not read SongAdded; catalog's songs does, matching's too: while
    // matching is behind, the wait goes on.
    await moveTo(USERS, write);
    await moveTo(SONGS, write);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBeUndefined();

    await moveTo(MATCHING, write);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBeUndefined();

    // The marketplace's directory reads songs too.
    await moveTo(MARKET_DIRECTORY, write);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBeUndefined();

    // The wallet's history, for the titles it shows.
    await moveTo(WALLET_ENTRIES, write);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBeUndefined();

    // And the admin's people, for the songs each artist counts.
    await moveTo(ADMIN_PEOPLE, write);
    await expect(waiting).resolves.toBe(true);
  });

  it('waits for every projection that handles any of the types: one behind makes the wait time out', async () => {
    await moveTo(USERS, write);
    await expect(host.waitForReaders(write, ['UserRegistered'])).resolves.toBe(false);
    await moveTo(MATCHING, write);
    await moveTo(MARKET_DIRECTORY, write);
    await moveTo(ADMIN_PEOPLE, write);
    // The admin's ledger names wallets' owners from registrations.
    await moveTo(ADMIN_LEDGER, write);
    await expect(host.waitForReaders(write, ['UserRegistered'])).resolves.toBe(true);
  });

  it('waits longer than a request would when asked to (the admin seeded at start, while the workers start)', async () => {
    const waiting = host.waitForReaders(write, ['SongAdded'], 10_000);
    // Past a request's 2 s bound, the readers get there.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    for (const name of [SONGS, MATCHING, MARKET_DIRECTORY, WALLET_ENTRIES, ADMIN_PEOPLE]) await moveTo(name, write);
    await expect(waiting).resolves.toBe(true);
  });

  it('answers at once for types no projection reads, and for a command that wrote nothing', async () => {
    await expect(host.waitForReaders(write, ['PasswordChanged'])).resolves.toBe(true);
    await expect(host.waitForReaders(null, ['SongAdded'])).resolves.toBe(true);
  });
});
