import { CounterCards } from '../../components/counter-cards';
import { ModalDialog } from '../../components/modal-dialog';
import { roleAccent } from '../../components/role-accent';
import { BountyCampaignItem, useBountyCampaignsOf } from '../campaigns';
import { SongCampaignItem } from './song-campaign-item';
import { submissionCounters } from './submission-counts';
import { useListSongSubmissionsQuery } from './submissions.api';

/**
 * A song's campaigns (the per-song Campaigns dialog, spec 2.6): its requests, how many in each
 * status, then where each went and how it went; then the campaigns curators ran on its bounties,
 * whose feedback the artist paid for.
 */
export function SongSubmissionsDialog({ song, onClose }: { song: { id: string; title: string }; onClose: () => void }) {
  const { data, isLoading, isError } = useListSongSubmissionsQuery(song.id);
  const bounty = useBountyCampaignsOf(song.id);
  const nothingYet = data?.length === 0 && bounty.campaigns?.length === 0;
  return (
    <ModalDialog open onOpenChange={(open) => !open && onClose()} size="wide" title="Campaigns" description={`Requests and bounty campaigns for “${song.title}”, newest first.`}>
      {isLoading && <p className="text-slate-600">Loading…</p>}
      {(isError || bounty.isError) && <p className="text-red-800">The campaigns could not be loaded.</p>}
      {nothingYet && <p className="py-6 text-center text-slate-700">No requests for this song yet. Use MatchMe to send one.</p>}
      <div className="grid gap-4">
        {data && data.length > 0 && (
          <>
            <CounterCards label="Requests by status" counters={submissionCounters(data)} borderClassName={roleAccent.artist.border} />
            <ul aria-label="Requests" className="grid gap-3">
              {data.map((submission) => (
                <li key={submission.id}>
                  <SongCampaignItem submission={submission} />
                </li>
              ))}
            </ul>
          </>
        )}
        {bounty.campaigns && bounty.campaigns.length > 0 && (
          <section aria-labelledby="bounty-campaigns-heading" className="grid gap-3">
            <h3 id="bounty-campaigns-heading" className="font-semibold text-slate-900">
              Bounty campaigns
            </h3>
            <ul aria-labelledby="bounty-campaigns-heading" className="grid gap-3">
              {bounty.campaigns.map((campaign) => (
                <li key={campaign.id}>
                  <BountyCampaignItem campaign={campaign} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </ModalDialog>
  );
}
