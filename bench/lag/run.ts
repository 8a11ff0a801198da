/**
 * `npm run bench:lag -- [--scale 1] [--seed 1] [--rate 200] [--seconds 60] [--step-seconds 20] [--max-rate 5000]`:
 * projection lag (from a command's append until the read models it feeds show it) while mixed
 * write traffic runs at a steady rate on the seeded history, p50 and p99, with the commands'
 * own latency and the CPU a command costs (the app's process, and the whole machine: app,
 * PostgreSQL, Redis and the load); then ever higher rates (×1.5 each) for `--step-seconds` each,
 * until the lag's p99 passes 1 s or commands fail: the highest rate that kept it under 1 s is printed.
 */
import { cpus, loadavg } from 'node:os';
import { seedOptionsOf } from '../seed/seed-plan.js';
import { percentile } from '../shared/percentile.js';
import { runTraffic, Stage } from '../traffic/mixed-traffic.js';
import { startTrafficServer, type TrafficServer } from '../traffic/start-traffic-server.js';
import { numberFlag } from '../traffic/traffic-options.js';

const argv = process.argv.slice(2);
const RATE = numberFlag(argv, 'rate', 200);
const SECONDS = numberFlag(argv, 'seconds', 60);
const STEP_SECONDS = numberFlag(argv, 'step-seconds', 20);
const MAX_RATE = numberFlag(argv, 'max-rate', 5_000);
const LIMIT_MS = 1_000;
const ms = (n: number): number => Math.round(n);

/** CPU time of every core so far, busy (not idle), in ms: the server, its database and the load together. */
const machineBusyMs = (): number => cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0);

async function measure(server: TrafficServer, stage: Stage, rate: number, seconds: number) {
  await server.read();
  const [serverBefore, machineBefore, loadBefore] = [await server.cpuMicros(), machineBusyMs(), process.cpuUsage()];
  const traffic = await runTraffic(stage, rate, seconds);
  const [serverAfter, machineAfter, load] = [await server.cpuMicros(), machineBusyMs(), process.cpuUsage(loadBefore)];
  const { lagsMs, timedOut } = await server.read();
  const perCommand = (ms: number): number => +(ms / Math.max(1, traffic.commands)).toFixed(2);
  return {
    rate,
    seconds,
    commands: traffic.commands,
    failures: traffic.failures + timedOut,
    'lag p50 ms': ms(percentile(lagsMs, 0.5)),
    'lag p99 ms': ms(percentile(lagsMs, 0.99)),
    'command p50 ms': ms(percentile(traffic.latenciesMs, 0.5)),
    'command p99 ms': ms(percentile(traffic.latenciesMs, 0.99)),
    // Steadier than latencies on a shared machine: the work a command costs, wherever it runs.
    'server CPU ms/command': perCommand((serverAfter - serverBefore) / 1000),
    'machine CPU ms/command': perCommand(machineAfter - machineBefore),
    // This process's share of the machine's: the load's HTTP client, which a real client would not put on the server's machine.
    'load CPU ms/command': perCommand((load.user + load.system) / 1000),
    load: loadavg()[0]?.toFixed(2),
    samples: traffic.failureSamples.join(' | ').slice(0, 200),
  };
}

const server = await startTrafficServer(seedOptionsOf(argv));
try {
  const stage = new Stage(server.info.url, server.info.cast);
  const steady = await measure(server, stage, RATE, SECONDS);
  console.log(`bench:lag: ${RATE} commands/s for ${SECONDS} s; goal: lag p99 under 100 ms`);
  console.table([steady]);
  const steps = [];
  let highest = steady.failures === 0 && steady['lag p99 ms'] < LIMIT_MS ? RATE : 0;
  for (let rate = Math.round(RATE * 1.5); highest > 0 && rate <= MAX_RATE; rate = Math.round(rate * 1.5)) {
    const step = await measure(server, stage, rate, STEP_SECONDS);
    steps.push(step);
    if (step.failures > 0 || step['lag p99 ms'] >= LIMIT_MS) break;
    highest = rate;
  }
  console.log(`rising rates, ${STEP_SECONDS} s each, until the lag's p99 reaches ${LIMIT_MS} ms or a command fails:`);
  console.table(steps);
  const below = highest ? `${highest} commands/s${highest * 1.5 > MAX_RATE ? ` (--max-rate ${MAX_RATE} reached)` : ''}` : `none (not even ${RATE}/s)`;
  console.log(`highest steady rate with lag p99 under ${LIMIT_MS} ms: ${below}`);
  if (steady.failures > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
