import { useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../components/button';
import { MatchingPlaylistsDialog, type MatchingSong } from '../matching';
import { SongCollection } from '../songs';
import { DashboardEmptyState } from './dashboard-empty-state';

/** The "My Songs" tab (spec 2.6): the Add Song tile, then the song cards, each with MatchMe. */
export function SongsTab({ userId }: { userId: string }) {
  const [matching, setMatching] = useState<MatchingSong | null>(null);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-end gap-3">
        <Link to="/search?tab=playlists" className={buttonClassName('secondary')}>
          Find Matching Playlists
        </Link>
      </div>
      <SongCollection
        userId={userId}
        canManage
        aiDescriptionNeedsTags
        onMatchMe={setMatching}
        emptyState={<DashboardEmptyState title="Your songs will appear here" hint="Add a song to start matching it with playlists." />}
      />
      {matching && <MatchingPlaylistsDialog song={matching} open onOpenChange={(open) => !open && setMatching(null)} />}
    </div>
  );
}
