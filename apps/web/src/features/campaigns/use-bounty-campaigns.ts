import { useMemo } from 'react';
import { type Campaign, useListArtistCampaignsQuery } from './campaigns.api';

/** The artist's songs that curators ran campaigns on (their song cards offer Campaigns). */
export function useSongsWithBountyCampaigns(): ReadonlySet<string> {
  const { data: campaigns } = useListArtistCampaignsQuery();
  return useMemo(() => new Set((campaigns ?? []).map((campaign) => campaign.song.id)), [campaigns]);
}

/**
 * The campaigns curators ran on a song's bounties, newest first, asked for again each time they are
 * shown: curators move them on (accept, complete with feedback) from their own sessions.
 */
export function useBountyCampaignsOf(songId: string): { campaigns: Campaign[] | undefined; isError: boolean } {
  const { data, isError } = useListArtistCampaignsQuery(undefined, { refetchOnMountOrArgChange: true });
  const campaigns = useMemo(() => data?.filter((campaign) => campaign.song.id === songId), [data, songId]);
  return { campaigns, isError };
}
