import { roleAccent } from '../../components/role-accent';
import { useGetUserPlaylistsQuery } from '../playlists';
import type { ActiveRole } from '../roles';
import { useGetUserSongsQuery } from '../songs';
import { useListReceivedSubmissionsQuery, useListSentSubmissionsQuery } from '../submissions';

interface StatCardProps {
  label: string;
  count: number | undefined;
  activeRole: ActiveRole;
}

function StatCard({ label, count, activeRole }: StatCardProps) {
  return (
    <div className={`rounded-xl border-t-4 bg-white p-4 shadow-sm ${roleAccent[activeRole].border}`}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-3xl font-bold">{count ?? '…'}</dd>
    </div>
  );
}

/** Spec 2.6: artists see their Songs and Submissions counts, curators their Playlists and Submissions counts. */
export function StatCards({ userId, activeRole }: { userId: string; activeRole: ActiveRole }) {
  const songs = useGetUserSongsQuery(userId, { skip: activeRole !== 'artist' });
  const playlists = useGetUserPlaylistsQuery(userId, { skip: activeRole !== 'curator' });
  const sent = useListSentSubmissionsQuery(undefined, { skip: activeRole !== 'artist' });
  const received = useListReceivedSubmissionsQuery(undefined, { skip: activeRole !== 'curator' });
  const submissionsCount = (activeRole === 'artist' ? sent.data : received.data)?.length;
  const ownItems = activeRole === 'artist' ? { label: 'Songs', count: songs.data?.length } : { label: 'Playlists', count: playlists.data?.length };

  return (
    <dl aria-label="Your numbers" className="grid grid-cols-2 gap-4">
      <StatCard label={ownItems.label} count={ownItems.count} activeRole={activeRole} />
      <StatCard label="Submissions" count={submissionsCount} activeRole={activeRole} />
    </dl>
  );
}
