import { type ChildProcess, spawn } from 'node:child_process';

export interface ChildSpec {
  /** `api-1`, `worker-2`: how the launcher's reports name it. */
  readonly name: string;
  readonly args: readonly string[];
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
}

/** What the launcher says (one line each); the children log on their own stdout and stderr. */
export type Report = (line: string) => void;

/** The first restart waits this long; each quick death doubles it, up to the maximum. */
const FIRST_RESTART_DELAY_MS = 1000;
const MAX_RESTART_DELAY_MS = 30_000;
/** A child that ran this long before it died is restarted after the first delay again. */
const STEADY_AFTER_MS = 60_000;
/** How long a stopping child may take before it is killed. */
const STOP_GRACE_MS = 20_000;

const exitOf = (code: number | null, signal: NodeJS.Signals | null): string => (signal ? `signal ${signal}` : `code ${code}`);

/**
 * One child of the launcher, restarted when it dies (docs/decisions/0023): a worker's readers are
 * taken over by the other workers meanwhile, and an API process is left out of the proxy's turn
 * until it answers again. Quick deaths back off, so that a child that cannot start (a bad variable)
 * is reported every few seconds rather than respawned in a tight loop.
 */
export class SupervisedProcess {
  private child: ChildProcess | null = null;
  private startedAt = 0;
  private delayMs = FIRST_RESTART_DELAY_MS;
  private restartTimer: NodeJS.Timeout | undefined;
  private stopping = false;
  /** Off while the cluster starts: a child that dies then fails the start instead (a bad variable, say). */
  private restarting = false;
  private exited: Promise<void> = Promise.resolve();
  /** How often it died and was started again. */
  restarts = 0;

  constructor(
    readonly spec: ChildSpec,
    private readonly report: Report,
    /** Told after every death (an API process then leaves the proxy's turn). */
    private readonly onExit: () => void = () => undefined,
  ) {}

  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  get running(): boolean {
    return this.child !== null;
  }

  /** Spawns the child; resolves once it runs (its `spawn` event), rejects when it cannot be spawned. */
  start(): Promise<void> {
    const child = spawn(process.execPath, [...this.spec.args], { cwd: this.spec.cwd, env: this.spec.env, stdio: ['ignore', 'inherit', 'inherit'] });
    this.child = child;
    this.startedAt = Date.now();
    return new Promise((resolve, reject) => {
      this.exited = new Promise((exited) => {
        child.once('exit', (code, signal) => exited(this.died(child, code, signal)));
        // A child that could not be spawned has no exit to wait for.
        child.once('error', (error) => {
          if (child.pid === undefined) exited(this.died(child, null, null));
          reject(error);
        });
      });
      child.once('spawn', () => resolve());
    });
  }

  /** From now on a child that dies is started again. */
  supervise(): void {
    this.restarting = true;
  }

  /** Ends the child (SIGTERM, SIGKILL after a grace period) and stops restarting it. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await this.exited;
    clearTimeout(killer);
  }

  private died(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (this.child !== child) return;
    this.child = null;
    this.onExit();
    if (this.stopping) return;
    const ranMs = Date.now() - this.startedAt;
    if (!this.restarting) return this.report(`${this.spec.name} (pid ${child.pid}) exited with ${exitOf(code, signal)} while the cluster was starting`);
    this.delayMs = ranMs >= STEADY_AFTER_MS ? FIRST_RESTART_DELAY_MS : this.delayMs;
    this.report(`${this.spec.name} (pid ${child.pid}) exited with ${exitOf(code, signal)} after ${Math.round(ranMs / 1000)} s; restarting it in ${this.delayMs / 1000} s`);
    this.restartTimer = setTimeout(() => void this.restart(), this.delayMs);
    this.delayMs = Math.min(this.delayMs * 2, MAX_RESTART_DELAY_MS);
  }

  private async restart(): Promise<void> {
    if (this.stopping) return;
    this.restarts += 1;
    try {
      await this.start();
      this.report(`${this.spec.name} restarted (pid ${this.pid})`);
    } catch (error) {
      this.report(`${this.spec.name} could not be started again: ${(error as Error).message}`);
    }
  }
}
