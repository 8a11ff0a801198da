import { type SeedOptions, seedArgs } from '../seed/seed-plan.js';
import { ensureSeed } from '../seed/ensure-seed.js';
import { type ChildServer, forkServer } from '../shared/child-server.js';
import type { TrafficProbe, TrafficServerInfo } from './traffic.server.js';

export interface TrafficServer extends ChildServer<TrafficServerInfo> {
  /** The probe's reading: lags since the last reading, the server's memory. */
  read(): Promise<TrafficProbe>;
}

/** The seeded history (made first if it was not), and the app on a copy of it in a child process. */
export async function startTrafficServer(seed: SeedOptions): Promise<TrafficServer> {
  await ensureSeed(seed);
  const server = await forkServer<TrafficServerInfo>(new URL('./traffic.server.js', import.meta.url), [], seedArgs(seed));
  return { ...server, read: async () => (await server.probe()) as TrafficProbe };
}
