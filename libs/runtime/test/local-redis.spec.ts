import { freePort } from '#testing';
import { answers } from '../src/local-services/answers.js';
import { builtLocalService, signalledOwner, toItsGroup } from './support/server-owner.js';

// `npm start` on a machine with no Redis runs a redis-server, and a terminal's Ctrl-C signals its
// whole foreground process group: the server is not in it, so the app still reaches it as it closes.
describe('the redis-server that npm start runs for itself', () => {
  // The built module, in a process of its own; at the signal it asks Redis once more, then stops it.
  const owner = `
    const { ensureLocalRedis } = await import(${builtLocalService('local-redis.js')});
    const { default: Redis } = await import('ioredis');
    const url = 'redis://127.0.0.1:' + process.argv[1];
    const server = await ensureLocalRedis(url, () => undefined);
    const client = new Redis(url, { maxRetriesPerRequest: 0 });
    let closing;
    process.on('SIGINT', () => (closing ??= (async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      console.log('closed with ' + (await client.ping()));
      client.disconnect();
      await server.stop();
      process.exit(0);
    })()));
    console.log('ready');
  `;

  it('answers the app after a SIGINT to the whole process group, and is stopped by the app', async () => {
    const port = await freePort();
    const ended = await signalledOwner(owner, [String(port)], toItsGroup('SIGINT'));
    expect(ended).toEqual({ status: 0, output: ['ready', 'closed with PONG'] });
    expect(await answers('127.0.0.1', port)).toBe(false);
  }, 60_000);
});
