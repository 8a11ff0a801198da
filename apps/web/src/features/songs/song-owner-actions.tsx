import { Button } from '../../components/button';
import { IconButton } from '../../components/icon-button';
import { EyeIcon, EyeOffIcon, PencilIcon, TargetIcon, TrashIcon } from '../../components/action-icons';
import type { Song } from './songs.api';

/** What the owner of a song can do from its card. */
export interface SongCardActions {
  onEdit: (song: Song) => void;
  onDelete: (song: Song) => void;
  onChangeVisibility: (song: Song) => void;
  /** Opens the song's matching playlists; no MatchMe button without it. */
  onMatchMe?: (song: Song) => void;
}

export function SongOwnerActions({ song, actions }: { song: Song; actions: SongCardActions }) {
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
