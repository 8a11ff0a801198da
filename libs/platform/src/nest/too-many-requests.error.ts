/**
 * A request refused by a rate limit: answered 429 with `Retry-After` (whole seconds) and a message
 * that says how long to wait in words, both from the limit's own counter.
 */
export class TooManyRequestsError extends Error {
  override name = 'TooManyRequestsError';
  readonly retryAfterSeconds: number;

  constructor(what: string, msBeforeNext: number) {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    super(`${what} Please try again in ${waitInWords(seconds)}.`);
    this.retryAfterSeconds = seconds;
  }
}

/** "45 seconds" under a minute, otherwise whole minutes rounded up ("1 minute", "15 minutes"). */
function waitInWords(seconds: number): string {
  const [amount, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}
