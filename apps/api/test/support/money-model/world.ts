// The money model's reference model: what it knows of the actors, bounties, campaigns and requests,
// and the World that keeps their books (what is reserved, what is paid, what time has ended).
import type { SignedUpAccount, Balance } from '#testing';

export type RequestType = 'review' | 'placement';
export type Answer = 'reviewed' | 'added' | 'rejected';

export interface ArtistModel {
  readonly account: SignedUpAccount;
  readonly songs: readonly string[];
  total: number;
  reserved: number;
}

export interface CuratorModel {
  readonly account: SignedUpAccount;
  readonly playlistId: string;
  reviewPrice: number;
  placementPrice: number;
  total: number;
}

export interface BountyModel {
  readonly label: string;
  readonly id: string;
  readonly artist: number;
  readonly song: number;
  readonly review: number;
  readonly placement: number;
  readonly expiresDay: number;
  status: 'open' | 'cancelled' | 'expired' | 'completed';
  /** The campaign under way (pending or active). */
  campaign: CampaignModel | null;
}

export interface CampaignModel {
  readonly label: string;
  readonly id: string;
  readonly curator: number;
  readonly bounty: BountyModel;
  /** ended: rejected, expired or closed with its bounty (which of them may depend on the order the deadlines were met in). */
  status: 'pending' | 'active' | 'completed' | 'ended';
  /** Accept by (pending), complete by (active). */
  deadlineDay: number;
  /** What the curator was paid on completion. */
  paid: number;
}

export interface RequestModel {
  readonly label: string;
  readonly id: string;
  readonly artist: number;
  readonly song: number;
  readonly playlist: number;
  readonly type: RequestType;
  readonly price: number;
  /** The playlist's review price when it was sent: what a placement request earns when only reviewed. */
  readonly reviewPrice: number;
  readonly respondDay: number;
  status: 'pending' | Answer | 'expired';
  /** What the curator was paid (the rest goes back once it is answered or expired). */
  paid: number;
}

export class World {
  day = 0;
  readonly bounties: BountyModel[] = [];
  readonly campaigns: CampaignModel[] = [];
  readonly requests: RequestModel[] = [];

  constructor(
    readonly artists: ArtistModel[],
    readonly curators: CuratorModel[],
    /** The app's limit of unfinished campaigns per curator (CAMPAIGNS_PER_CURATOR). */
    readonly campaignsPerCurator: number,
  ) {}

  activeBounty(artist: number, song: number): BountyModel | null {
    return this.bounties.find((b) => b.artist === artist && b.song === song && b.status === 'open') ?? null;
  }

  liveCampaigns(curator: number): CampaignModel[] {
    return this.campaigns.filter((c) => c.curator === curator && isLive(c));
  }

  pendingRequest(artist: number, song: number, playlist: number): RequestModel | null {
    return this.requests.find((r) => r.artist === artist && r.song === song && r.playlist === playlist && r.status === 'pending') ?? null;
  }

  available(artist: number): number {
    return this.artists[artist].total - this.artists[artist].reserved;
  }

  expectedBalances(): Balance[] {
    return [
      ...this.artists.map(({ total, reserved }) => ({ total, reserved, available: total - reserved })),
      ...this.curators.map(({ total }) => ({ total, reserved: 0, available: total })),
    ];
  }

  /**
   * Time moved to `day`: whatever fell due ends, as decision 0018 says. The app's time is the
   * model's day plus the real seconds since it began (its deadlines carry those seconds too), so a
   * deadline on the day itself has passed, and one on the next day has not.
   */
  advanceTo(day: number): void {
    this.day = day;
    for (const bounty of this.bounties.filter((b) => b.status === 'open')) {
      let campaign = bounty.campaign;
      if (campaign && day >= campaign.deadlineDay) {
        endCampaign(campaign, 'ended');
        campaign = null;
      }
      // Past its own end a bounty expires (a pending campaign closes with it); an active campaign keeps it.
      if (day >= bounty.expiresDay && campaign?.status !== 'active') {
        if (campaign) endCampaign(campaign, 'ended');
        this.release(bounty, 'expired');
      }
    }
    for (const request of this.requests.filter((r) => r.status === 'pending' && day >= r.respondDay)) {
      request.status = 'expired';
      this.artists[request.artist].reserved -= request.price;
    }
  }

  release(bounty: BountyModel, status: 'cancelled' | 'expired'): void {
    bounty.status = status;
    this.artists[bounty.artist].reserved -= bounty.review + bounty.placement;
  }
}

export const isLive = (campaign: CampaignModel): boolean => campaign.status === 'pending' || campaign.status === 'active';

export function endCampaign(campaign: CampaignModel, status: 'ended' | 'completed'): void {
  campaign.status = status;
  if (campaign.bounty.campaign === campaign) campaign.bounty.campaign = null;
}

/** Issue 8, as a table: what the curator earns for an answer (the rest goes back to the artist). */
export function earned(request: RequestModel, answer: Answer, feedback: string | undefined): number {
  const explained = (feedback?.trim().length ?? 0) >= 20;
  const reviewOfPlacement = Math.min(request.reviewPrice, request.price);
  if (request.type === 'review') return answer === 'rejected' && !explained ? 0 : request.price;
  if (answer === 'added') return request.price;
  return answer === 'reviewed' || explained ? reviewOfPlacement : 0;
}
