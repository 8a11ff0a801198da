import { useMemo } from 'react';
import { useListActiveBountiesQuery } from './bounties.api';

/**
 * The artist's songs whose bounty a curator holds, with the time their campaign must be accepted
 * (pending) or completed (active) by, or it ends and the bounty reopens: song id to ISO date-time.
 */
export function useCampaignDeadlines(): ReadonlyMap<string, string> {
  const { data: bounties } = useListActiveBountiesQuery();
  return useMemo(() => new Map((bounties ?? []).flatMap((bounty) => (bounty.campaignDeadline ? [[bounty.songId, bounty.campaignDeadline] as const] : []))), [bounties]);
}
