import type { IncomingHttpHeaders } from 'node:http';
import { forwardFrom } from './forwarded-headers.js';

describe('forwardFrom (the proxy says who the client is)', () => {
  it('replaces whatever forwarding headers the client sent with the socket address, never appending to them', () => {
    const headers: IncomingHttpHeaders = {
      host: 'localhost:3000',
      'x-forwarded-for': '203.0.113.9, 198.51.100.7',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
      forwarded: 'for=203.0.113.9',
      'x-real-ip': '203.0.113.9',
      cookie: 'sid=1',
    };
    forwardFrom(headers, '127.0.0.1', 'http');
    expect(headers).toEqual({ host: 'localhost:3000', cookie: 'sid=1', 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'http' });
  });
});
