/** What the projections library logs through; Nest's `Logger` and `console` both fit. */
export interface ProjectionLogger {
  log(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

/** The default: progress stays quiet, trouble goes to stderr. */
export const quietConsoleLogger: ProjectionLogger = {
  log: () => undefined,
  warn: (message) => console.warn(`[projections] ${message}`),
  error: (message, error) => console.error(`[projections] ${message}`, error ?? ''),
};

/**
 * An error's message and those of its causes, for the log line itself: a logger that takes the
 * error as a second argument (pino through nestjs-pino) may drop it, and "batch failed" alone
 * gives an operator nothing to go on.
 */
export function reasonOf(error: unknown): string {
  const reasons: string[] = [];
  for (let cause: unknown = error; cause !== undefined && cause !== null && reasons.length < 5; cause = (cause as { cause?: unknown }).cause) {
    reasons.push(cause instanceof Error ? cause.message : String(cause));
  }
  return reasons.join(' <- ');
}
