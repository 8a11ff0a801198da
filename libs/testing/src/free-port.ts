import { createServer } from 'node:net';

/** A port nobody listens on now (the system's pick, released at once). */
export const freePort = (): Promise<number> =>
  new Promise((resolvePort) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
