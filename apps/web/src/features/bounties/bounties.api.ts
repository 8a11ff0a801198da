import { BALANCE_TAG, USER_SONGS_TAG } from '../../api/cache-tags';
import { bountiesApi as generatedBountiesApi } from './bounties.api.generated';

export type {
  ActiveBountyResponse as ActiveBounty,
  CampaignResponse as Campaign,
  DiscoverableBountyResponse as DiscoverableBounty,
  DiscoverBountiesApiArg as DiscoveryFilter,
} from './bounties.api.generated';

const ACTIVE_BOUNTIES = 'ActiveBounties' as const;
const OPEN_BOUNTIES = 'OpenBounties' as const;
const CAMPAIGNS = 'Campaigns' as const;

/** A bounty's coins and its song's card change with it, and so do the lists of bounties. */
const bountyChanged = [BALANCE_TAG, USER_SONGS_TAG, ACTIVE_BOUNTIES, OPEN_BOUNTIES] as const;

/** The generated bounty and campaign endpoints plus caching. */
export const bountiesApi = generatedBountiesApi.enhanceEndpoints({
  addTagTypes: [BALANCE_TAG, USER_SONGS_TAG, ACTIVE_BOUNTIES, OPEN_BOUNTIES, CAMPAIGNS],
  endpoints: {
    listActiveBounties: { providesTags: [ACTIVE_BOUNTIES] },
    discoverBounties: { providesTags: [OPEN_BOUNTIES] },
    listCampaigns: { providesTags: [CAMPAIGNS] },
    setBounty: { invalidatesTags: (result) => (result ? bountyChanged : []) },
    editBounty: { invalidatesTags: (result) => (result ? bountyChanged : []) },
    cancelBounty: { invalidatesTags: (result) => (result ? bountyChanged : []) },
    claimBounty: { invalidatesTags: (result) => (result ? [OPEN_BOUNTIES, CAMPAIGNS] : []) },
    updateCampaign: { invalidatesTags: (result) => (result ? [CAMPAIGNS, OPEN_BOUNTIES, BALANCE_TAG] : []) },
  },
});

export const {
  useSetBountyMutation,
  useEditBountyMutation,
  useCancelBountyMutation,
  useListActiveBountiesQuery,
  useDiscoverBountiesQuery,
  useClaimBountyMutation,
  useListCampaignsQuery,
  useUpdateCampaignMutation,
} = bountiesApi;
