import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProxyServer } from 'http-proxy-3';
import { forwardFrom } from './forwarded-headers.js';

/** An API process the proxy may send requests to. */
export interface Upstream {
  /** Shown to clients in X-Served-By (`api-1`): which instance answered, and nothing else about it. */
  readonly name: string;
  readonly url: string;
}

export interface ProxyOptions {
  readonly port: number;
  readonly host: string;
  /** The API processes that answer now, in a fixed order; asked at every request (a restarting one is left out). */
  readonly upstreams: () => readonly Upstream[];
}

export interface RunningProxy {
  readonly port: number;
  close(): Promise<void>;
}

const answerJson = (res: ServerResponse, status: number, message: string): void => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ message }));
};

/**
 * The one port users reach: each request goes to the next API process in turn (round robin), with
 * the client's address in X-Forwarded-For as the socket gives it (forwarded-headers.ts). The
 * proxying itself is http-proxy-3's (docs/decisions/0023).
 */
export async function startProxy({ port, host, upstreams }: ProxyOptions): Promise<RunningProxy> {
  // xfwd off: http-proxy-3 would append to an X-Forwarded-For the client sent; forwardFrom replaces it.
  const proxy = createProxyServer({ xfwd: false });
  let turn = 0;
  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const live = upstreams();
    const address = req.socket.remoteAddress;
    if (live.length === 0) return answerJson(res, 503, 'The app is starting or restarting; try again in a moment');
    // A socket already closed has no address: there is nobody to answer.
    if (address === undefined) return void res.destroy();
    const upstream = live[turn++ % live.length];
    forwardFrom(req.headers, address, 'http');
    res.setHeader('x-served-by', upstream.name);
    proxy.web(req, res, { target: upstream.url }, () => {
      if (!res.headersSent) answerJson(res, 502, 'The app did not answer; try again');
      else res.destroy();
    });
  };
  const server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return { port: (server.address() as AddressInfo).port, close: () => closeServer(server) };
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Keep-alive connections would hold the close open until they idle out.
    server.closeAllConnections();
  });
}
