import { type ChildProcess, spawnSync } from 'node:child_process';
import { answers } from './answers.js';
import { spawnServer, stopServer } from './server-process.js';

export interface LocalRedis {
  stop(): Promise<void>;
}

async function waitUntilAnswering(host: string, port: number, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if (await answers(host, port)) return;
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`redis-server did not answer on ${host}:${port}`);
}

/**
 * For `npm start` and `npm test`: when nothing answers at REDIS_URL (on this machine) and
 * redis-server is on the PATH, runs one until stopped. Otherwise uses what is there, or fails clearly.
 */
export async function ensureLocalRedis(redisUrl: string, log: (message: string) => void): Promise<LocalRedis | null> {
  const { hostname, port: portText } = new URL(redisUrl);
  const port = Number(portText || 6379);
  if (await answers(hostname, port)) return null;
  const local = ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(hostname);
  if (!local || spawnSync('redis-server', ['--version']).status !== 0) {
    throw new Error(`Nothing answers at REDIS_URL (${redisUrl}). Start Redis there, or install redis-server so that npm start and npm test can run one.`);
  }
  log(`Starting redis-server on ${hostname}:${port}`);
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const child = spawnServer('redis-server', args, { stdio: 'ignore' }, 'SIGTERM');
  await waitUntilAnswering('127.0.0.1', port, child);
  return { stop: () => stopServer(child, 'SIGTERM') };
}
