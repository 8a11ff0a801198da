import { ApiServiceUnavailableResponse } from '@nestjs/swagger';
import { ErrorBody } from './error-body.js';

/**
 * What a write answers when the read models it shows have not caught up within the bounded wait
 * (a busy or stalled projection): 503 with Retry-After, never the row as it stood before the write
 * (a stale status, or a missing row answered as an empty body, against the OpenAPI document).
 * The change itself is recorded; the message says so, so that nobody pays twice by retrying blind
 * (and a retry meets the rules that refuse a duplicate).
 */
export class StillShowingError extends Error {
  override name = 'StillShowingError';
  readonly retryAfterSeconds = 2;

  constructor() {
    super('Your change was saved, but it is taking longer than usual to show. Refresh in a moment.');
  }
}

/**
 * The row a write answers with. Once the read models have caught up (`caughtUp`, from
 * ReadYourWrites) the row is the write's; when the bounded wait ran out (some reader of the events
 * is behind, often one the row does not come from) the row is still answered if `isCurrent` says it
 * shows the write (a new row: that it is there). Otherwise a {@link StillShowingError}.
 */
export async function readBack<T>(caughtUp: boolean, read: () => Promise<T | null | undefined>, isCurrent: (row: T) => boolean = () => true): Promise<T> {
  const row = await read();
  if (row === null || row === undefined || !(caughtUp || isCurrent(row))) throw new StillShowingError();
  return row;
}

/** Declares {@link StillShowingError}'s answer on a write that reads back with {@link readBack}. */
export const ApiStillShowingResponse = (): MethodDecorator & ClassDecorator =>
  ApiServiceUnavailableResponse({ type: ErrorBody, description: 'The change is recorded but the read models have not caught up yet (Retry-After)' });
