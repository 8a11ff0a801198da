import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fakes of outside services share: a local HTTP server, JSON answers and calls left hanging. */

export function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Calls a fake never answers, and who gave up on them: `whenAbandoned()` resolves when the client
 * closes such a call's connection. Lets a test see a timeout at work by its outcome, not by the clock.
 */
export class HangingCalls {
  private readonly open = new Set<ServerResponse>();
  private waiters: (() => void)[] = [];
  private closing = false;

  hang(response: ServerResponse): void {
    this.open.add(response);
    response.on('close', () => {
      this.open.delete(response);
      // Closed by the client (not by closeAll) without an answer: the call was abandoned.
      if (this.closing || response.writableEnded) return;
      for (const resolve of this.waiters.splice(0)) resolve();
    });
  }

  /** Call it before the request. */
  whenAbandoned(): Promise<void> {
    return new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  closeAll(): void {
    this.closing = true;
    for (const response of this.open) response.destroy();
  }
}

export interface FakeServer {
  readonly url: string;
  readonly hanging: HangingCalls;
  close(): Promise<void>;
}

/** Serves `handle` on 127.0.0.1 and a random port; a handler that throws answers 500. */
export async function startFakeServer(handle: (request: IncomingMessage, response: ServerResponse, hanging: HangingCalls) => Promise<void> | void): Promise<FakeServer> {
  const hanging = new HangingCalls();
  const server = createServer((request, response) => {
    void Promise.resolve()
      .then(() => handle(request, response, hanging))
      .catch(() => json(response, 500, { error: 'fake crashed' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hanging,
    close: () =>
      new Promise<void>((resolve, reject) => {
        hanging.closeAll();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
