import autocannon from 'autocannon';

export const CONNECTIONS = 20;
const WARM_UP_SECONDS = 1;
/** BENCH_SECONDS shortens it (a smoke run). */
const MEASURE_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

export interface Target {
  readonly name: string;
  readonly url: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** Headers over `headers` for several users asking the same thing, taken in turn: a user asks again once every other user has. */
  readonly headersInTurn?: readonly Readonly<Record<string, string>>[];
  /** The CPU time its server's process has used so far, in microseconds. */
  readonly serverCpuMicros: () => Promise<number>;
}

export interface LoadResult {
  readonly name: string;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /**
   * The server's CPU time per answer: steadier than req/s on a shared machine, where other
   * processes take cores away from the server and the load generator.
   */
  readonly serverCpuMicrosPerRequest: number;
  /** Answers other than 2xx, and connection errors: a run with any of them measured the wrong thing. */
  readonly failures: number;
}

/** The users' headers one request after the other, across every connection. */
function inTurn(users: readonly Readonly<Record<string, string>>[]): autocannon.Request {
  let next = 0;
  return { setupRequest: (request) => ({ ...request, headers: { ...request.headers, ...users[next++ % users.length] } }) };
}

const fire = (target: Target, duration: number) =>
  autocannon({
    url: target.url,
    headers: { ...target.headers },
    ...(target.headersInTurn && { requests: [inTurn(target.headersInTurn)] }),
    connections: CONNECTIONS,
    duration,
  });

/** A short warm-up (JIT, connection pools), then a bounded measured run. */
export async function load(target: Target): Promise<LoadResult> {
  await fire(target, WARM_UP_SECONDS);
  const cpuBefore = await target.serverCpuMicros();
  const result = await fire(target, MEASURE_SECONDS);
  const cpu = (await target.serverCpuMicros()) - cpuBefore;
  return {
    name: target.name,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    serverCpuMicrosPerRequest: Math.round(cpu / Math.max(result.requests.total, 1)),
    failures: result.non2xx + result.errors,
  };
}
