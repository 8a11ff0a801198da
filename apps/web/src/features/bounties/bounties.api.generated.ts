import { baseApi as api } from "../../api/base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    setBounty: build.mutation<SetBountyApiResponse, SetBountyApiArg>({
      query: (queryArg) => ({
        url: `/api/songs/${queryArg.songId}/bounty`,
        method: "POST",
        body: queryArg.bountyTermsRequest,
      }),
    }),
    editBounty: build.mutation<EditBountyApiResponse, EditBountyApiArg>({
      query: (queryArg) => ({
        url: `/api/songs/${queryArg.songId}/bounty`,
        method: "PATCH",
        body: queryArg.bountyTermsRequest,
      }),
    }),
    cancelBounty: build.mutation<CancelBountyApiResponse, CancelBountyApiArg>({
      query: (queryArg) => ({
        url: `/api/songs/${queryArg}/bounty`,
        method: "DELETE",
      }),
    }),
    listActiveBounties: build.query<
      ListActiveBountiesApiResponse,
      ListActiveBountiesApiArg
    >({
      query: () => ({ url: `/api/user/active-bounties` }),
    }),
    discoverBounties: build.query<
      DiscoverBountiesApiResponse,
      DiscoverBountiesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/bounties/discover`,
        params: {
          search: queryArg.search,
          min: queryArg.min,
          max: queryArg.max,
          sort: queryArg.sort,
          limit: queryArg.limit,
          offset: queryArg.offset,
        },
      }),
    }),
    summarizeBountyDiscovery: build.query<
      SummarizeBountyDiscoveryApiResponse,
      SummarizeBountyDiscoveryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/bounties/discover/summary`,
        params: {
          search: queryArg.search,
          min: queryArg.min,
          max: queryArg.max,
        },
      }),
    }),
    claimBounty: build.mutation<ClaimBountyApiResponse, ClaimBountyApiArg>({
      query: (queryArg) => ({
        url: `/api/bounties/${queryArg}/claim`,
        method: "POST",
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as bountiesApi };
export type SetBountyApiResponse = /** status 201  */ BountyResponse;
export type SetBountyApiArg = {
  songId: string;
  bountyTermsRequest: BountyTermsRequest;
};
export type EditBountyApiResponse = /** status 200  */ BountyResponse;
export type EditBountyApiArg = {
  songId: string;
  bountyTermsRequest: BountyTermsRequest;
};
export type CancelBountyApiResponse =
  /** status 200  */ CancelledBountyResponse;
export type CancelBountyApiArg = string;
export type ListActiveBountiesApiResponse =
  /** status 200  */ ActiveBountyResponse[];
export type ListActiveBountiesApiArg = void;
export type DiscoverBountiesApiResponse =
  /** status 200  */ DiscoverableBountyResponse[];
export type DiscoverBountiesApiArg = {
  /** Song title, artist name or tag name, any case */
  search?: string;
  /** Lowest total bounty, VC */
  min?: number;
  /** Highest total bounty, VC */
  max?: number;
  sort?: "best_match" | "highest_bounty" | "most_recent";
  /** Bounties to answer at the most */
  limit?: number;
  /** Bounties of the sorted list to skip */
  offset?: number;
};
export type SummarizeBountyDiscoveryApiResponse =
  /** status 200  */ DiscoverySummaryResponse;
export type SummarizeBountyDiscoveryApiArg = {
  /** Song title, artist name or tag name, any case */
  search?: string;
  /** Lowest total bounty, VC */
  min?: number;
  /** Highest total bounty, VC */
  max?: number;
};
export type ClaimBountyApiResponse = /** status 201  */ CampaignResponse;
export type ClaimBountyApiArg = string;
export type BountyResponse = {
  id: string;
  songId: string;
  reviewAmount: number;
  /** 0 for a review-only bounty */
  placementAmount: number;
  /** Reserved from the artist’s coins until the bounty ends */
  totalAmount: number;
  serviceType: "review" | "both";
  description: string | null;
  expiresAt: string;
};
export type FieldErrorBody = {
  field: string;
  message: string;
};
export type ErrorBody = {
  message: string;
  errors?: FieldErrorBody[];
};
export type BountyTermsRequest = {
  reviewAmount: number;
  /** 50–300 in steps of 25; 0 for review only */
  placementAmount: number;
  /** Special instructions, trimmed */
  description?: string | null;
  serviceType?: "review" | "both";
};
export type CancelledBountyResponse = {
  /** VC back in the artist’s available coins */
  releasedAmount: number;
};
export type ActiveBountyResponse = {
  id: string;
  songId: string;
  songTitle: string;
  reviewAmount: number;
  placementAmount: number;
  totalAmount: number;
  serviceType: "review" | "both";
  expiresAt: string;
  /** A curator has claimed it (pending or active campaign) */
  hasCampaign: boolean;
  /** While a curator holds it: when the campaign must be accepted (pending) or completed (active) by, or it ends and the bounty reopens */
  campaignDeadline: string | null;
  /** While a curator holds it: pending until they accept (cancelling ends their claim), active while they work (it can be cancelled only once the deadline has passed) */
  campaignStatus: ("pending" | "active") | null;
};
export type BountyTagResponse = {
  id: number;
  name: string;
  category: string;
};
export type DiscoverableBountyResponse = {
  id: string;
  songId: string;
  artistId: string;
  artistName: string;
  artistProfileImageUrl: string | null;
  songTitle: string;
  spotifyUrl: string | null;
  coverArtUrl: string | null;
  tags: BountyTagResponse[];
  description: string | null;
  /** The song’s best match (0–100) against the curator’s playlists that accept submissions */
  matchScore: number;
  /** How many of the curator’s playlists match at 60% or more */
  estimatedPlaylists: number;
  totalAmount: number;
  reviewAmount: number;
  placementAmount: number;
  serviceType: "review" | "both";
  expiresAt: string;
  createdAt: string;
};
export type DiscoverySummaryResponse = {
  /** Open bounties the filter finds */
  available: number;
  /** Their total, VC */
  totalValue: number;
  /** Those whose song matches one of the curator’s playlists at 80% or more */
  highMatches: number;
  /** Their average match, rounded (0 when none) */
  averageMatch: number;
};
export type CampaignArtistResponse = {
  id: string;
  displayName: string;
  profileImageUrl: string | null;
};
export type CampaignSongResponse = {
  id: string;
  title: string;
  spotifyUrl: string | null;
  tags: BountyTagResponse[];
};
export type CampaignPlaylistResponse = {
  id: string;
  name: string;
  followerCount: number;
  spotifyUrl: string | null;
};
export type CampaignResponse = {
  id: string;
  /** expired: not accepted or completed by its deadline, its curator can no longer work, or its bounty ended before it was accepted */
  status: "pending" | "active" | "completed" | "rejected" | "expired";
  /** Accept by (pending) or complete by (active); null once it ended */
  deadline: string | null;
  /** Why an expired campaign ended */
  endReason:
    | (
        | "not_accepted"
        | "not_completed"
        | "curator_unavailable"
        | "bounty_cancelled"
        | "bounty_expired"
      )
    | null;
  bountyId: string;
  /** The bounty’s total in VC */
  bountyAmount: number;
  reviewAmount: number;
  placementAmount: number;
  /** The bounty’s service type */
  campaignType: "review" | "both";
  outcome: ("reviewed" | "placed") | null;
  /** The artist’s special instructions */
  message: string | null;
  curatorFeedback: string | null;
  /** Numeric string */
  matchPercentage: string;
  /** VC paid to the curator on completion */
  paidAmount: number;
  createdAt: string;
  updatedAt: string;
  artist: CampaignArtistResponse;
  song: CampaignSongResponse;
  /** The curator’s best-matching playlist when claimed */
  playlist: (CampaignPlaylistResponse | (null | null)) | null;
};
export const {
  useSetBountyMutation,
  useEditBountyMutation,
  useCancelBountyMutation,
  useListActiveBountiesQuery,
  useDiscoverBountiesQuery,
  useSummarizeBountyDiscoveryQuery,
  useClaimBountyMutation,
} = injectedRtkApi;
