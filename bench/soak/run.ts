/**
 * `npm run bench:soak -- [--scale 1] [--seed 1] [--rate 100] [--minutes 10]`: mixed write traffic
 * at a steady rate on the seeded history for a while, a minute at a time; prints each minute's
 * command latency p99, projection lag p99 and each process's memory (the server's and the load's),
 * compares the first minute with the last, and ends with the ledger's verify: memory that keeps
 * growing, latency that creeps up or coins lost would show here.
 */
import { loadavg } from 'node:os';
import { ADMIN_CREDENTIALS } from '#testing';
import { seedOptionsOf } from '../seed/seed-plan.js';
import { call } from '../traffic/cast.js';
import { percentile } from '../shared/percentile.js';
import { runTraffic, Stage } from '../traffic/mixed-traffic.js';
import { startTrafficServer } from '../traffic/start-traffic-server.js';
import { numberFlag } from '../traffic/traffic-options.js';

const argv = process.argv.slice(2);
const RATE = numberFlag(argv, 'rate', 100);
const MINUTES = numberFlag(argv, 'minutes', 10);
const MINUTE_SECONDS = Number(process.env.BENCH_MINUTE_SECONDS ?? 60);
const mb = (bytes: number): number => Math.round(bytes / 1_048_576);

async function ledgerVerdict(url: string): Promise<string> {
  const { cookie } = await call(url, 'POST', '/api/auth/login', null, ADMIN_CREDENTIALS);
  const { status, body } = await call(url, 'GET', '/api/admin/ledger/verify', cookie);
  const violations = (body as { violations?: { message: string }[] }).violations;
  if (status !== 200 || !violations) return `could not verify (${status})`;
  return violations.length === 0 ? 'ok' : violations.map((v) => v.message).join('; ');
}

const server = await startTrafficServer(seedOptionsOf(argv));
try {
  const stage = new Stage(server.info.url, server.info.cast);
  await server.read();
  const minutes = [];
  for (let minute = 1; minute <= MINUTES; minute++) {
    const traffic = await runTraffic(stage, RATE, MINUTE_SECONDS);
    const probe = await server.read();
    minutes.push({
      minute,
      commands: traffic.commands,
      failures: traffic.failures + probe.timedOut,
      'command p99 ms': Math.round(percentile(traffic.latenciesMs, 0.99)),
      'lag p99 ms': Math.round(percentile(probe.lagsMs, 0.99)),
      'server RSS MB': mb(probe.rssBytes),
      'server heap MB': mb(probe.heapUsedBytes),
      'server external MB': mb(probe.externalBytes),
      'load RSS MB': mb(process.memoryUsage().rss),
      load: loadavg()[0]?.toFixed(2),
    });
    console.log(JSON.stringify(minutes.at(-1)));
  }
  console.log(`bench:soak: ${RATE} commands/s for ${MINUTES} × ${MINUTE_SECONDS} s on the seeded history`);
  console.table(minutes.length > 2 ? [minutes[0], minutes.at(-1)] : minutes);
  const verdict = await ledgerVerdict(server.info.url);
  console.log(`ledger verify at the end: ${verdict}`);
  if (verdict !== 'ok' || minutes.some((m) => m.failures > 0)) process.exitCode = 1;
} finally {
  await server.stop();
}
