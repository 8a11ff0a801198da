import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';
import { once } from 'node:events';

/**
 * A server that this process runs for itself (the embedded PostgreSQL, a redis-server), in a
 * process group of its own. A terminal's Ctrl-C goes to its whole foreground process group: a
 * server in it would stop at once, ending the app's connections while the app still closes on
 * them. So the app alone hears the signal and stops the server last (`stopServer`). Should this
 * process exit without that, the server is sent `stopSignal` then, as it was before it left the
 * group.
 */
export function spawnServer(command: string, args: readonly string[], options: SpawnOptions, stopSignal: NodeJS.Signals): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  const stopAtExit = (): void => void child.kill(stopSignal);
  process.on('exit', stopAtExit);
  child.once('exit', () => process.off('exit', stopAtExit));
  return child;
}

/** Sends the server `signal` and waits until it has exited (at once if it has already). */
export async function stopServer(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}
