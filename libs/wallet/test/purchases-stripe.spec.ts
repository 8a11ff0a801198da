import { randomUUID } from 'node:crypto';
import { createTestApp, type FakeStripe, signUp, startFakeStripe, type TestApp, ledgerTotals } from '#testing';
import { WALLET_MOVEMENT_TYPES } from '#wallet';

const WEBHOOK = '/api/vibecoins/stripe/webhook';

/** Purchases through Stripe Checkout (against a local fake of its API): credited only on a signed webhook, once per session. */
describe('purchases with stripe', () => {
  let stripe: FakeStripe;
  let app: TestApp;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    app = await createTestApp({ env: { ...stripe.env, PUBLIC_URL: 'https://vibematch.test' } });
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  const buy = async (packageId = 'pack-25') => {
    const { agent, user } = await signUp(app);
    const key = `key-${randomUUID()}`;
    const response = await agent.post('/api/vibecoins/purchases').set('Idempotency-Key', key).send({ packageId }).expect(201);
    return { agent, user, key, purchase: response.body, session: stripe.sessions.at(-1)! };
  };
  const post = (event: { body: string; signature: string }) =>
    app.agent().post(WEBHOOK).set('Content-Type', 'application/json').set('Stripe-Signature', event.signature).send(event.body);

  it('answers a Checkout Session to pay on, with the package’s price, and credits nothing yet', async () => {
    const { agent, user, purchase, session } = await buy('pack-50');
    expect(purchase).toMatchObject({ status: 'pending', checkoutUrl: session.url, vibeCoins: 260, testMode: true, balance: { total: 0 } });
    expect(session).toMatchObject({ clientReferenceId: purchase.purchaseId, amountTotal: 5000, metadata: { userId: user.id, packageId: 'pack-50' } });
    expect((await agent.get('/api/vibecoins/packages').expect(200)).body.provider).toBe('stripe');
  });

  it('opens one session for a retried purchase', async () => {
    const { agent, key, purchase } = await buy();
    const count = stripe.sessions.length;
    const again = await agent.post('/api/vibecoins/purchases').set('Idempotency-Key', key).send({ packageId: 'pack-25' }).expect(201);
    expect(again.body).toMatchObject({ purchaseId: purchase.purchaseId, checkoutUrl: purchase.checkoutUrl, status: 'pending' });
    expect(stripe.sessions.length).toBe(count);
  });

  it('credits on the signed checkout.session.completed webhook, once however often Stripe sends it', async () => {
    const { agent, session } = await buy('pack-25');
    const event = stripe.completedEvent(session);
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(event)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await agent.get('/api/user/balance').expect(200)).body).toEqual({ total: 130, reserved: 0, available: 130 });
    await post(stripe.completedEvent(session)).expect(200);
    expect((await agent.get('/api/user/balance').expect(200)).body.total).toBe(130);
    const again = await agent.post('/api/vibecoins/purchases').set('Idempotency-Key', 'retry-after-paid').send({ packageId: 'pack-25' }).expect(201);
    expect(again.body.status).toBe('pending');
  });

  it('refuses a webhook whose signature does not verify (400) and credits nothing', async () => {
    const { agent, session } = await buy();
    const forged = stripe.completedEvent(session, { secret: 'whsec_not_the_secret' });
    expect((await post(forged).expect(400)).body.message).toBe('The webhook signature could not be verified');
    const tampered = stripe.completedEvent(session);
    await post({ body: tampered.body.replace('"paid"', '"paid" '), signature: tampered.signature }).expect(400);
    await app.agent().post(WEBHOOK).set('Content-Type', 'application/json').send(tampered.body).expect(400);
    expect((await agent.get('/api/user/balance').expect(200)).body.total).toBe(0);
  });

  it('credits nothing for an unpaid session or one this app never opened, and says it received them', async () => {
    const { agent, session } = await buy();
    await post(stripe.completedEvent(session, { paymentStatus: 'unpaid' })).expect(200);
    await post(stripe.completedEvent({ ...session, id: 'cs_test_someone_else' })).expect(200);
    await post(stripe.completedEvent({ ...session, clientReferenceId: randomUUID() })).expect(200);
    expect((await agent.get('/api/user/balance').expect(200)).body.total).toBe(0);
  });

  it('keeps the ledger whole', async () => {
    const totals = await ledgerTotals(app, WALLET_MOVEMENT_TYPES);
    expect(totals.walletTotals).toBe(totals.credited);
  });
});

describe('the stripe webhook without stripe', () => {
  it('answers 404 when Stripe is not the provider', async () => {
    const app = await createTestApp();
    try {
      const response = await app.agent().post(WEBHOOK).set('Content-Type', 'application/json').send('{}').expect(404);
      expect(response.body.message).toBe('Stripe payments are not enabled');
    } finally {
      await app.close();
    }
  });
});
