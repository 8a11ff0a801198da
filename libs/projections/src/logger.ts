/**
 * What the projections library logs through; Nest's `Logger` and `console` both fit. An error's
 * stack goes as a string, Nest's contract: nestjs-pino logs it as the line's `err` then, where it
 * drops an error object.
 */
export interface ProjectionLogger {
  log(message: string): void;
  warn(message: string): void;
  error(message: string, stack?: string): void;
}

/** The default: progress stays quiet, trouble goes to stderr. */
export const quietConsoleLogger: ProjectionLogger = {
  log: () => undefined,
  warn: (message) => console.warn(`[projections] ${message}`),
  error: (message, stack) => console.error(`[projections] ${message}`, stack ?? ''),
};

/** The stack to log with a failure: where it was thrown (a thrown non-error has only its text). */
export const stackOf = (error: unknown): string => (error instanceof Error && error.stack ? error.stack : String(error));

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
