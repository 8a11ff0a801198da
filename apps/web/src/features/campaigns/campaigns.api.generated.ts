import { baseApi as api } from "../../api/base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listArtistCampaigns: build.query<
      ListArtistCampaignsApiResponse,
      ListArtistCampaignsApiArg
    >({
      query: () => ({ url: `/api/user/bounty-campaigns` }),
    }),
    listCampaigns: build.query<ListCampaignsApiResponse, ListCampaignsApiArg>({
      query: () => ({ url: `/api/campaigns` }),
    }),
    updateCampaign: build.mutation<
      UpdateCampaignApiResponse,
      UpdateCampaignApiArg
    >({
      query: (queryArg) => ({
        url: `/api/campaigns/${queryArg.campaignId}`,
        method: "PATCH",
        body: queryArg.updateCampaignRequest,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as campaignsApi };
export type ListArtistCampaignsApiResponse =
  /** status 200  */ CampaignResponse[];
export type ListArtistCampaignsApiArg = void;
export type ListCampaignsApiResponse = /** status 200  */ CampaignResponse[];
export type ListCampaignsApiArg = void;
export type UpdateCampaignApiResponse = /** status 200  */ CampaignResponse;
export type UpdateCampaignApiArg = {
  campaignId: string;
  updateCampaignRequest: UpdateCampaignRequest;
};
export type CampaignArtistResponse = {
  id: string;
  displayName: string;
  profileImageUrl: string | null;
};
export type BountyTagResponse = {
  id: number;
  name: string;
  category: string;
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
export type FieldErrorBody = {
  field: string;
  message: string;
};
export type ErrorBody = {
  message: string;
  errors?: FieldErrorBody[];
};
export type UpdateCampaignRequest = {
  status: "active" | "rejected" | "completed";
  curatorFeedback?: string | null;
  /** Required to complete; placed only for a review-and-placement bounty */
  outcome?: ("reviewed" | "placed") | null;
};
export const {
  useListArtistCampaignsQuery,
  useListCampaignsQuery,
  useUpdateCampaignMutation,
} = injectedRtkApi;
