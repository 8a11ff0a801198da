/** The JSON error body every API failure carries. */
export interface ErrorBody {
  message: string;
  errors?: { field: string; message: string }[];
}

/**
 * A failed call as the rest of the client sees it (spec section 7). For an HTTP failure the
 * message is "<status>: <body.message, or the raw body text, or the status text>".
 */
export type ApiError =
  | {
      kind: 'http';
      status: number;
      message: string;
      body: unknown;
      /** The user has been told "Authentication Required" and is on the way to the sign-in page. */
      redirectingToSignIn: boolean;
    }
  | { kind: 'network'; message: string };

export function isErrorBody(body: unknown): body is ErrorBody {
  return typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string';
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    (value.kind === 'http' || value.kind === 'network') &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

export function httpErrorMessage(status: number, body: unknown, statusText: string): string {
  if (isErrorBody(body)) return `${status}: ${body.message}`;
  if (typeof body === 'string' && body !== '') return `${status}: ${body}`;
  return `${status}: ${statusText}`;
}

/** The spec's test for "this failure means the session is gone". */
export function isAuthenticationError(error: ApiError): boolean {
  return /401|Unauthorized|log in/.test(error.message);
}

/**
 * What a form shows for a failed call: the server's own message when it sent one, otherwise
 * the fallback, with "Please try again." when the request never reached the server.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.kind === 'network') return `${fallback}. Please try again.`;
  return serverMessage(error) ?? fallback;
}

/** The message the server sent with a failed call, if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  return isApiError(error) && error.kind === 'http' && isErrorBody(error.body) ? error.body.message : undefined;
}
