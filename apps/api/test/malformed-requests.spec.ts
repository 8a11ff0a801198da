import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TOO_DEEP_MESSAGE } from '#platform';
import { createTestApp, signUp, type TestApp } from '#testing';

/**
 * Requests Node's HTTP parser or the body parser refuses are answered like every other refusal: a
 * JSON message. The app serves a web app too, as `npm start` does: how the API's routes are built
 * then must not change their answers.
 */
describe('malformed requests', () => {
  let app: TestApp;
  let port: number;
  const webRoot = mkdtempSync(join(tmpdir(), 'vm-web-'));

  beforeAll(async () => {
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>VibeMatch</title>');
    app = await createTestApp({ webRoot });
    await app.app.listen(0, '127.0.0.1');
    port = (app.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it.each([
    ['malformed JSON', '{"email": '],
    ['a prototype-polluting key', '{"__proto__": {"isAdmin": true}, "email": "a@b.co", "password": "secret1"}'],
  ])('answers %s with 400 and our message', async (_case, body) => {
    const response = await app.agent().post('/api/auth/login').set('Content-Type', 'application/json').send(body).expect(400);
    expect(response.body).toEqual({ message: 'The request body is not valid JSON' });
  });

  it('answers valid JSON nested far deeper than any request with 400 and a message, signed in or not, and changes nothing', async () => {
    const nested = (depth: number) => '['.repeat(depth) + '1' + ']'.repeat(depth);
    const login = await app.agent().post('/api/auth/login').set('Content-Type', 'application/json').send(`{"email":"a@b.co","password":"secret1","x":${nested(10_000)}}`);
    expect({ status: login.status, body: login.body as unknown }).toEqual({ status: 400, body: { message: TOO_DEEP_MESSAGE } });
    const artist = await signUp(app, { profile: { displayName: 'Before', bio: 'Before' } });
    const profile = await artist.agent.patch('/api/users/profile').set('Content-Type', 'application/json').send(`{"displayName":"x","bio":${nested(10_000)}}`);
    expect({ status: profile.status, body: profile.body as unknown }).toEqual({ status: 400, body: { message: TOO_DEEP_MESSAGE } });
    expect((await artist.agent.get('/api/auth/user').expect(200)).body).toMatchObject({ bio: 'Before' });
  });

  /** Sends raw bytes and answers the raw response. */
  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(request));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });

  it('answers 431 with a JSON message for a URL over the header limit', async () => {
    const answer = await raw(`GET /api/tags?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/Content-Type: application\/json/);
    expect(answer.split('\r\n\r\n')[1]).toBe(JSON.stringify({ message: 'The request line or its headers are too large' }));
  });

  it('answers 400 with a JSON message for a request that is not HTTP', async () => {
    const answer = await raw('HELLO THERE\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer.split('\r\n\r\n')[1]).toBe(JSON.stringify({ message: 'The request could not be read' }));
  });
});
