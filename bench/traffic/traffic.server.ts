/**
 * The real app on a copy of the seeded history, in a child process of its own (bench:lag,
 * bench:soak), with a cast of signed-up users for the load to act as. Its probe answers the
 * projection lags seen since the last probe: every command's wait, after its append, until the
 * read models it feeds show it (the read-your-writes wait each write endpoint makes before it
 * answers), and the process's memory.
 * Arguments: the seeded history's scale and seed.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { ReadYourWrites } from '#platform';
import { ADMIN_ENV, createTestApp } from '#testing';
import { copyOfSeed } from '../seed/seeded-database.js';
import { seedOptionsOf } from '../seed/seed-plan.js';
import { serveForParent } from '../shared/child-server.js';
import { type Cast, signUpCast } from './cast.js';

export interface TrafficServerInfo {
  readonly url: string;
  readonly cast: Cast;
}

export interface TrafficProbe {
  /** Milliseconds from append to visible, one per write since the last probe. */
  readonly lagsMs: number[];
  /** Waits that gave up (the read models did not get there within the barrier's bound). */
  readonly timedOut: number;
  readonly rssBytes: number;
  readonly heapUsedBytes: number;
  /** Memory of C++ objects bound to JavaScript ones (Buffers included): RSS growing while heap and this stay put is the allocator's, not ours. */
  readonly externalBytes: number;
}

/**
 * Times every read-your-writes wait of the app: the lag a user's next read would meet. Every wait
 * goes through `waitFor` (`waitForReaders` names the readers and calls it), so each is timed once.
 */
function timeWaits(ryw: ReadYourWrites, probe: { lagsMs: number[]; timedOut: number }): void {
  const wait = ryw.waitFor.bind(ryw);
  ryw.waitFor = async (...args: Parameters<ReadYourWrites['waitFor']>): Promise<boolean> => {
    const started = performance.now();
    const reached = await wait(...args);
    probe.lagsMs.push(performance.now() - started);
    if (!reached) probe.timedOut++;
    return reached;
  };
}

await serveForParent<TrafficServerInfo>(async () => {
  const { database } = await copyOfSeed(seedOptionsOf(process.argv.slice(2)));
  const t = await createTestApp({ reuse: { database, redisPrefix: `bench-traffic-${randomBytes(4).toString('hex')}` }, env: { ...ADMIN_ENV, RATE_LIMIT_SIGN_UP: '10000000/1h' }, checkAnswers: false });
  await t.app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  const cast = await signUpCast(url);
  const seen = { lagsMs: [] as number[], timedOut: 0 };
  timeWaits(t.app.get(ReadYourWrites), seen);
  const probe = (): TrafficProbe => {
    const { rss, heapUsed, external } = process.memoryUsage();
    const taken = { lagsMs: seen.lagsMs.splice(0), timedOut: seen.timedOut, rssBytes: rss, heapUsedBytes: heapUsed, externalBytes: external };
    seen.timedOut = 0;
    return taken;
  };
  return { info: { url, cast }, probe, stop: () => t.close() };
});
