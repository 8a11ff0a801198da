import { type ChildProcess, fork } from 'node:child_process';

/** What the parent asks a server child: its CPU time so far, what its probe reads now, or to stop. */
type ParentMessage = 'cpu' | 'probe' | 'stop';
/** What a server child answers: that it listens (with what the parent needs to load it), its CPU time, or its probe's reading. */
type ChildMessage<Info> = { readonly ready: Info } | { readonly cpuMicros: number } | { readonly probed: unknown };

/** A server running in a child process of its own, so the load generator never shares its event loop. */
export interface ChildServer<Info> {
  readonly info: Info;
  /** The CPU time (user + system) the child has used so far, in microseconds. */
  cpuMicros(): Promise<number>;
  /** What the child's probe reads now (a benchmark's own figures from inside the server); null without one. */
  probe(): Promise<unknown>;
  /** Asks the child to shut down cleanly and waits for it to exit. */
  stop(): Promise<void>;
}

const ask = (child: ChildProcess, message: ParentMessage): void => void child.send(message);

function nextMessage<Info>(child: ChildProcess): Promise<ChildMessage<Info>> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`The server child exited (${code})`));
    child.once('exit', onExit);
    child.once('message', (message: ChildMessage<Info>) => {
      child.off('exit', onExit);
      resolve(message);
    });
  });
}

async function question<Info>(child: ChildProcess, message: 'cpu' | 'probe'): Promise<ChildMessage<Info>> {
  const answer = nextMessage<Info>(child);
  ask(child, message);
  return answer;
}

/** Forks `entry` (a compiled module of this folder) and waits until it listens. */
export async function forkServer<Info>(entry: URL, execArgv: readonly string[] = [], args: readonly string[] = []): Promise<ChildServer<Info>> {
  const child = fork(entry, [...args], { execArgv: [...execArgv], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const first = await nextMessage<Info>(child);
  if (!('ready' in first)) throw new Error('The server child spoke before it was ready');
  return {
    info: first.ready,
    cpuMicros: async () => {
      const message = await question(child, 'cpu');
      if (!('cpuMicros' in message)) throw new Error('The server child answered something else than its CPU time');
      return message.cpuMicros;
    },
    probe: async () => {
      const message = await question(child, 'probe');
      if (!('probed' in message)) throw new Error('The server child answered something else than its probe');
      return message.probed;
    },
    stop: async () => {
      ask(child, 'stop');
      await exited;
    },
  };
}

/**
 * The child's side: starts the server, announces it to the parent, answers its questions, and
 * stops the server when the parent says so (or goes away).
 */
export interface ServedForParent<Info> {
  readonly info: Info;
  readonly stop: () => Promise<void>;
  /** Read when the parent asks (`ChildServer.probe`). */
  readonly probe?: () => unknown;
}

export async function serveForParent<Info>(start: () => Promise<ServedForParent<Info>>): Promise<void> {
  const send = process.send?.bind(process);
  if (!send) throw new Error('Run this module through bench/api/run.js, which forks it');
  const server = await start();
  const stop = async (): Promise<void> => {
    await server.stop();
    process.exit(0);
  };
  process.on('message', (message: ParentMessage) => {
    if (message === 'stop') return void stop();
    if (message === 'probe') return void send({ probed: server.probe?.() ?? null } satisfies ChildMessage<Info>);
    const { user, system } = process.cpuUsage();
    send({ cpuMicros: user + system } satisfies ChildMessage<Info>);
  });
  process.once('disconnect', () => void stop());
  send({ ready: server.info } satisfies ChildMessage<Info>);
}
