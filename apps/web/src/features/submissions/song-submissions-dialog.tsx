import { ModalDialog } from '../../components/modal-dialog';
import { SubmissionCard } from './submission-card';
import { useListSongSubmissionsQuery } from './submissions.api';

/** A song's campaign requests (the per-song Campaigns dialog): where it was sent and how each went. */
export function SongSubmissionsDialog({ song, onClose }: { song: { id: string; title: string }; onClose: () => void }) {
  const { data, isLoading, isError } = useListSongSubmissionsQuery(song.id);
  return (
    <ModalDialog open onOpenChange={(open) => !open && onClose()} size="wide" title="Campaigns" description={`Requests for “${song.title}”, newest first.`}>
      {isLoading && <p className="text-slate-600">Loading…</p>}
      {isError && <p className="text-red-800">The requests could not be loaded.</p>}
      {data && data.length === 0 && <p className="py-6 text-center text-slate-700">No requests for this song yet. Use MatchMe to send one.</p>}
      {data && data.length > 0 && (
        <ul className="grid gap-3">
          {data.map((submission) => (
            <li key={submission.id}>
              <SubmissionCard submission={submission} perspective="artist" />
            </li>
          ))}
        </ul>
      )}
    </ModalDialog>
  );
}
