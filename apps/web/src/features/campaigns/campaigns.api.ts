import { BALANCE_TAG, CAMPAIGNS_TAG, OPEN_BOUNTIES_TAG } from '../../api/cache-tags';
import { campaignsApi as generatedCampaignsApi } from './campaigns.api.generated';

export type { CampaignResponse as Campaign } from './campaigns.api.generated';

/** The generated campaign endpoints plus caching: an answer pays or releases coins and may reopen the bounty. */
export const campaignsApi = generatedCampaignsApi.enhanceEndpoints({
  addTagTypes: [BALANCE_TAG, CAMPAIGNS_TAG, OPEN_BOUNTIES_TAG],
  endpoints: {
    listCampaigns: { providesTags: [CAMPAIGNS_TAG] },
    listArtistCampaigns: { providesTags: [CAMPAIGNS_TAG] },
    updateCampaign: { invalidatesTags: (result) => (result ? [CAMPAIGNS_TAG, OPEN_BOUNTIES_TAG, BALANCE_TAG] : []) },
  },
});

export const { useListCampaignsQuery, useListArtistCampaignsQuery, useUpdateCampaignMutation } = campaignsApi;
