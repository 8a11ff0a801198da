import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';

/** A built module of local-services (npm test builds before Jest), as a specifier for an owner script. */
export const builtLocalService = (file: string): string => JSON.stringify(resolve('dist/libs/runtime/src/local-services', file));

/** Signals the owner as a supervisor does (to the process) or as a terminal's Ctrl-C does (to its whole group). */
export const toProcess =
  (signal: NodeJS.Signals) =>
  (child: ChildProcess): void =>
    void child.kill(signal);
export const toItsGroup =
  (signal: NodeJS.Signals) =>
  (child: ChildProcess): void =>
    void process.kill(-(child.pid as number), signal);

/**
 * Runs `script` (an ES module that starts a server of its own on the port it is given, prints
 * 'ready', and closes at a signal) in a process group of its own, as a terminal runs `npm start`;
 * signals it once it is ready, and answers how it ended and what it printed.
 */
export async function signalledOwner(script: string, args: readonly string[], signal: (child: ChildProcess) => void): Promise<{ status: number | null; output: string[] }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, ...args], { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => {
    output += text;
    if (text.includes('ready')) signal(child);
  });
  const [status] = (await once(child, 'exit')) as [number | null, string | null];
  return { status, output: output.trim().split('\n') };
}
