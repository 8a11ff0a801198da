/**
 * Cache tags that more than one feature provides or invalidates: a write in one feature refreshes
 * what another shows (a bounty moves coins; a request changes a song's card).
 */
export const BALANCE_TAG = 'Balance' as const;
export const USER_SONGS_TAG = 'UserSongs' as const;
export const CURRENT_USER_TAG = 'CurrentUser' as const;
/** A claim opens a campaign; a campaign that ends unpaid reopens its bounty. */
export const CAMPAIGNS_TAG = 'Campaigns' as const;
export const OPEN_BOUNTIES_TAG = 'OpenBounties' as const;
