import { randomUUID } from 'node:crypto';
import { createTestApp, fundWallet, signUp, type TestApp, ledgerTotals } from '#testing';
import { WALLET_MOVEMENT_TYPES } from '#wallet';

const key = () => `key-${randomUUID()}`;

/** The balance, the history, the packages and purchases (test provider) of GET/POST /api/user/balance, /api/wallet/transactions, /api/vibecoins/*. */
describe('wallet', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  describe('GET /api/user/balance', () => {
    it('is all zeros for a new user, and shows a coupon at once', async () => {
      const { agent } = await signUp(app);
      expect((await agent.get('/api/user/balance').expect(200)).body).toEqual({ total: 0, reserved: 0, available: 0 });
      await fundWallet(agent);
      expect((await agent.get('/api/user/balance').expect(200)).body).toEqual({ total: 1000, reserved: 0, available: 1000 });
    });

    it('answers 401 without a session', async () => {
      await app.agent().get('/api/user/balance').expect(401);
    });

    it("is the user's vibeCoins and reservedVibeCoins too (spec section 3)", async () => {
      const { agent } = await signUp(app);
      await fundWallet(agent);
      expect((await agent.get('/api/auth/user').expect(200)).body).toMatchObject({ vibeCoins: '1000', reservedVibeCoins: '0' });
    });
  });

  describe('GET /api/vibecoins/packages', () => {
    it('lists the six packages of section 9 with their flags, in test mode', async () => {
      const { agent } = await signUp(app);
      const { body } = await agent.get('/api/vibecoins/packages').expect(200);
      expect(body.provider).toBe('test');
      expect(body.testMode).toBe(true);
      expect(body.packages.map((p: { usd: number; vibeCoins: number; bonus: number }) => [p.usd, p.vibeCoins, p.bonus])).toEqual([
        [5, 25, 0],
        [10, 51, 1],
        [25, 130, 5],
        [50, 260, 10],
        [100, 525, 25],
        [250, 1300, 50],
      ]);
      expect(body.packages.filter((p: { isPopular: boolean }) => p.isPopular).map((p: { id: string }) => p.id)).toEqual(['pack-50']);
      expect(body.packages.filter((p: { isBestValue: boolean }) => p.isBestValue).map((p: { id: string }) => p.id)).toEqual(['pack-250']);
    });

    it('answers 401 without a session', async () => {
      await app.agent().get('/api/vibecoins/packages').expect(401);
    });
  });

  describe('POST /api/vibecoins/purchases', () => {
    it('credits the package at once in test mode', async () => {
      const { agent } = await signUp(app);
      const { body } = await agent.post('/api/vibecoins/purchases').set('Idempotency-Key', key()).send({ packageId: 'pack-50' }).expect(201);
      expect(body).toMatchObject({ packageId: 'pack-50', status: 'completed', vibeCoins: 260, testMode: true, checkoutUrl: null });
      expect(body.balance).toEqual({ total: 260, reserved: 0, available: 260 });
    });

    it('credits once when the same purchase is retried, even at once', async () => {
      const { agent } = await signUp(app);
      const same = key();
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => agent.post('/api/vibecoins/purchases').set('Idempotency-Key', same).send({ packageId: 'pack-10' })),
      );
      expect(responses.map((r) => r.status)).toEqual(Array<number>(10).fill(201));
      expect(new Set(responses.map((r) => r.body.purchaseId)).size).toBe(1);
      expect((await agent.get('/api/user/balance').expect(200)).body).toEqual({ total: 51, reserved: 0, available: 51 });
    });

    it('credits two purchases with two keys', async () => {
      const { agent } = await signUp(app);
      await agent.post('/api/vibecoins/purchases').set('Idempotency-Key', key()).send({ packageId: 'pack-5' }).expect(201);
      await agent.post('/api/vibecoins/purchases').set('Idempotency-Key', key()).send({ packageId: 'pack-5' }).expect(201);
      expect((await agent.get('/api/user/balance').expect(200)).body.total).toBe(50);
    });

    it('refuses a key used for another package (409) and credits nothing more', async () => {
      const { agent } = await signUp(app);
      const used = key();
      await agent.post('/api/vibecoins/purchases').set('Idempotency-Key', used).send({ packageId: 'pack-5' }).expect(201);
      const other = await agent.post('/api/vibecoins/purchases').set('Idempotency-Key', used).send({ packageId: 'pack-250' }).expect(409);
      expect(other.body.message).toBe('This Idempotency-Key was already used for another package');
      expect((await agent.get('/api/user/balance').expect(200)).body.total).toBe(25);
    });

    it.each([
      ['no Idempotency-Key', undefined, { packageId: 'pack-5' }, /Idempotency-Key header is required/],
      ['a short Idempotency-Key', 'abc', { packageId: 'pack-5' }, /Idempotency-Key header is required/],
      ['an unknown package', 'key-unknown-package', { packageId: 'pack-7' }, /No such VibeCoin package/],
      ['no package', 'key-no-package', {}, /packageId must be the id of a package/],
      ['coins asked for by the client', 'key-client-coins', { vibeCoins: 100000 }, /packageId must be the id of a package/],
    ])('answers 400 for %s and credits nothing', async (_case, header, body, message) => {
      const { agent } = await signUp(app);
      const request = agent.post('/api/vibecoins/purchases');
      if (header) void request.set('Idempotency-Key', header);
      const response = await request.send(body).expect(400);
      expect(response.body.message).toMatch(message);
      expect((await agent.get('/api/user/balance').expect(200)).body.total).toBe(0);
    });

    it('answers 401 without a session', async () => {
      await app.agent().post('/api/vibecoins/purchases').set('Idempotency-Key', key()).send({ packageId: 'pack-5' }).expect(401);
    });

    it('is refused with 409 in production when no provider is configured', async () => {
      const production = await createTestApp({ env: { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-enough-length-0123456789' } });
      try {
        const { agent } = await signUp(production);
        expect((await agent.get('/api/vibecoins/packages').expect(200)).body).toMatchObject({ provider: null, testMode: false });
        const response = await agent.post('/api/vibecoins/purchases').set('Idempotency-Key', key()).send({ packageId: 'pack-5' }).expect(409);
        expect(response.body.message).toBe('Buying VibeCoins is not available right now');
      } finally {
        await production.close();
      }
    });
  });

  describe('GET /api/wallet/transactions', () => {
    it('lists the user’s own movements newest first, with the balance after each, a page at a time', async () => {
      const { agent } = await signUp(app);
      const { agent: other } = await signUp(app);
      await fundWallet(other);
      await fundWallet(agent);
      for (const packageId of ['pack-5', 'pack-10', 'pack-25']) {
        await agent.post('/api/vibecoins/purchases').set('Idempotency-Key', key()).send({ packageId }).expect(201);
      }
      const first = (await agent.get('/api/wallet/transactions?limit=3').expect(200)).body;
      expect(first.items.map((i: { kind: string; cause: string; packageId: string | null; amount: number }) => [i.kind, i.cause, i.packageId, i.amount])).toEqual([
        ['credit', 'purchase', 'pack-25', 130],
        ['credit', 'purchase', 'pack-10', 51],
        ['credit', 'purchase', 'pack-5', 25],
      ]);
      expect(first.items[0].balanceAfter).toEqual({ total: 1206, reserved: 0, available: 1206 });
      expect(first.items[0]).toMatchObject({ availableChange: 130, totalChange: 130, song: null, playlist: null });
      expect(first.nextCursor).toEqual(expect.any(String));
      const second = (await agent.get(`/api/wallet/transactions?limit=3&before=${first.nextCursor}`).expect(200)).body;
      expect(second.items.map((i: { cause: string; amount: number }) => [i.cause, i.amount])).toEqual([['coupon', 1000]]);
      expect(second.nextCursor).toBeNull();
    });

    it.each([['limit=0'], ['limit=101'], ['limit=ten'], ['before=abc'], ['before=-1']])('answers 400 for %s', async (query) => {
      const { agent } = await signUp(app);
      const response = await agent.get(`/api/wallet/transactions?${query}`).expect(400);
      expect(response.body.message).toMatch(/limit must be|before must be/);
    });

    it('answers 401 without a session', async () => {
      await app.agent().get('/api/wallet/transactions').expect(401);
    });
  });

  it('keeps the ledger whole: every wallet’s total adds up to the coins credited', async () => {
    const totals = await ledgerTotals(app, WALLET_MOVEMENT_TYPES);
    expect(totals.walletTotals + totals.inFlight).toBe(totals.credited);
    expect(totals.everNegative).toBe(false);
  });
});
