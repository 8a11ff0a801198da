import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '#testing';

const PUBLIC_URL = 'https://vibematch.example';
let t: TestApp;
let account: { email: string; password: string };
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  account = { email: `csrf-${randomUUID()}@example.com`, password: 'secret1' };
  await t.agent().post('/api/auth/register').send({ ...account, firstName: 'Ana', lastName: 'Lee', role: 'artist' }).expect(201);
});
afterAll(async () => {
  await t.close();
});

const login = () => t.agent().post('/api/auth/login');
const form = () => `email=${encodeURIComponent(account.email)}&password=${account.password}`;

describe('cross-site and non-JSON writes', () => {
  it('refuses a cross-site form sign-in (login CSRF): no session, no cookie', async () => {
    const response = await login().set('Origin', 'https://evil.example').type('form').send(form()).expect(403);
    expect(response.body).toEqual({ message: 'Cross-site requests are not accepted' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a request body that is not JSON with 415, whatever its origin', async () => {
    for (const [type, body] of [['form', form()], ['text', JSON.stringify(account)], ['multipart/form-data; boundary=x', '--x--']] as const) {
      const response = await login().type(type).send(body).expect(415);
      expect(response.body).toEqual({ message: 'The request body must be JSON (Content-Type: application/json)' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it.each([
    ['Origin of another site', { Origin: 'https://evil.example' }],
    ['Origin "null" (a sandboxed frame)', { Origin: 'null' }],
    ['Origin of the app over http', { Origin: 'http://vibematch.example' }],
    ['Sec-Fetch-Site cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'Sec-Fetch-Site': 'same-site' }],
  ])('refuses a JSON write with %s', async (_label, headers) => {
    const response = await login().set(headers).send(account).expect(403);
    expect(response.body).toEqual({ message: 'Cross-site requests are not accepted' });
    expect(response.headers['set-cookie']).toBeUndefined();
    await t.agent().post('/api/analytics/page-visit').set(headers).send({ page: '/' }).expect(403);
  });

  it.each([
    ['from the app itself (as the web app sends it)', { Origin: PUBLIC_URL, 'Sec-Fetch-Site': 'same-origin' }],
    ['typed into the address bar', { 'Sec-Fetch-Site': 'none' }],
    ['with neither header (curl, scripts)', {}],
    ['from the app reached at another address than PUBLIC_URL', { Origin: 'http://127.0.0.1:3000', 'Sec-Fetch-Site': 'same-origin' }],
  ])('accepts a JSON sign-in %s', async (_label, headers) => {
    const response = await login().set(headers).send(account).expect(200);
    expect(String(response.headers['set-cookie'])).toMatch(/^vm\.sid=/);
  });

  it('accepts, from a browser without Sec-Fetch-Site, the Origin the request was addressed to', async () => {
    await login().set({ Host: 'app.local:8080', Origin: 'http://app.local:8080' }).send(account).expect(200);
    await login().set({ Host: 'app.local:8080', Origin: 'http://elsewhere.local:8080' }).send(account).expect(403);
  });

  it('leaves reads open to other sites (the Google callback arrives from Google)', async () => {
    await t.agent().get('/api/health').set({ Origin: 'https://accounts.google.com', 'Sec-Fetch-Site': 'cross-site' }).expect(200);
  });
});
