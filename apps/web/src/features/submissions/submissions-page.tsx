import * as Tabs from '../../components/tabs';
import { Link } from '../../components/link';
import { buttonClassName } from '../../components/button';
import { CardGrid } from '../../components/card-grid';
import { CounterCards } from '../../components/counter-cards';
import { roleAccent } from '../../components/role-accent';
import { type ActiveRole, hasArtistTools, hasCuratorTools, useRole, useRoleTab } from '../roles';
import { AnswerActions } from './answer-actions';
import { SubmissionCard } from './submission-card';
import { submissionCounters } from './submission-counts';
import { type Submission, useListReceivedSubmissionsQuery, useListSentSubmissionsQuery } from './submissions.api';

function SubmissionList({ list, perspective, empty }: { list: readonly Submission[]; perspective: 'artist' | 'curator'; empty: string }) {
  if (list.length === 0) return <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-700">{empty}</p>;
  return (
    <CardGrid heading={perspective === 'artist' ? 'Sent submissions' : 'Received submissions'} className="grid gap-4 md:grid-cols-2">
      {list.map((submission) => (
        <li key={submission.id} className="grid">
          <SubmissionCard submission={submission} perspective={perspective}>
            {perspective === 'curator' && submission.status === 'pending' && <AnswerActions submission={submission} />}
          </SubmissionCard>
        </li>
      ))}
    </CardGrid>
  );
}

/**
 * The tab shown: sent submissions are the artist role's, received the curator role's (spec section
 * 6); for a "both" user switching the tab switches the active role, as the dashboard's tabs do.
 */
const tabForRole = { artist: 'sent', curator: 'received' } as const satisfies Record<ActiveRole, 'sent' | 'received'>;

/** Submissions (spec 2.10): Sent for artists, Received for curators, with the shown tab's counters; curators answer pending requests here. */
export function SubmissionsPage() {
  const { role } = useRole();
  const sendsRequests = hasArtistTools(role);
  const receives = hasCuratorTools(role);
  const sent = useListSentSubmissionsQuery(undefined, { skip: !sendsRequests });
  const received = useListReceivedSubmissionsQuery(undefined, { skip: !receives });
  const [tab, setTab] = useRoleTab(tabForRole);
  const shown = (tab === 'sent' ? sent.data : received.data) ?? [];

  return (
    <main className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">Submissions</h1>
        {sendsRequests && (
          <Link to="/search?tab=playlists" className={buttonClassName('artist')}>
            Submit to New Playlist
          </Link>
        )}
      </div>
      <CounterCards label="Submission counts" counters={submissionCounters(shown)} borderClassName={roleAccent[tab === 'sent' ? 'artist' : 'curator'].border} />
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List aria-label="Submissions" className="mb-4 inline-flex gap-1 rounded-lg bg-white p-1 shadow-sm">
          {sendsRequests && (
            <Tabs.Trigger value="sent" className="rounded-md px-4 py-2 text-sm font-semibold text-slate-700 data-[state=active]:bg-artist data-[state=active]:text-white">
              Sent ({sent.data?.length ?? 0})
            </Tabs.Trigger>
          )}
          {receives && (
            <Tabs.Trigger value="received" className="rounded-md px-4 py-2 text-sm font-semibold text-slate-700 data-[state=active]:bg-curator data-[state=active]:text-white">
              Received ({received.data?.length ?? 0})
            </Tabs.Trigger>
          )}
        </Tabs.List>
        {sendsRequests && (
          <Tabs.Content value="sent">
            {sent.isLoading ? <p>Loading…</p> : <SubmissionList list={sent.data ?? []} perspective="artist" empty="No requests sent yet. Open MatchMe on a song to find playlists that fit it." />}
          </Tabs.Content>
        )}
        {receives && (
          <Tabs.Content value="received">
            {received.isLoading ? <p>Loading…</p> : <SubmissionList list={received.data ?? []} perspective="curator" empty="No requests received yet. Artists find your open playlists through matching." />}
          </Tabs.Content>
        )}
      </Tabs.Root>
    </main>
  );
}
