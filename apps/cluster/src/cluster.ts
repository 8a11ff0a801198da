import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { answers } from '#runtime/local-services';
import { startProxy, type Upstream } from './proxy.js';
import { type Report, SupervisedProcess } from './supervised-process.js';

export interface ClusterOptions {
  /** The checkout whose build (`dist/`, `apps/web/dist`) the children run. */
  readonly root: string;
  /** The proxy's port (0: any free one) and address: the only ones users reach. */
  readonly port: number;
  readonly host: string;
  /** Where users reach the app (PORT's URL unless set): the API processes build redirects and judge Origins by it. */
  readonly publicUrl: string;
  /** What every child is given: DATABASE_URL and REDIS_URL set, the rest as for `npm start`. */
  readonly env: NodeJS.ProcessEnv;
  readonly apis?: number;
  readonly workers?: number;
  readonly report: Report;
}

export interface Cluster {
  /** The proxy's port. */
  readonly port: number;
  readonly apis: readonly SupervisedProcess[];
  readonly workers: readonly SupervisedProcess[];
  /** Stops the children, the API processes first (no write comes in while the workers finish their batches), and the proxy. */
  stop(): Promise<void>;
}

/** How long the API processes may take to answer before the start is given up. */
const START_TIMEOUT_MS = 120_000;
const POLL_MS = 250;

/** A port nothing listens on now, for an API process (it binds it a moment later). */
function freeLoopbackPort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

/** The variables only the launcher decides, over whatever the caller gave. */
function childEnv(env: NodeJS.ProcessEnv, own: Record<string, string>): NodeJS.ProcessEnv {
  // One METRICS_PORT would be bound by every child at once: metrics per instance are the operator's to set.
  const { METRICS_PORT: _metrics, ...rest } = env;
  return { ...rest, ...own };
}

/**
 * `npm run start:cluster`'s processes: API processes (RUN_WORKER=false, on 127.0.0.1 only, trusting
 * the proxy on loopback for the client's address), workers (every projection, process manager and
 * queue processor; each reader runs in the worker holding its lease) and the proxy in front.
 * Resolves once every API process answers; rejects, with everything stopped, when a child dies first.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { root, env, report, publicUrl } = options;
  const answering = new Set<string>();
  const apis: { readonly process: SupervisedProcess; readonly upstream: Upstream }[] = [];
  for (let i = 1; i <= (options.apis ?? 2); i++) {
    const port = await freeLoopbackPort();
    const name = `api-${i}`;
    const own = { PORT: String(port), HOST: '127.0.0.1', RUN_WORKER: 'false', TRUST_PROXY: 'loopback', PUBLIC_URL: publicUrl };
    const spec = { name, cwd: root, args: [resolve(root, 'dist/apps/api/src/main.js')], env: childEnv(env, own) };
    apis.push({ process: new SupervisedProcess(spec, report, () => answering.delete(name)), upstream: { name, url: `http://127.0.0.1:${port}` } });
  }
  const workers = Array.from(
    { length: options.workers ?? 2 },
    (_, i) => new SupervisedProcess({ name: `worker-${i + 1}`, cwd: root, args: [resolve(root, 'dist/apps/worker/src/main.js')], env: childEnv(env, {}) }, report),
  );
  const children = [...apis.map((api) => api.process), ...workers];

  // An API process joins the proxy's turn once its port answers, and leaves it when it dies.
  const watch = setInterval(() => {
    for (const { process: child, upstream } of apis) {
      if (!child.running || answering.has(upstream.name)) continue;
      void answers('127.0.0.1', Number(new URL(upstream.url).port)).then((up) => {
        if (up && child.running) answering.add(upstream.name);
      });
    }
  }, POLL_MS);
  const proxy = await startProxy({ port: options.port, host: options.host, upstreams: () => apis.filter((api) => answering.has(api.upstream.name)).map((api) => api.upstream) });

  const stop = async (): Promise<void> => {
    clearInterval(watch);
    await Promise.all(apis.map((api) => api.process.stop()));
    await Promise.all(workers.map((worker) => worker.stop()));
    await proxy.close();
  };
  try {
    await Promise.all(children.map((child) => child.start()));
    await untilEveryApiAnswers(children, apis.length, answering);
  } catch (error) {
    await stop();
    throw error;
  }
  for (const child of children) child.supervise();
  return { port: proxy.port, apis: apis.map((api) => api.process), workers, stop };
}

async function untilEveryApiAnswers(children: readonly SupervisedProcess[], count: number, answering: ReadonlySet<string>): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (answering.size < count) {
    const dead = children.find((child) => !child.running);
    if (dead) throw new Error(`${dead.spec.name} stopped while the cluster was starting (its output above says why)`);
    if (Date.now() > deadline) throw new Error(`The API processes did not answer within ${START_TIMEOUT_MS / 1000} s`);
    await new Promise((wait) => setTimeout(wait, POLL_MS));
  }
}
