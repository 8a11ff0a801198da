import { hasSignedInHint } from '../../api/base-api';
import { type User, authApi, useGetCurrentUserQuery } from './auth.api';

export type Session = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: User };

export function useSession(): Session {
  const { data: user, isError } = useGetCurrentUserQuery();
  if (user) return { status: 'signed-in', user };
  // A 401 is the normal answer for a visitor. Any other failure leaves them signed out too,
  // on screens from which they can sign in again. Without the signed-in hint the answer is
  // known at once: the first render is then the visitor's screen, as the server prerendered it.
  if (isError || !hasSignedInHint()) return { status: 'signed-out' };
  return { status: 'loading' };
}

/** The current user, for screens that the route table only shows to a signed-in user. */
export function useSignedInUser(): User {
  const { data: user } = useGetCurrentUserQuery();
  if (!user) throw new Error('useSignedInUser is only for screens shown to a signed-in user');
  return user;
}

/**
 * The signed-in user or null, for screens shown in both session states. It reads the cached
 * current-user answer without subscribing: a new subscription to a failed query refetches it,
 * which would put the whole app back into its loading state.
 */
export function useOptionalUser(): User | null {
  const { data: user } = authApi.endpoints.getCurrentUser.useQueryState();
  return user ?? null;
}

/**
 * The action that asks who is signed in, for the start of the app: dispatched before React draws
 * anything, the answer is on its way while the app's code starts. The session hooks then find it
 * asked (or answered) instead of asking once the app is drawn. Dispatched, it gives a promise of
 * the answer (held in the cache after, as the app never lets it go: keepUnusedDataFor).
 */
export const askForSession = () => authApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false });
