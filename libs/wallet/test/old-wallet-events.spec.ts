import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import pg from 'pg';
import type { LedgerPageResponse, LedgerVerificationResponse } from '#admin';
import { type EventStore, PostgresEventStore } from '#eventstore';
import { EVENT_STORE, systemContext, withMetadata } from '#platform';
import { ADMIN_ENV, type Agent, COUPON_COINS, createTestApp, fundWallet, signIn, signInAdmin, signUp, type TestApp, eventually, caughtUp } from '#testing';
import { type MovementCause, ReserveCoinsCommand, walletStream } from '#wallet';

interface AdminEventPage {
  readonly events: readonly { readonly type: string; readonly streamId: string; readonly data: Record<string, unknown> }[];
}

/**
 * Issue 22, docs/decisions/0020: wallet events stored before the rename, as `ReservationPaidOut`
 * and `PayoutReceived`, are appended here raw (straight into PostgreSQL, past the upcasters) and
 * must read as `ReservationTransferred` and `TransferReceived` by every reader of the log.
 */
describe('wallet events stored under their old names', () => {
  let app: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    app = await createTestApp({ env: ADMIN_ENV });
    admin = await signInAdmin(app);
  });
  afterAll(() => app.close());

  /** An artist with the coupon's coins, 100 of them reserved for a request to a curator who has none. */
  async function reservation() {
    const artist = await signUp(app);
    const curator = await signUp(app, { role: 'curator', curatorProfile: true });
    await fundWallet(artist.agent);
    const reservationId = randomUUID();
    const cause: MovementCause = { kind: 'submission', submissionId: reservationId, songId: randomUUID(), playlistId: randomUUID() };
    await app.app.get(CommandBus).execute(new ReserveCoinsCommand(artist.user.id, reservationId, 100, cause, systemContext('test')));
    return { artist, curator, reservationId, cause };
  }

  /**
   * Appends with the store's PostgreSQL adapter alone, while the app is stopped: the events go in
   * exactly as the old app wrote them, and no process manager sees a transfer before its receipt.
   */
  async function appendOld(appends: readonly { streamId: string; events: readonly { type: string; data: object }[] }[]): Promise<void> {
    await app.stop();
    const pool = new pg.Pool({ connectionString: app.database.url });
    try {
      const raw = new PostgresEventStore({ pool });
      for (const { streamId, events } of appends) {
        const stored = await raw.readStream(streamId);
        await raw.append(streamId, events.map((event) => withMetadata(event, systemContext('before-issue-22'), new Date())), BigInt(stored.length - 1));
      }
    } finally {
      await pool.end();
    }
    app = await createTestApp({ env: ADMIN_ENV, reuse: { database: app.database, redisPrefix: app.config.redisPrefix } });
    admin = await signInAdmin(app);
  }

  const store = () => app.app.get<EventStore>(EVENT_STORE);
  const typesOf = async (userId: string) => (await store().readStream(walletStream(userId))).map((event) => event.type);
  const adminEvents = async (query: Record<string, string | number>) => (await admin.get('/api/admin/events').query(query).expect(200)).body as AdminEventPage;
  const rebuild = async (name: string): Promise<void> => {
    await admin.post(`/api/admin/projections/${name}/rebuild`).expect(202);
    await eventually(async () => (await admin.get('/api/admin/projections').expect(200)).body as { name: string; rebuild: { state: string } | null }[], (all) => all.find((p) => p.name === name)?.rebuild?.state === 'done');
  };

  it('read as ReservationTransferred and TransferReceived by the wallet, its process manager, its read models rebuilt, the admin ledger and its verify, and the event browser', async () => {
    // One transfer whose receipt the old app had written too, one whose receipt it never wrote (it died in between).
    const received = await reservation();
    const unreceived = await reservation();
    const oldTransfers = ([[received, 60], [unreceived, 25]] as const).map(([{ artist, curator, reservationId, cause }, amount]) => {
      const totalAfter = COUPON_COINS - amount;
      return {
        streamId: walletStream(artist.user.id),
        events: [
          { type: 'ReservationPaidOut', data: { userId: artist.user.id, reservationId, amount, payeeId: curator.user.id, cause, totalAfter, reservedAfter: 100 - amount } },
          { type: 'ReservationReleased', data: { userId: artist.user.id, reservationId, amount: 100 - amount, reason: 'settled', cause, totalAfter, reservedAfter: 0 } },
        ],
      };
    });
    const { artist, curator, reservationId, cause } = received;
    await appendOld([
      ...oldTransfers,
      { streamId: walletStream(curator.user.id), events: [{ type: 'PayoutReceived', data: { userId: curator.user.id, reservationId, amount: 60, payerId: artist.user.id, cause, totalAfter: 60, reservedAfter: 0 } }] },
    ]);

    // The process manager reads the old transfers: it credits the receipt that was never written, and only that one.
    expect(await eventually(() => typesOf(unreceived.curator.user.id), (types) => types.length > 0)).toEqual(['TransferReceived']);
    expect(await caughtUp(app, 'wallet-payouts')).toBe(true);
    expect(await typesOf(curator.user.id)).toEqual(['TransferReceived']);

    // The wallet aggregate folds the old events: the artist can reserve exactly what is left, and no more.
    expect(await typesOf(artist.user.id)).toEqual(['CoinsCredited', 'CoinsReserved', 'ReservationTransferred', 'ReservationReleased']);
    const reserveAll = new ReserveCoinsCommand(artist.user.id, randomUUID(), COUPON_COINS - 60, cause, systemContext('test'));
    await app.app.get(CommandBus).execute(reserveAll);
    expect((await store().readStream(walletStream(artist.user.id))).at(-1)).toMatchObject({ type: 'CoinsReserved', data: { totalAfter: 940, reservedAfter: 940 } });

    // The balances and the histories, replayed from the whole log.
    await rebuild('wallet-balances');
    await rebuild('wallet-entries');
    // The app restarted: the accounts sign in to it again.
    const [curatorAgent, artistAgent] = await Promise.all([signIn(app, curator), signIn(app, artist)]);
    expect((await curatorAgent.get('/api/user/balance').expect(200)).body).toEqual({ total: 60, reserved: 0, available: 60 });
    const history = (await curatorAgent.get('/api/wallet/transactions').expect(200)).body as { items: { kind: string; amount: number; counterpartyId: string | null }[] };
    expect(history.items).toEqual([expect.objectContaining({ kind: 'payout-received', amount: 60, counterpartyId: artist.user.id })]);
    const artistHistory = (await artistAgent.get('/api/wallet/transactions').expect(200)).body as typeof history;
    expect(artistHistory.items.map((t) => t.kind)).toContain('payout');

    // The admin's ledger, rebuilt, lists them under the new names, and its verify finds the ledger whole.
    await rebuild('admin-ledger');
    const ledger = (await admin.get(`/api/admin/ledger?userId=${artist.user.id}&movement=ReservationTransferred`).expect(200)).body as LedgerPageResponse;
    expect(ledger.entries).toEqual([expect.objectContaining({ movement: 'ReservationTransferred', amount: 60, counterpartyId: curator.user.id })]);
    const receipts = (await admin.get(`/api/admin/ledger?userId=${curator.user.id}`).expect(200)).body as LedgerPageResponse;
    expect(receipts.entries.map((entry) => entry.movement)).toEqual(['TransferReceived']);
    const verdict = (await admin.get('/api/admin/ledger/verify').expect(200)).body as LedgerVerificationResponse;
    expect(verdict.violations).toEqual([]);
    expect(verdict.inFlight.count).toBe(0);

    // The event browser shows the new names, in a stream and filtered by type over the log.
    expect((await adminEvents({ stream: walletStream(curator.user.id) })).events.map((event) => event.type)).toEqual(['TransferReceived']);
    const transfers = await adminEvents({ type: 'ReservationTransferred', limit: 500 });
    expect(transfers.events.filter((event) => event.streamId === walletStream(artist.user.id))).toEqual([
      expect.objectContaining({ type: 'ReservationTransferred', data: expect.objectContaining({ amount: 60, payeeId: curator.user.id }) }),
    ]);
  });
});
