import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { LedgerEntryResponse, LedgerPageResponse, LedgerVerificationResponse } from '#admin';
import type { EventStore } from '#eventstore';
import { formatPosition } from '#eventstore';
import { EVENT_STORE, PG_POOL } from '#platform';
import { ADMIN_ENV, type Agent, createTestApp, signInAdmin, signUp, type TestApp, appendEvents, eventually } from '#testing';
import type { WalletEvent } from '#wallet';
import { buildLedgerHistory, FORMULA_NAME, type LedgerHistory } from './support/ledger-history.js';

const ENV = { ...ADMIN_ENV, BOUNTY_LIFETIME: 'PT8S', SUBMISSION_RESPONSE_WINDOW: 'PT8S', EXPIRY_SWEEP_INTERVAL: 'PT1S' };
const NOBODY = '00000000-0000-4000-8000-000000000000';

/** The admin's ledger audit: the listing, its CSV export, the verification from the events, and a balance at a past moment. */
describe('admin ledger', () => {
  let app: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    app = await createTestApp({ env: ENV });
    admin = await signInAdmin(app);
  });
  afterAll(() => app.close());

  const list = async (query: string): Promise<LedgerPageResponse> => (await admin.get(`/api/admin/ledger?${query}`).expect(200)).body as LedgerPageResponse;
  const verify = async (): Promise<LedgerVerificationResponse> => (await admin.get('/api/admin/ledger/verify').expect(200)).body as LedgerVerificationResponse;
  /** Every entry matching `query`, following the cursor `limit` entries at a time. */
  const walk = async (query: string, limit: number): Promise<LedgerEntryResponse[]> => {
    const entries: LedgerEntryResponse[] = [];
    for (let cursor: string | null = ''; cursor !== null; ) {
      const page = await list(`${query}&limit=${limit}${cursor === '' ? '' : `&cursor=${cursor}`}`);
      entries.push(...page.entries);
      cursor = page.nextCursor;
    }
    return entries;
  };

  describe('access', () => {
    const ROUTES = ['/api/admin/ledger', '/api/admin/ledger/export', '/api/admin/ledger/verify', `/api/admin/ledger/balance?userId=${NOBODY}&at=2026-01-01`];

    it.each(ROUTES)('%s answers 401 without a session, 403 to an artist and a curator', async (route) => {
      await app.agent().get(route).expect(401);
      const artist = await signUp(app);
      const curator = await signUp(app, { role: 'curator', curatorProfile: true });
      for (const { agent } of [artist, curator]) expect((await agent.get(route).expect(403)).body).toEqual({ message: 'Admins only' });
    });
  });

  describe('bad input', () => {
    it.each([
      ['limit=0', 'limit must be a whole number from 1 to 200'],
      ['limit=201', 'limit must be a whole number from 1 to 200'],
      ['limit=ten', 'limit must be a whole number from 1 to 200'],
      ['userId=nope', 'userId must be the id of a user'],
      ['movement=CoinsStolen', 'movement must be one of CoinsCredited, CoinsReserved, ReservationReleased, ReservationTransferred, TransferReceived'],
      ['cause=campaign', 'cause must be one of coupon, purchase, bounty, submission'],
      ['from=2026-02-30', 'from must be a date (YYYY-MM-DD) or a date-time with its offset'],
      ['from=2026-03-05T10:00:00', 'from must be a date (YYYY-MM-DD) or a date-time with its offset'],
      ['to=yesterday', 'to must be a date (YYYY-MM-DD) or a date-time with its offset'],
      ['from=2026-03-06&to=2026-03-05', 'from must not be after to'],
      ['cursor=not-a-cursor', 'cursor must be the nextCursor of an earlier page'],
      [`cursor=${Buffer.from('99999999999999999999/1').toString('base64url')}`, 'cursor must be the nextCursor of an earlier page'],
    ])('the listing answers 400 for %s', async (query, message) => {
      expect((await admin.get(`/api/admin/ledger?${query}`).expect(400)).body.message).toBe(message);
    });

    it('the export answers 400 for a bad filter, as the listing does', async () => {
      expect((await admin.get('/api/admin/ledger/export?cause=campaign').expect(400)).body.message).toBe('cause must be one of coupon, purchase, bounty, submission');
    });

    it.each([
      ['at=2026-01-01', 'userId must be the id of a user'],
      ['userId=nope&at=2026-01-01', 'userId must be the id of a user'],
      [`userId=${NOBODY}`, 'at must be a date (YYYY-MM-DD) or a date-time with its offset'],
      [`userId=${NOBODY}&at=soon`, 'at must be a date (YYYY-MM-DD) or a date-time with its offset'],
    ])('the balance answers 400 for %s', async (query, message) => {
      expect((await admin.get(`/api/admin/ledger/balance?${query}`).expect(400)).body.message).toBe(message);
    });

    it('the balance of a user without wallet events is zeros', async () => {
      expect((await admin.get(`/api/admin/ledger/balance?userId=${NOBODY}&at=2030-01-01T00:00:00Z`).expect(200)).body).toEqual({
        userId: NOBODY,
        at: '2030-01-01T00:00:00.000Z',
        total: 0,
        reserved: 0,
        available: 0,
        eventsCounted: 0,
        lastPosition: null,
      });
    });
  });

  describe('over a history built through the API', () => {
    let history: LedgerHistory;
    let all: LedgerEntryResponse[];
    const ids = () => ({ ana: history.ana.user.id, ben: history.ben.user.id, cal: history.cal.user.id, cleo: history.cleo.user.id });
    const moves = (entries: readonly LedgerEntryResponse[]) => entries.map((e) => `${e.movement} ${e.amount}`).sort();

    beforeAll(async () => {
      history = await buildLedgerHistory(app);
      // The expiries were seen on the balances; the ledger's own read model may be a moment behind.
      all = (await eventually(() => list('limit=200'), (page) => page.entries.length >= 31)).entries;
    }, 90_000);

    it('verifies ok, every coin credited held, with the figures the test put in', async () => {
      expect(await verify()).toEqual({
        ok: true,
        credited: 2260,
        held: 2260,
        reserved: 0,
        paidOut: 375,
        inFlight: { amount: 0, count: 0, oldestAgeSeconds: null, oldestPosition: null },
        eventsChecked: all.length,
        checkedUpTo: all[0].position,
        violations: [],
      });
      const { ana, ben, cal, cleo } = ids();
      const last = (userId: string) => all.find((entry) => entry.userId === userId);
      expect([ana, ben, cal, cleo].map((userId) => last(userId)?.totalAfter)).toEqual([935, 950, 175, 200]);
    });

    it('lists every movement newest first with its cause, ids and the owner’s running balance', () => {
      const { ana, ben, cal, cleo } = ids();
      expect(all).toHaveLength(31);
      const positions = all.map((entry) => entry.position.split('/').map(BigInt));
      expect(positions).toEqual([...positions].sort(([c1, p1], [c2, p2]) => (c1 === c2 ? Number(p2 - p1) : Number(c2 - c1))));
      const placed = all.find((entry) => entry.movement === 'TransferReceived' && entry.userId === cleo && entry.cause === 'bounty');
      expect(placed).toMatchObject({ userName: FORMULA_NAME, amount: 150, counterpartyId: ana, campaignId: expect.any(String), bountyId: expect.any(String), songId: expect.any(String) });
      expect(all.at(-1)).toMatchObject({ userId: ana, userName: 'Ana Lee', movement: 'CoinsCredited', amount: 1000, cause: 'coupon', couponCode: 'test-coupon', totalAfter: 1000, availableAfter: 1000 });
      expect(all.filter((entry) => entry.releaseReason === 'expired').map((entry) => [entry.userId, entry.cause, entry.amount])).toEqual(
        expect.arrayContaining([
          [ana, 'bounty', 150],
          [ben, 'submission', 25],
        ]),
      );
      // Each owner's figures after each movement are the running sums of the movements before.
      const CHANGE = { CoinsCredited: [1, 0], TransferReceived: [1, 0], CoinsReserved: [0, 1], ReservationReleased: [0, -1], ReservationTransferred: [-1, -1] } as const;
      for (const userId of [ana, ben, cal, cleo]) {
        let [total, reserved] = [0, 0];
        for (const entry of all.filter((e) => e.userId === userId).reverse()) {
          total += CHANGE[entry.movement][0] * entry.amount;
          reserved += CHANGE[entry.movement][1] * entry.amount;
          expect([entry.totalAfter, entry.reservedAfter, entry.availableAfter]).toEqual([total, reserved, total - reserved]);
        }
      }
    });

    it('filters by user, movement and cause', async () => {
      const { ben, cal, cleo } = ids();
      const bens = (await list(`userId=${ben}&limit=200`)).entries;
      expect(bens.every((entry) => entry.userId === ben)).toBe(true);
      expect(moves(bens)).toEqual(
        [
          'CoinsCredited 1000',
          ...['CoinsReserved 25', 'ReservationReleased 25'],
          ...['CoinsReserved 150', 'ReservationTransferred 25', 'ReservationReleased 125'],
          ...['CoinsReserved 25', 'ReservationReleased 25'],
          ...['CoinsReserved 150', 'ReservationTransferred 25', 'ReservationReleased 125'],
        ].sort(),
      );
      const received = (await list('movement=TransferReceived')).entries;
      expect(received.map((entry) => [entry.userId, entry.amount]).sort()).toEqual(
        [
          [cal, 25],
          [cal, 150],
          [cleo, 150],
          [cleo, 25],
          [cleo, 25],
        ].sort(),
      );
      expect(moves((await list('cause=coupon')).entries)).toEqual(['CoinsCredited 1000', 'CoinsCredited 1000']);
      expect((await list(`cause=purchase&movement=CoinsCredited&userId=${history.ana.user.id}`)).entries).toEqual([
        expect.objectContaining({ amount: 260, purchaseId: expect.any(String), movementId: expect.any(String), totalAfter: 1260 }),
      ]);
      expect((await list(`cause=purchase&userId=${ben}`)).entries).toEqual([]);
    });

    it('filters by dates: a moment to a moment, a whole day, and a day before everything', async () => {
      const { afterCoupon, afterPurchase } = history.moments;
      const between = (await list(`from=${afterCoupon.toISOString()}&to=${afterPurchase.toISOString()}`)).entries;
      expect(between.map((entry) => [entry.movement, entry.cause, entry.amount])).toEqual([['CoinsCredited', 'purchase', 260]]);
      const day = (date: Date) => date.toISOString().slice(0, 10);
      const start = history.moments.beforeCoupon;
      expect((await list(`from=${day(start)}&to=${day(new Date())}&limit=200`)).entries).toEqual(all);
      expect((await list(`to=${day(new Date(start.getTime() - 86_400_000))}`)).entries).toEqual([]);
      const through = (await list(`to=${afterPurchase.toISOString()}`)).entries;
      expect(through.map((entry) => entry.amount)).toEqual([260, 1000]);
    });

    it('pages with the cursor through the whole ledger and through a filter, losing and repeating nothing', async () => {
      const walked = await walk('', 7);
      expect(walked.map((entry) => entry.eventId)).toEqual(all.map((entry) => entry.eventId));
      const bens = (await list(`userId=${history.ben.user.id}&limit=200`)).entries;
      expect((await walk(`userId=${history.ben.user.id}`, 3)).map((entry) => entry.eventId)).toEqual(bens.map((entry) => entry.eventId));
      expect((await list(`limit=${all.length}`)).nextCursor).toBeNull();
      expect((await list(`limit=${all.length - 1}`)).nextCursor).not.toBeNull();
    });

    it('exports the matching entries as a CSV file, the formula in a name neutralised', async () => {
      const { cleo } = ids();
      const response = await admin.get(`/api/admin/ledger/export?userId=${cleo}`).expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="vibematch-ledger-\d{8}T\d{6}Z\.csv"$/);
      const [header, ...rows] = (response.text as string).split('\r\n').filter((line) => line !== '');
      expect(header).toBe(
        '"position","eventId","occurredAt","userId","userName","movement","amount","cause","releaseReason","movementId","couponCode","purchaseId","bountyId","campaignId","submissionId","songId","playlistId","counterpartyId","totalAfter","reservedAfter","availableAfter"',
      );
      const listed = (await list(`userId=${cleo}&limit=200`)).entries;
      expect(rows).toHaveLength(3);
      expect(rows.map((row) => row.split('","')[1])).toEqual(listed.map((entry) => entry.eventId));
      expect(rows[0]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
      expect(rows.every((row) => row.includes(`"${cleo}"`) && row.includes('"TransferReceived"'))).toBe(true);
      const everything = await admin.get('/api/admin/ledger/export').expect(200);
      expect((everything.text as string).split('\r\n').filter((line) => line !== '')).toHaveLength(all.length + 1);
    });

    it('answers a balance as it stood before and after a coupon and a bounty, from the events', async () => {
      const { beforeCoupon, afterCoupon, afterPurchase, afterBounty } = history.moments;
      const at = async (when: Date) => (await admin.get(`/api/admin/ledger/balance?userId=${history.ana.user.id}&at=${when.toISOString()}`).expect(200)).body;
      expect(await at(beforeCoupon)).toMatchObject({ total: 0, reserved: 0, available: 0, eventsCounted: 0, lastPosition: null });
      expect(await at(afterCoupon)).toMatchObject({ total: 1000, reserved: 0, available: 1000, eventsCounted: 1, lastPosition: all.at(-1)?.position });
      expect(await at(afterPurchase)).toMatchObject({ total: 1260, reserved: 0, available: 1260, eventsCounted: 2 });
      expect(await at(afterBounty)).toMatchObject({ userId: history.ana.user.id, at: afterBounty.toISOString(), total: 1260, reserved: 150, available: 1110, eventsCounted: 3 });
      expect(await at(new Date())).toMatchObject({ total: 935, reserved: 0, available: 935 });
    });

    it('still judges from the events when the read models are corrupted, while the listing shows the corrupted rows', async () => {
      const { ana } = ids();
      const before = await verify();
      const pool = app.app.get<pg.Pool>(PG_POOL);
      await pool.query('UPDATE rm_admin_ledger.entries SET amount = 999999, total_after = 999999 WHERE user_id = $1', [ana]);
      await pool.query('UPDATE rm_wallet_balances.balances SET total = 5, reserved = 7 WHERE user_id = $1', [ana]);
      expect(await verify()).toEqual(before);
      expect(before.ok).toBe(true);
      const listed = (await list(`userId=${ana}&limit=200`)).entries;
      expect(listed.every((entry) => entry.amount === 999999 && entry.totalAfter === 999999)).toBe(true);
      expect((await history.ana.agent.get('/api/user/balance').expect(200)).body).toEqual({ total: 5, reserved: 7, available: -2 });
      expect((await admin.get(`/api/admin/ledger/balance?userId=${ana}&at=${new Date().toISOString()}`).expect(200)).body).toMatchObject({ total: 935, reserved: 0 });
    });

    describe('a corrupted history (events forged into the store)', () => {
      const store = () => app.app.get<EventStore>(EVENT_STORE);
      const forge = async (userId: string, event: WalletEvent): Promise<string> => {
        await appendEvents(app, `wallet-${userId}`, [event]);
        const stream = await store().readStream(`wallet-${userId}`);
        return formatPosition(stream[stream.length - 1].position);
      };
      /** The verdict once it has read up to `position` (the log shows an event once every transaction before it has ended). */
      const verifyThrough = (position: string) => eventually(verify, (verdict) => verdict.checkedUpTo === position);

      it('a reservation above the available coins breaks negative_available, at its position', async () => {
        const { ana } = ids();
        const cause = { kind: 'bounty', bountyId: randomUUID(), songId: randomUUID(), campaignId: null } as const;
        const position = await forge(ana, { type: 'CoinsReserved', data: { userId: ana, reservationId: cause.bountyId, amount: 5000, cause, totalAfter: 935, reservedAfter: 5000 } });
        const verdict = await verifyThrough(position);
        expect(verdict.ok).toBe(false);
        expect(verdict.violations).toEqual([{ rule: 'negative_available', message: 'CoinsReserved leaves the wallet with -4065 VC available', position, userId: ana }]);
        expect(verdict).toMatchObject({ credited: 2260, held: 2260, reserved: 5000, checkedUpTo: position });
      });

      it('a TransferReceived that no payout paid breaks payout_unmatched and conservation', async () => {
        const { ben, cal } = ids();
        const cause = { kind: 'submission', submissionId: randomUUID(), songId: randomUUID(), playlistId: randomUUID() } as const;
        const position = await forge(cal, { type: 'TransferReceived', data: { userId: cal, reservationId: cause.submissionId, amount: 70, payerId: ben, cause, totalAfter: 245, reservedAfter: 0 } });
        const verdict = await verifyThrough(position);
        expect(verdict).toMatchObject({ ok: false, credited: 2260, held: 2330 });
        expect(verdict.violations.filter((violation) => violation.position === position).map((violation) => [violation.rule, violation.userId])).toEqual([
          ['payout_unmatched', cal],
          ['conservation', cal],
        ]);
        // The listing shows the forged movement like any other.
        const listed = await eventually(() => list(`userId=${cal}&movement=TransferReceived`), (page) => page.entries.length === 3);
        expect(listed.entries.map((entry) => [entry.amount, entry.position === position])).toEqual([
          [70, true],
          [150, false],
          [25, false],
        ]);
      });
    });
  });
});
