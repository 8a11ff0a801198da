import { randomUUID } from 'node:crypto';
import type { Response } from 'supertest';
import { createTestApp, type TestApp } from '#testing';

/** Limits small enough to reach, and a window whose length the 429 must report (7 minutes). */
const WINDOW_SECONDS = 7 * 60;
const PER_ACCOUNT_AND_ADDRESS = 3;
const PER_ADDRESS = 8;
const PER_ACCOUNT = 6;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      // One proxy in front: the tests play many clients through X-Forwarded-For.
      TRUST_PROXY: '1',
      LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS: `${PER_ACCOUNT_AND_ADDRESS}/7m`,
      LOGIN_FAILURES_PER_ADDRESS: `${PER_ADDRESS}/7m`,
      LOGIN_FAILURES_PER_ACCOUNT: `${PER_ACCOUNT}/7m`,
    },
  });
});
afterAll(async () => {
  await t.close();
});

let addresses = 0;
/** A client address never used before in this run. */
const newAddress = (): string => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

async function registered(): Promise<{ email: string; password: string }> {
  const account = { email: `owner-${randomUUID()}@example.com`, password: 'owner-secret' };
  await t.agent().post('/api/auth/register').send({ ...account, firstName: 'Ana', lastName: 'Lee', role: 'artist' }).expect(201);
  return account;
}

const login = (from: string, email: string, password: string) =>
  t.agent().post('/api/auth/login').set('X-Forwarded-For', from).send({ email, password });

function expectRefusedForTheWindow(response: Response): void {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ message: 'Too many failed sign-in attempts. Please try again in 7 minutes.' });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(WINDOW_SECONDS - 5);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
}

const statuses = (responses: readonly Response[]) => responses.map((r) => r.status).sort();

describe('sign-in throttling', () => {
  it('allows exactly the per-account-and-address limit of failures, and a success starts the count again', async () => {
    const { email, password } = await registered();
    const from = newAddress();
    for (let i = 0; i < PER_ACCOUNT_AND_ADDRESS - 1; i++) await login(from, email, 'wrong').expect(401);
    await login(from, email, password).expect(200);
    for (let i = 0; i < PER_ACCOUNT_AND_ADDRESS; i++) await login(from, email, 'wrong').expect(401);
    expectRefusedForTheWindow(await login(from, email, 'wrong'));
    // Even the right password waits now, from this address.
    expectRefusedForTheWindow(await login(from, email, password));
  });

  it('counts a wrong current password at change-password as a failed sign-in: a stolen session guesses no faster', async () => {
    const from = newAddress();
    const account = { email: `owner-${randomUUID()}@example.com`, password: 'owner-secret' };
    const session = t.agent();
    await session.post('/api/auth/register').set('X-Forwarded-For', from).send({ ...account, firstName: 'Ana', lastName: 'Lee', role: 'artist' }).expect(201);
    const change = (currentPassword: string) => session.post('/api/auth/change-password').set('X-Forwarded-For', from).send({ currentPassword, newPassword: 'taken-over' });
    for (let i = 0; i < PER_ACCOUNT_AND_ADDRESS; i++) {
      expect((await change(`guess-${i}`).expect(400)).body).toMatchObject({ message: 'Current password is incorrect' });
    }
    expectRefusedForTheWindow(await change('guess-last'));
    // The right password waits too (nothing changes), and so does sign-in from that address.
    expectRefusedForTheWindow(await change(account.password));
    expectRefusedForTheWindow(await login(from, account.email, account.password));
  });

  it('counts failures per address across accounts', async () => {
    const from = newAddress();
    for (let i = 0; i < PER_ADDRESS; i++) await login(from, `nobody-${randomUUID()}@example.com`, 'wrong').expect(401);
    expectRefusedForTheWindow(await login(from, `nobody-${randomUUID()}@example.com`, 'wrong'));
  });

  it('counts failures per address across all the addresses of one IPv6 /64; another /64 has its own', async () => {
    const line = (addresses += 1).toString(16);
    for (let i = 1; i <= PER_ADDRESS; i++) await login(`2001:db8:${line}:1::${i.toString(16)}`, `nobody-${randomUUID()}@example.com`, 'wrong').expect(401);
    expectRefusedForTheWindow(await login(`2001:db8:${line}:1:ffff:ffff:ffff:ffff`, `nobody-${randomUUID()}@example.com`, 'wrong'));
    await login(`2001:db8:${line}:2::1`, `nobody-${randomUUID()}@example.com`, 'wrong').expect(401);
  });

  it('holds one account to the per-account-and-address limit however the client rotates inside its /64', async () => {
    const { email } = await registered();
    const line = (addresses += 1).toString(16);
    for (let i = 1; i <= PER_ACCOUNT_AND_ADDRESS; i++) await login(`2001:db8:${line}:1::${i.toString(16)}`, email, `guess-${i}`).expect(401);
    expectRefusedForTheWindow(await login(`2001:db8:${line}:1::99`, email, 'guess'));
  });

  it("lets the owner in from a new address of the /64 they signed in from while other lines have spent the account's limit", async () => {
    const { email, password } = await registered();
    const line = (addresses += 1).toString(16);
    await login(`2001:db8:${line}:1::aaaa`, email, password).expect(200);
    for (let i = 0; i < PER_ACCOUNT; i++) await login(`2001:db8:${line}:${(i + 2).toString(16)}::1`, email, `guess-${i}`).expect(401);
    expectRefusedForTheWindow(await login(`2001:db8:${line}:ff::1`, email, password));
    // Their device picked another address of its line (IPv6 privacy addresses): still the owner's.
    await login(`2001:db8:${line}:1::bbbb`, email, password).expect(200);
  });

  it('stops an attacker who rotates X-Forwarded-For at the per-account limit, while the owner still signs in from their address', async () => {
    const { email, password } = await registered();
    const home = newAddress();
    await login(home, email, password).expect(200);

    for (let i = 0; i < PER_ACCOUNT; i++) await login(newAddress(), email, `guess-${i}`).expect(401);
    expectRefusedForTheWindow(await login(newAddress(), email, 'guess'));
    // The right password from an address that never signed in waits too: it could be the attacker's.
    expectRefusedForTheWindow(await login(newAddress(), email, password));

    await login(home, email, password).expect(200);
  });

  it('lets no more than the limit of a parallel burst through, from one address or from many', async () => {
    const fromOne = await registered();
    const address = newAddress();
    const burst = await Promise.all(Array.from({ length: 30 }, () => login(address, fromOne.email, 'wrong')));
    expect(statuses(burst)).toEqual([...Array(PER_ACCOUNT_AND_ADDRESS).fill(401), ...Array(30 - PER_ACCOUNT_AND_ADDRESS).fill(429)]);

    const fromMany = await registered();
    const spread = await Promise.all(Array.from({ length: 30 }, () => login(newAddress(), fromMany.email, 'wrong')));
    expect(statuses(spread)).toEqual([...Array(PER_ACCOUNT).fill(401), ...Array(30 - PER_ACCOUNT).fill(429)]);
  });
});

describe('sign-in throttling without TRUST_PROXY (the default)', () => {
  it('ignores X-Forwarded-For: rotating it gains nothing', async () => {
    const direct = await createTestApp();
    try {
      const account = { email: `direct-${randomUUID()}@example.com`, password: 'owner-secret' };
      await direct.agent().post('/api/auth/register').send({ ...account, firstName: 'Ana', lastName: 'Lee', role: 'artist' }).expect(201);
      const rotated = (i: number) => direct.agent().post('/api/auth/login').set('X-Forwarded-For', `192.0.2.${i}`).send({ email: account.email, password: 'wrong' });
      for (let i = 0; i < 5; i++) await rotated(i).expect(401);
      const refused = await rotated(99).expect(429);
      expect(refused.body.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    } finally {
      await direct.close();
    }
  });
});
