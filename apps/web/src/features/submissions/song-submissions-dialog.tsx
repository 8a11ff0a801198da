import { CounterCards } from '../../components/counter-cards';
import { ModalDialog } from '../../components/modal-dialog';
import { roleAccent } from '../../components/role-accent';
import { SongCampaignItem } from './song-campaign-item';
import { submissionCounters } from './submission-counts';
import { useListSongSubmissionsQuery } from './submissions.api';

/** A song's campaign requests (the per-song Campaigns dialog, spec 2.6): how many in each status, then where each went and how it went. */
export function SongSubmissionsDialog({ song, onClose }: { song: { id: string; title: string }; onClose: () => void }) {
  const { data, isLoading, isError } = useListSongSubmissionsQuery(song.id);
  return (
    <ModalDialog open onOpenChange={(open) => !open && onClose()} size="wide" title="Campaigns" description={`Requests for “${song.title}”, newest first.`}>
      {isLoading && <p className="text-slate-600">Loading…</p>}
      {isError && <p className="text-red-800">The requests could not be loaded.</p>}
      {data && data.length === 0 && <p className="py-6 text-center text-slate-700">No requests for this song yet. Use MatchMe to send one.</p>}
      {data && data.length > 0 && (
        <div className="grid gap-4">
          <CounterCards label="Requests by status" counters={submissionCounters(data)} borderClassName={roleAccent.artist.border} />
          <ul aria-label="Requests" className="grid gap-3">
            {data.map((submission) => (
              <li key={submission.id}>
                <SongCampaignItem submission={submission} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </ModalDialog>
  );
}
