import { Button } from '../../components/button';
import { IconButton } from '../../components/icon-button';
import { EyeIcon, EyeOffIcon, PencilIcon, TargetIcon, TrashIcon } from '../../components/action-icons';
import { type CampaignUnderWay, cancellable } from './song-display';
import type { Song } from './songs.api';

/** What the owner of a song can do from its card. */
export interface SongCardActions {
  onEdit: (song: Song) => void;
  onDelete: (song: Song) => void;
  onChangeVisibility: (song: Song) => void;
  /** Opens the song's matching playlists; no MatchMe button without it. */
  onMatchMe?: (song: Song) => void;
  /** Set Bounty on a song without one, Edit Bounty and Cancel Bounty on one with one; no bounty buttons without them. */
  onSetBounty?: (song: Song) => void;
  onEditBounty?: (song: Song) => void;
  onCancelBounty?: (song: Song) => void;
  /** Opens the song's campaigns; the button shows only on a song that has some (spec 2.6): requests, or campaigns on its bounties. */
  onShowCampaigns?: (song: Song) => void;
  /** Whether curators ran campaigns on the song's bounties (the card knows only its requests). */
  hasBountyCampaigns?: (song: Song) => boolean;
}

/** `campaign`: a curator holds the song's bounty, whose terms then cannot change. */
export function SongOwnerActions({ song, actions, campaign }: { song: Song; actions: SongCardActions; campaign?: CampaignUnderWay }) {
  const { onEdit, onDelete, onChangeVisibility, onMatchMe } = actions;
  return (
    <>
      {onMatchMe && (
        <Button variant="secondary" className="px-3" onClick={() => onMatchMe(song)}>
          <TargetIcon className="size-4 text-artist" />
          MatchMe
          <span className="sr-only"> for {song.title}</span>
        </Button>
      )}
      <MarketplaceActions song={song} actions={actions} campaign={campaign} />
      <div className="ml-auto flex gap-1.5">
        <IconButton label={`Edit ${song.title}`} hint="Edit song" onClick={() => onEdit(song)}>
          <PencilIcon className="size-4" />
        </IconButton>
        <IconButton
          label={`${song.isActive ? 'Hide' : 'Unhide'} ${song.title}`}
          hint={song.isActive ? 'Hide from curators' : 'Show to curators again'}
          onClick={() => onChangeVisibility(song)}
        >
          {song.isActive ? <EyeOffIcon className="size-4" /> : <EyeIcon className="size-4" />}
        </IconButton>
        <IconButton label={`Delete ${song.title}`} hint="Delete song" tone="danger" onClick={() => onDelete(song)}>
          <TrashIcon className="size-4" />
        </IconButton>
      </div>
    </>
  );
}

/** The song's bounty and its campaigns (spec 2.6). */
function MarketplaceActions({ song, actions, campaign }: { song: Song; actions: SongCardActions; campaign?: CampaignUnderWay }) {
  const { onSetBounty, onEditBounty, onCancelBounty, onShowCampaigns, hasBountyCampaigns } = actions;
  const hasCampaigns = song.submissions.length > 0 || hasBountyCampaigns?.(song) === true;
  const bountyActions = song.hasBounty
    ? [
        onEditBounty && { label: 'Edit Bounty', run: onEditBounty, disabled: campaign !== undefined },
        onCancelBounty && { label: 'Cancel Bounty', run: onCancelBounty, disabled: !cancellable(campaign) },
      ]
    : [onSetBounty && { label: 'Set Bounty', run: onSetBounty, disabled: false }];
  return (
    <>
      {bountyActions.map(
        (action) =>
          action && (
            <Button key={action.label} variant="secondary" className="px-3" disabled={action.disabled} onClick={() => action.run(song)}>
              {action.label}
              <span className="sr-only"> on {song.title}</span>
            </Button>
          ),
      )}
      {onShowCampaigns && hasCampaigns && (
        <Button variant="secondary" className="px-3" onClick={() => onShowCampaigns(song)}>
          Campaigns
          <span className="sr-only"> of {song.title}</span>
        </Button>
      )}
    </>
  );
}
