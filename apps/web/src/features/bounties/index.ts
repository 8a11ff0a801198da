// What other features and the app may use of this feature; they import nothing else from its folder.
export { ActiveBounties } from './active-bounties';
export { CancelBountyDialog } from './cancel-bounty-dialog';
export { type BountySong, SetBountyDialog } from './set-bounty-dialog';
export { useCampaignsUnderWay } from './use-campaigns-under-way';
