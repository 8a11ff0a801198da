import { useState } from 'react';
import { Link } from '../../components/link';
import { buttonClassName } from '../../components/button';
import { type BountySong, CancelBountyDialog, SetBountyDialog, useCampaignsUnderWay } from '../bounties';
import { useSongsWithBountyCampaigns } from '../campaigns';
import { MatchingPlaylistsDialog, type MatchingSong } from '../matching';
import { hasArtistTools, useRole } from '../roles';
import { SongCollection } from '../songs';
import { SongSubmissionsDialog } from '../submissions';
import { BuyVibeCoinsButton, useBalance } from '../wallet';
import { DashboardEmptyState } from './dashboard-empty-state';

/** The dialog a song card opened, if any. */
type Opened = { kind: 'matching'; song: MatchingSong } | { kind: 'set-bounty' | 'edit-bounty' | 'cancel-bounty' | 'campaigns'; song: BountySong } | null;

/** The "My Songs" tab (spec 2.6): the Add Song tile (not for a curator-only account), then the song cards, each with MatchMe, its bounty and its campaigns. */
export function SongsTab({ userId }: { userId: string }) {
  const [opened, setOpened] = useState<Opened>(null);
  const { data: balance } = useBalance();
  const { role } = useRole();
  const addsSongs = hasArtistTools(role);
  const campaignsUnderWay = useCampaignsUnderWay();
  const songsWithBountyCampaigns = useSongsWithBountyCampaigns();
  const close = () => setOpened(null);
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
        canAddSongs={addsSongs}
        aiDescriptionNeedsTags
        campaignsUnderWay={campaignsUnderWay}
        marketplace={{
          onMatchMe: (song) => setOpened({ kind: 'matching', song }),
          onSetBounty: (song) => setOpened({ kind: 'set-bounty', song }),
          onEditBounty: (song) => setOpened({ kind: 'edit-bounty', song }),
          onCancelBounty: (song) => setOpened({ kind: 'cancel-bounty', song }),
          onShowCampaigns: (song) => setOpened({ kind: 'campaigns', song }),
          hasBountyCampaigns: (song) => songsWithBountyCampaigns.has(song.id),
        }}
        emptyState={<DashboardEmptyState title="Your songs will appear here" hint={addsSongs ? 'Add a song to start matching it with playlists.' : 'Only artist accounts add songs.'} />}
      />
      {opened?.kind === 'matching' && <MatchingPlaylistsDialog song={opened.song} open onOpenChange={(open) => !open && close()} />}
      {(opened?.kind === 'set-bounty' || opened?.kind === 'edit-bounty') && (
        <SetBountyDialog song={opened.song} editing={opened.kind === 'edit-bounty'} available={balance?.available} buyAction={<BuyVibeCoinsButton variant="secondary" />} onClose={close} />
      )}
      {opened?.kind === 'cancel-bounty' && <CancelBountyDialog song={opened.song} onClose={close} />}
      {opened?.kind === 'campaigns' && <SongSubmissionsDialog song={opened.song} onClose={close} />}
    </div>
  );
}
