import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '#testing';

/** Requests Node's HTTP parser refuses are answered like every other refusal: a JSON message. */
describe('malformed requests', () => {
  let app: TestApp;
  let port: number;

  beforeAll(async () => {
    app = await createTestApp();
    await app.app.listen(0, '127.0.0.1');
    port = (app.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => app.close());

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
