// What other features and the app may use of this feature; they import nothing else from its folder.
export { BountyCampaignItem } from './bounty-campaign-item';
export { useBountyCampaignsOf, useSongsWithBountyCampaigns } from './use-bounty-campaigns';
