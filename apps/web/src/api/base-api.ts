import {
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
  createApi,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';
import { toastShown } from '../components/toast/toast-slice';
import { SIGN_IN_REDIRECT_DELAY_MS } from '../constants';
import { type ApiError, httpErrorMessage, isAuthenticationError } from './api-error';
import { takeEarlyAnswer } from './early-requests';

/** Per-endpoint switches, set with `enhanceEndpoints` next to the generated endpoints. */
export interface ApiExtraOptions {
  /**
   * Set where a 401 is not an expired session: the current-user query (it means "signed out"),
   * sign-in and sign-up (wrong credentials), and page visits (failures are ignored). Everywhere
   * else a 401 shows "Authentication Required" and sends the browser to the sign-in page.
   */
  skipSignInRedirect?: boolean;
  /**
   * Set where a visitor's answer is known without asking: the current-user query. Without the
   * server's signed-in hint cookie the browser holds no session, so the call answers 401 at once
   * (no round trip before a visitor's first screen, no 401 in the console).
   */
  onlyWithSession?: boolean;
}

/**
 * The server sets it beside the session cookie, which scripts cannot read, with the same lifetime.
 * Without it the browser holds no session: the user is a visitor, known without asking. A page
 * prerendered at build time (no document) is a visitor's page.
 */
export const hasSignedInHint = (): boolean => typeof document !== 'undefined' && /(?:^|;\s*)vm\.signed-in=1(?:;|$)/.test(document.cookie);
const NOT_SIGNED_IN: ApiError = { kind: 'http', status: 401, body: null, message: '401: Not signed in', redirectingToSignIn: false };

/** Reads the body as JSON when it parses, else as text, so an HTML or plain-text error still has a message. */
async function readJsonOrText(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const fetchWithCookies = fetchBaseQuery({
  credentials: 'include',
  responseHandler: readJsonOrText,
  // Who is signed in, and what the first screen reads, may have been asked already by the page's first script (early-requests.ts).
  fetchFn: (input, init) => (input instanceof Request ? takeEarlyAnswer(input) : undefined) ?? fetch(input, init),
});

function httpError(status: number, body: unknown, statusText: string): ApiError {
  return { kind: 'http', status, body, message: httpErrorMessage(status, body, statusText), redirectingToSignIn: false };
}

function toApiError(error: FetchBaseQueryError, meta: FetchBaseQueryMeta | undefined): ApiError {
  const statusText = meta?.response?.statusText ?? '';
  switch (error.status) {
    case 'PARSING_ERROR':
      return httpError(error.originalStatus, error.data, statusText);
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
    case 'CUSTOM_ERROR':
      return { kind: 'network', message: error.error };
    default:
      return httpError(error.status, error.data, statusText);
  }
}

let signInRedirectScheduled = false;

const fetchWithErrorHandling: BaseQueryFn<string | FetchArgs, unknown, ApiError, ApiExtraOptions, FetchBaseQueryMeta> = async (
  args,
  api,
  extraOptions,
) => {
  if (extraOptions?.onlyWithSession && !hasSignedInHint()) return { error: NOT_SIGNED_IN };
  const result = await fetchWithCookies(args, api, extraOptions);
  if (result.error === undefined) return { data: result.data, meta: result.meta };

  const error = toApiError(result.error, result.meta);
  if (error.kind === 'http' && !extraOptions?.skipSignInRedirect && isAuthenticationError(error)) {
    error.redirectingToSignIn = true;
    // Several calls usually fail together when a session expires; one toast and one redirect is enough.
    if (!signInRedirectScheduled) {
      signInRedirectScheduled = true;
      api.dispatch(toastShown({ title: 'Authentication Required', description: 'Please log in to continue. Redirecting...', tone: 'error' }));
      // A full page load, not a client-side navigation, so every cached query starts again signed out.
      window.setTimeout(() => window.location.assign('/auth'), SIGN_IN_REDIRECT_DELAY_MS);
    }
  }
  return { error, meta: result.meta };
};

/**
 * `invalidatesTags` for a mutation that changes the current user: reload the user only on success.
 * A plain tag list also fires on failure, and reloading the session after a wrong password would
 * swap the form, with its error message, for the loading screen.
 */
export function currentUserChangedOnSuccess(result: unknown): ['CurrentUser'] | [] {
  return result === undefined ? [] : ['CurrentUser'];
}

/**
 * The one API slice of the client. Features add their endpoints to it with `injectEndpoints`,
 * generated from openapi.json by `npm run api:codegen`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchWithErrorHandling,
  tagTypes: ['CurrentUser'],
  // Spec section 7: data never goes stale by itself and nothing refetches on focus or reconnect;
  // failures are not retried (no `retry` wrapper around the base query).
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
