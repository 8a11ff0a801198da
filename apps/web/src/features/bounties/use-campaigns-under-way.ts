import { useMemo } from 'react';
import { useListActiveBountiesQuery } from './bounties.api';

/**
 * The artist's songs whose bounty a curator holds: by when their campaign must be accepted
 * (pending) or completed (accepted), or it ends and the bounty reopens; song id to the campaign.
 */
export function useCampaignsUnderWay(): ReadonlyMap<string, { deadline: string; accepted: boolean }> {
  const { data: bounties } = useListActiveBountiesQuery();
  return useMemo(
    () =>
      new Map(
        (bounties ?? []).flatMap(({ songId, campaignDeadline, campaignStatus }) =>
          campaignDeadline ? [[songId, { deadline: campaignDeadline, accepted: campaignStatus === 'active' }] as const] : [],
        ),
      ),
    [bounties],
  );
}
