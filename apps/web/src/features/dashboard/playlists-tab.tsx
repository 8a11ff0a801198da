import { Link } from '../../components/link';
import { buttonClassName } from '../../components/button';
import { PlaylistCollection } from '../playlists';
import { DashboardEmptyState } from './dashboard-empty-state';

function AttractSubmissionsCard() {
  return (
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
  );
}

/** The "My Playlists" tab (spec 2.6): Create Playlist, the invitation to browse artists, then the playlist cards. */
export function PlaylistsTab({ userId }: { userId: string }) {
  return (
    <PlaylistCollection
      userId={userId}
      canManage
      intro={<AttractSubmissionsCard />}
      emptyState={<DashboardEmptyState title="No playlists yet" hint="Create a playlist to start receiving submissions." />}
    />
  );
}
