import * as Tabs from '../../components/tabs';
import { AccessDenied } from '../../components/access-denied';
import { CardGrid } from '../../components/card-grid';
import { CounterCards } from '../../components/counter-cards';
import { MatchBadge } from '../../components/match-badge';
import { useSignedInUser } from '../auth';
import { hasCuratorTools, useScreenRole } from '../roles';
import { type Campaign, useListCampaignsQuery } from './campaigns.api';
import { CampaignActions } from './campaign-actions';
import { formatShortDateTime } from '../../components/en-us-format';

const TABS = [
  { value: 'pending', label: 'Pending' },
  { value: 'active', label: 'Active' },
  { value: 'completed', label: 'Completed' },
  { value: 'expired', label: 'Expired' },
] as const;

/** Why an expired campaign ended, in a few words. */
const END_REASON: Record<NonNullable<Campaign['endReason']>, string> = {
  not_accepted: 'Not accepted in time',
  not_completed: 'Not completed in time',
  curator_unavailable: 'Ended: curator unavailable',
  bounty_cancelled: 'Ended: the artist cancelled the bounty',
  bounty_expired: 'Ended: the bounty ran out of time',
};

/**
 * Where the curator decides: by when a pending campaign must be accepted and an active one
 * completed (after that it ends unpaid and the bounty reopens), or why an expired one ended.
 */
function CampaignDeadline({ campaign }: { campaign: Campaign }) {
  if (campaign.status === 'expired') {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">Expired</span>
        {campaign.endReason && END_REASON[campaign.endReason]}
      </p>
    );
  }
  if (!campaign.deadline || (campaign.status !== 'pending' && campaign.status !== 'active')) return null;
  return (
    <p className="text-sm font-semibold text-curator-strong">
      {campaign.status === 'pending' ? 'Accept by' : 'Complete by'} <time dateTime={campaign.deadline}>{formatShortDateTime(new Date(campaign.deadline))}</time>
    </p>
  );
}

const TYPE_LABEL = { review: 'Review', both: 'Review + Placement' } as const;

function CampaignCard({ campaign }: { campaign: Campaign }) {
  return (
    <article aria-label={`Campaign for ${campaign.song.title}`} className="grid grid-cols-1 gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{campaign.song.title}</h3>
          <p className="text-sm text-slate-600">
            by {campaign.artist.displayName || 'an artist'}
            {campaign.playlist && ` · for ${campaign.playlist.name}`}
          </p>
        </div>
        <MatchBadge percentage={Number(campaign.matchPercentage)} />
      </div>
      <p className="text-sm">
        <span className="font-semibold">{TYPE_LABEL[campaign.campaignType]}</span> · bounty {campaign.bountyAmount} VC
        {campaign.status === 'completed' && ` · you earned ${campaign.paidAmount} VC`}
      </p>
      <CampaignDeadline campaign={campaign} />
      {campaign.message && <p className="text-sm text-slate-700">“{campaign.message}”</p>}
      {campaign.curatorFeedback && <p className="text-sm text-slate-600">Your feedback: {campaign.curatorFeedback}</p>}
      <CampaignActions campaign={campaign} />
    </article>
  );
}

/** Campaign management (spec 2.11): the curator's campaigns by state, with counters and actions. */
export function CampaignsPage() {
  const user = useSignedInUser();
  if (!user.role || !hasCuratorTools(user.role)) return <AccessDenied message="You need curator privileges to access campaign management." />;
  return <Campaigns />;
}

function Campaigns() {
  useScreenRole('curator');
  const { data: campaigns, isLoading, isError } = useListCampaignsQuery();
  const count = (status: Campaign['status']) => campaigns?.filter((c) => c.status === status).length ?? 0;
  const earned = campaigns?.reduce((sum, c) => sum + c.paidAmount, 0) ?? 0;
  return (
    <main className="mx-auto grid max-w-5xl grid-cols-1 gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Campaign Management</h1>
      <CounterCards
        label="Campaign counts"
        borderClassName="border-curator"
        counters={[
          ['Total', campaigns?.length ?? 0],
          ['Pending', count('pending')],
          ['Active', count('active')],
          ['Completed', count('completed')],
          ['Rejected', count('rejected')],
          ['Total VC', earned],
        ]}
      />
      {isLoading && <p className="text-slate-600">Loading campaigns…</p>}
      {isError && <p className="text-red-800">Failed to fetch campaigns</p>}
      {campaigns && (
        <Tabs.Root defaultValue="pending">
          <Tabs.List aria-label="Campaigns by state" className="mb-4 flex w-fit max-w-full gap-1 overflow-x-auto rounded-lg bg-white p-1 shadow-sm">
            {TABS.map((tab) => (
              <Tabs.Trigger
                key={tab.value}
                value={tab.value}
                className="shrink-0 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 sm:px-4 data-[state=active]:bg-curator data-[state=active]:text-white focus-visible:outline-2 focus-visible:outline-slate-900"
              >
                {tab.label} ({count(tab.value)})
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {TABS.map((tab) => {
            const shown = campaigns.filter((c) => c.status === tab.value);
            return (
              <Tabs.Content key={tab.value} value={tab.value} className="focus-visible:outline-none">
                {shown.length === 0 ? (
                  <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-700">
                    No {tab.label.toLowerCase()} campaigns.{tab.value !== 'expired' && ' Claim a bounty in Bounty Discovery to start one.'}
                  </p>
                ) : (
                  <CardGrid heading={`${tab.label} campaigns`} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                    {shown.map((campaign) => (
                      <li key={campaign.id} className="grid min-w-0 grid-cols-1">
                        <CampaignCard campaign={campaign} />
                      </li>
                    ))}
                  </CardGrid>
                )}
              </Tabs.Content>
            );
          })}
        </Tabs.Root>
      )}
    </main>
  );
}
