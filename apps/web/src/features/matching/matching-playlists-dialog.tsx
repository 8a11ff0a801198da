import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { failureMessage } from '../../api/api-error';
import { Button } from '../../components/button';
import { ModalDialog } from '../../components/modal-dialog';
import { MatchList } from './match-list';
import type { Tag } from '../tags';
import { useGetMatchingPlaylistsQuery } from './matching.api';

export interface MatchingSong {
  id: string;
  title: string;
  tags: readonly Tag[];
  /** False while the song is hidden: hidden songs are never matched. */
  isActive?: boolean;
}

interface MatchingPlaylistsDialogProps {
  song: MatchingSong;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function Loading() {
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-10 text-slate-600">
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-slate-700" />
      Finding matching playlists…
    </p>
  );
}

function EmptyMatches({ song }: { song: MatchingSong }) {
  const hint =
    song.isActive === false
      ? 'The song is hidden, and hidden songs are not matched: unhide it to see its matches.'
      : `Add more tags to it (genres, moods, instruments) so that more playlists can match: it has ${song.tags.length} of the 10 a song can have.`;
  return (
    <div className="rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center">
      <p className="font-semibold text-slate-900">No matching playlists found for this song.</p>
      <p className="mt-1 text-sm text-slate-600">{hint}</p>
    </div>
  );
}

/**
 * MatchMe (spec 2.6): the open playlists whose tags fit the song, best match first. The list is
 * fetched afresh each time the dialog opens, as songs and playlists change in between.
 */
export function MatchingPlaylistsDialog({ song, open, onOpenChange }: MatchingPlaylistsDialogProps) {
  const { data: playlists, error, isFetching, refetch } = useGetMatchingPlaylistsQuery(open ? song.id : skipToken, { refetchOnMountOrArgChange: true });
  const [selectedId, setSelectedId] = useState<string | null>(null);

  function handleOpenChange(next: boolean) {
    if (!next) setSelectedId(null);
    onOpenChange(next);
  }

  function body() {
    if (isFetching) return <Loading />;
    if (error || !playlists) {
      return (
        <div role="alert" className="grid justify-items-center gap-3 py-8 text-center">
          <p className="text-slate-800">{failureMessage(error, 'Could not load matching playlists')}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      );
    }
    if (playlists.length === 0) return <EmptyMatches song={song} />;
    return <MatchList playlists={playlists} songId={song.id} songTitle={song.title} selectedId={selectedId} onSelect={setSelectedId} />;
  }

  return (
    <ModalDialog open={open} onOpenChange={handleOpenChange} size="wide" title="Matching Playlists" description={`Playlists whose tags fit “${song.title}”, best match first.`}>
      {body()}
    </ModalDialog>
  );
}
