import { COUPON_COINS, createTestApp, signUp, type TestApp, TEST_COUPON_CODE } from '#testing';

/** POST /api/add-vibecoins: the server's coupon grants 1000 VC once per user; nothing else mints coins. */
describe('coupons', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('credits 1000 VC for the code in any letter case, and answers the balance after it', async () => {
    const { agent: artist } = await signUp(app);
    const response = await artist.post('/api/add-vibecoins').send({ couponCode: ` ${TEST_COUPON_CODE.toLowerCase()} ` }).expect(200);
    expect(response.body).toEqual({ message: 'VibeCoins Added!', vibeCoinsAdded: COUPON_COINS, balance: { total: 1000, reserved: 0, available: 1000 } });
  });

  it('refuses a second redemption with 409 "Coupon already redeemed"', async () => {
    const { agent: artist } = await signUp(app);
    await artist.post('/api/add-vibecoins').send({ couponCode: TEST_COUPON_CODE }).expect(200);
    const again = await artist.post('/api/add-vibecoins').send({ couponCode: TEST_COUPON_CODE }).expect(409);
    expect(again.body).toEqual({ message: 'Coupon already redeemed' });
  });

  it('answers 400 "This coupon code is not valid" for another code, and credits nothing', async () => {
    const { agent: artist } = await signUp(app);
    const wrong = await artist.post('/api/add-vibecoins').send({ couponCode: 'FREE-MONEY' }).expect(400);
    expect(wrong.body).toEqual({ message: 'This coupon code is not valid' });
    await artist.post('/api/add-vibecoins').send({ couponCode: TEST_COUPON_CODE }).expect(200);
  });

  it('never mints an amount the client sends: a body with vibeCoins and no code is a 400', async () => {
    const { agent: artist } = await signUp(app);
    const response = await artist.post('/api/add-vibecoins').send({ vibeCoins: 1000000 }).expect(400);
    expect(response.body.message).toBe('Please enter a coupon code');
  });

  it('answers 401 without a session', async () => {
    await app.agent().post('/api/add-vibecoins').send({ couponCode: TEST_COUPON_CODE }).expect(401);
  });

  it('credits once when 20 redemptions arrive at once: one 200, nineteen 409', async () => {
    const { agent: artist } = await signUp(app);
    const responses = await Promise.all(Array.from({ length: 20 }, () => artist.post('/api/add-vibecoins').send({ couponCode: TEST_COUPON_CODE })));
    expect(responses.map((r) => r.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    const credited = responses.find((r) => r.status === 200);
    expect(credited?.body.balance).toEqual({ total: 1000, reserved: 0, available: 1000 });
  });

  it('no coupon is valid when the server has none', async () => {
    const bare = await createTestApp({ env: { TEST_COUPON_CODE: '' } });
    try {
      const { agent: artist } = await signUp(bare);
      await artist.post('/api/add-vibecoins').send({ couponCode: TEST_COUPON_CODE }).expect(400);
    } finally {
      await bare.close();
    }
  });
});
