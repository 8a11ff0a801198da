import { type SeedOptions, seedArgs } from '../seed/seed-plan.js';
import { ensureSeed } from '../seed/ensure-seed.js';
import { type ChildServer, forkServer } from '../shared/child-server.js';
import type { TrafficProbe, TrafficServerInfo } from './traffic.server.js';

export interface TrafficServer extends ChildServer<TrafficServerInfo> {
  /** The probe's reading: lags since the last reading, the server's memory. */
  read(): Promise<TrafficProbe>;
}

/** CPU of the app's process in a second below which it counts as idle (idle, it uses about 25 ms). */
const QUIET_CPU_MS = 60;
const QUIET_TIMEOUT_MS = 180_000;

/**
 * Resolves once a whole second passes with the app nearly idle: in its first 10 to 13 s (the
 * cast's sign-ups, the loops' first looks at the copy; not broken down) it used about 370 ms of
 * CPU a second here, which a measurement that began at once counted as the traffic's.
 */
async function untilQuiet(server: ChildServer<TrafficServerInfo>): Promise<void> {
  const started = Date.now();
  for (let before = await server.cpuMicros(); Date.now() - started < QUIET_TIMEOUT_MS; ) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = await server.cpuMicros();
    if ((now - before) / 1000 < QUIET_CPU_MS) break;
    before = now;
  }
  console.log(`the app was quiet ${((Date.now() - started) / 1000).toFixed(0)} s after it started`);
}

/** The seeded history (made first if it was not), and the app on a copy of it in a child process, once it is quiet. */
export async function startTrafficServer(seed: SeedOptions): Promise<TrafficServer> {
  await ensureSeed(seed);
  const server = await forkServer<TrafficServerInfo>(new URL('./traffic.server.js', import.meta.url), [], seedArgs(seed));
  await untilQuiet(server);
  return { ...server, read: async () => (await server.probe()) as TrafficProbe };
}
