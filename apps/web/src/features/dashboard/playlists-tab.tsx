import { Link } from 'react-router-dom';
import { buttonClassName } from '../../components/button';
import { ComingSoonButton } from '../../components/coming-soon-button';
import { useGetUserPlaylistsQuery } from '../profile';
import { DashboardEmptyState } from './dashboard-empty-state';

/**
 * The "My Playlists" tab (spec 2.6). The Create Playlist dialog and the playlist cards come with
 * the catalog issue; until then the list is always empty.
 */
export function PlaylistsTab({ userId }: { userId: string }) {
  const { data: playlists } = useGetUserPlaylistsQuery(userId);

  return (
    <div className="grid gap-4">
      <div>
        <ComingSoonButton hint="Creating playlists comes soon" variant="curator">
          + Create Playlist
        </ComingSoonButton>
      </div>
      <section aria-labelledby="attract-submissions-heading" className="flex flex-col gap-3 rounded-xl bg-curator-soft p-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="attract-submissions-heading" className="font-semibold">
            Attract Quality Submissions
          </h2>
          <p className="mt-1 text-sm text-slate-700">Find artists whose sound fits your playlists and invite their music.</p>
        </div>
        <Link to="/search" className={`${buttonClassName('curator')} shrink-0`}>
          Browse Artists
        </Link>
      </section>
      {playlists?.length === 0 && <DashboardEmptyState title="No playlists yet" hint="Create a playlist to start receiving submissions." />}
    </div>
  );
}
