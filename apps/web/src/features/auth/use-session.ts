import { type User, useGetCurrentUserQuery } from './auth.api';

export type Session = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: User };

export function useSession(): Session {
  const { data: user, isError } = useGetCurrentUserQuery();
  if (user) return { status: 'signed-in', user };
  // A 401 is the normal answer for a visitor. Any other failure leaves them signed out too,
  // on screens from which they can sign in again.
  if (isError) return { status: 'signed-out' };
  return { status: 'loading' };
}

/** The current user, for screens that the route table only shows to a signed-in user. */
export function useSignedInUser(): User {
  const { data: user } = useGetCurrentUserQuery();
  if (!user) throw new Error('useSignedInUser is only for screens shown to a signed-in user');
  return user;
}
