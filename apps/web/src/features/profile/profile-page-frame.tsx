import type { ReactNode } from 'react';
import { isApiError } from '../../api/api-error';
import { LoadingScreen } from '../../components/loading-screen';
import { type UserProfile, useGetUserProfileQuery } from './profile.api';
import { ProfileNotFound } from './profile-not-found';

interface ProfilePageFrameProps {
  userId: string;
  /** Whose page this is: a user in another role has none here (a curator's id on /artist/…). */
  kind: 'artist' | 'curator';
  notFoundTitle: string;
  children: (profile: UserProfile) => ReactNode;
}

function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === 404;
}

/** Loads a profile and shows it, or the loading state, the "not found" page, or a load failure. */
export function ProfilePageFrame({ userId, kind, notFoundTitle, children }: ProfilePageFrameProps) {
  const { data: profile, error, isLoading, refetch } = useGetUserProfileQuery(userId);
  if (isLoading) return <LoadingScreen label="Loading profile…" />;
  const ofAnotherKind = profile !== undefined && profile.role !== kind && profile.role !== 'both';
  if (isNotFound(error) || ofAnotherKind) return <ProfileNotFound title={notFoundTitle} />;
  if (!profile) {
    return (
      <main className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Could not load this profile</h1>
        <button type="button" onClick={() => void refetch()} className="mt-4 font-medium text-slate-900 underline">
          Try again
        </button>
      </main>
    );
  }
  return <main className="mx-auto max-w-5xl px-4 py-6 sm:py-8">{children(profile)}</main>;
}
