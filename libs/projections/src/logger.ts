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
