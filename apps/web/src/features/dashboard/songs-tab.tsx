import { Link } from 'react-router-dom';
import { buttonClassName } from '../../components/button';
import { ComingSoonButton } from '../../components/coming-soon-button';
import { useGetUserSongsQuery } from '../profile';
import { DashboardEmptyState } from './dashboard-empty-state';

/**
 * The "My Songs" tab (spec 2.6). The Add Song dialog and the song cards come with the catalog
 * issue; until then the list is always empty.
 */
export function SongsTab({ userId }: { userId: string }) {
  const { data: songs } = useGetUserSongsQuery(userId);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ComingSoonButton hint="Adding songs comes soon" variant="artist">
          + Add Song
        </ComingSoonButton>
        <Link to="/search" className={buttonClassName('secondary')}>
          Find Matching Playlists
        </Link>
      </div>
      {songs?.length === 0 && <DashboardEmptyState title="Your songs will appear here" hint="Add a song to start matching it with playlists." />}
    </div>
  );
}
