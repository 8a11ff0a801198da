import { BALANCE_TAG, CAMPAIGNS_TAG, OPEN_BOUNTIES_TAG, USER_SONGS_TAG } from '../../api/cache-tags';
import { bountiesApi as generatedBountiesApi } from './bounties.api.generated';

export type {
  ActiveBountyResponse as ActiveBounty,
  DiscoverableBountyResponse as DiscoverableBounty,
  DiscoverBountiesApiArg as DiscoveryFilter,
  DiscoverySummaryResponse as DiscoverySummary,
} from './bounties.api.generated';

const ACTIVE_BOUNTIES = 'ActiveBounties' as const;

/** A bounty's coins and its song's card change with it, and so do the lists of bounties and campaigns (a cancel ends a pending campaign). */
const bountyChanged = [BALANCE_TAG, USER_SONGS_TAG, ACTIVE_BOUNTIES, OPEN_BOUNTIES_TAG, CAMPAIGNS_TAG] as const;

/** The generated bounty endpoints plus caching. */
export const bountiesApi = generatedBountiesApi.enhanceEndpoints({
  addTagTypes: [BALANCE_TAG, USER_SONGS_TAG, ACTIVE_BOUNTIES, OPEN_BOUNTIES_TAG, CAMPAIGNS_TAG],
  endpoints: {
    listActiveBounties: { providesTags: [ACTIVE_BOUNTIES] },
    discoverBounties: { providesTags: [OPEN_BOUNTIES_TAG] },
    summarizeBountyDiscovery: { providesTags: [OPEN_BOUNTIES_TAG] },
    setBounty: { invalidatesTags: (result) => (result ? bountyChanged : []) },
    editBounty: { invalidatesTags: (result) => (result ? bountyChanged : []) },
    cancelBounty: { invalidatesTags: (result) => (result ? bountyChanged : []) },
    claimBounty: { invalidatesTags: (result) => (result ? [OPEN_BOUNTIES_TAG, CAMPAIGNS_TAG] : []) },
  },
});

export const {
  useSetBountyMutation,
  useEditBountyMutation,
  useCancelBountyMutation,
  useListActiveBountiesQuery,
  useDiscoverBountiesQuery,
  useSummarizeBountyDiscoveryQuery,
  useClaimBountyMutation,
} = bountiesApi;
