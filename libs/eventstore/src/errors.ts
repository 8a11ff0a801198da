/** A stale write: the stream moved on (or did or did not exist) since the writer read it. */
export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: string,
    readonly actual: string,
  ) {
    super(`Stream ${streamId} is at revision ${actual}, expected ${expected}`);
    this.name = 'WrongExpectedRevisionError';
  }
}
