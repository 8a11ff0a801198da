import { useState } from 'react';
import { Link } from '../../components/link';
import { Button } from '../../components/button';
import { SelectField } from '../../components/form-fields';
import { ModalDialog } from '../../components/modal-dialog';
import { useSignedInUser } from '../auth';
import { useGetUserSongsQuery } from '../songs';
import { type CampaignPlaylist, RequestCampaignForm } from './request-campaign-dialog';

/**
 * Request Campaign from a playlist found in search (spec 2.10: "Submit to New Playlist" leads
 * there): the artist chooses which of their songs to send, then the usual type, price and message.
 */
export function RequestCampaignForPlaylistButton({ playlist }: { playlist: CampaignPlaylist }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="artist" className="px-3" onClick={() => setOpen(true)}>
        Request Campaign<span className="sr-only"> for {playlist.name}</span>
      </Button>
      <ModalDialog open={open} onOpenChange={setOpen} title="Request Campaign" description={`Send one of your songs to ${playlist.name}`}>
        {open && <SongChoiceAndRequest playlist={playlist} onDone={() => setOpen(false)} />}
      </ModalDialog>
    </>
  );
}

function SongChoiceAndRequest({ playlist, onDone }: { playlist: CampaignPlaylist; onDone: () => void }) {
  const user = useSignedInUser();
  const { data: songs, isLoading } = useGetUserSongsQuery(user.id);
  // Hidden songs cannot be sent (the server refuses them), so they are not offered.
  const sendable = (songs ?? []).filter((song) => song.isActive);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = sendable.find((song) => song.id === chosenId) ?? sendable[0];

  if (isLoading) return <p className="text-slate-600">Loading your songs…</p>;
  if (!chosen) {
    return (
      <div className="grid gap-3 text-slate-700">
        <p>A request sends one of your songs, and you have none to send yet: add a song (or unhide one) on your dashboard first.</p>
        <Link to="/" onClick={onDone} className="justify-self-start font-semibold text-artist underline">
          Go to My Songs
        </Link>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <SelectField label="Song" value={chosen.id} options={sendable.map((song) => ({ value: song.id, label: song.title }))} onChange={setChosenId} error={undefined} />
      <RequestCampaignForm song={chosen} playlist={playlist} onDone={onDone} />
    </div>
  );
}
