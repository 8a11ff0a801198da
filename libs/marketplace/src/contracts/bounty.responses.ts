import { ApiProperty } from '@nestjs/swagger';

const nullableText = { type: String, nullable: true } as const;

export class BountyTagResponse {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() category!: string;
}

/** A bounty as set (POST /api/songs/{id}/bounty). */
export class BountyResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) songId!: string;
  @ApiProperty() reviewAmount!: number;
  @ApiProperty({ description: '0 for a review-only bounty' }) placementAmount!: number;
  @ApiProperty({ description: 'Reserved from the artist’s coins until the bounty ends' }) totalAmount!: number;
  @ApiProperty({ enum: ['review', 'both'] }) serviceType!: 'review' | 'both';
  @ApiProperty(nullableText) description!: string | null;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
}

export class CancelledBountyResponse {
  @ApiProperty({ description: 'VC back in the artist’s available coins' }) releasedAmount!: number;
}

/** One of the artist's bounties still open (spec 3's active bounty, on the balance page and song cards). */
export class ActiveBountyResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) songId!: string;
  @ApiProperty() songTitle!: string;
  @ApiProperty() reviewAmount!: number;
  @ApiProperty() placementAmount!: number;
  @ApiProperty() totalAmount!: number;
  @ApiProperty({ enum: ['review', 'both'] }) serviceType!: 'review' | 'both';
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
  @ApiProperty({ description: 'A curator has claimed it (pending or active campaign)' }) hasCampaign!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'While a curator holds it: when the campaign must be accepted (pending) or completed (active) by, or it ends and the bounty reopens' })
  campaignDeadline!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    enum: ['pending', 'active'],
    description: 'While a curator holds it: pending until they accept (cancelling ends their claim), active while they work (it can be cancelled only once the deadline has passed)',
  })
  campaignStatus!: 'pending' | 'active' | null;
}

/** An open bounty as a curator discovers it (spec section 3's discoverable bounty). */
export class DiscoverableBountyResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) songId!: string;
  @ApiProperty({ format: 'uuid' }) artistId!: string;
  @ApiProperty() artistName!: string;
  @ApiProperty(nullableText) artistProfileImageUrl!: string | null;
  @ApiProperty() songTitle!: string;
  @ApiProperty(nullableText) spotifyUrl!: string | null;
  @ApiProperty(nullableText) coverArtUrl!: string | null;
  @ApiProperty({ type: [BountyTagResponse] }) tags!: BountyTagResponse[];
  @ApiProperty(nullableText) description!: string | null;
  @ApiProperty({ description: 'The song’s best match (0–100) against the curator’s playlists that accept submissions' }) matchScore!: number;
  @ApiProperty({ description: 'How many of the curator’s playlists match at 60% or more' }) estimatedPlaylists!: number;
  @ApiProperty() totalAmount!: number;
  @ApiProperty() reviewAmount!: number;
  @ApiProperty() placementAmount!: number;
  @ApiProperty({ enum: ['review', 'both'] }) serviceType!: 'review' | 'both';
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

/** Bounty discovery's statistics (spec 2.12) over every bounty the filter finds, not only the page shown. */
export class DiscoverySummaryResponse {
  @ApiProperty({ description: 'Open bounties the filter finds' }) available!: number;
  @ApiProperty({ description: 'Their total, VC' }) totalValue!: number;
  @ApiProperty({ description: 'Those whose song matches one of the curator’s playlists at 80% or more' }) highMatches!: number;
  @ApiProperty({ description: 'Their average match, rounded (0 when none)' }) averageMatch!: number;
}

export class CampaignArtistResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() displayName!: string;
  @ApiProperty(nullableText) profileImageUrl!: string | null;
}

export class CampaignSongResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty(nullableText) spotifyUrl!: string | null;
  @ApiProperty({ type: [BountyTagResponse] }) tags!: BountyTagResponse[];
}

export class CampaignPlaylistResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() followerCount!: number;
  @ApiProperty(nullableText) spotifyUrl!: string | null;
}

/** A campaign a curator runs on a claimed bounty (spec section 3). */
export class CampaignResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['pending', 'active', 'completed', 'rejected', 'expired'], description: 'expired: not accepted or completed by its deadline, its curator can no longer work, or its bounty ended before it was accepted' })
  status!: 'pending' | 'active' | 'completed' | 'rejected' | 'expired';
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Accept by (pending) or complete by (active); null once it ended' }) deadline!: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['not_accepted', 'not_completed', 'curator_unavailable', 'bounty_cancelled', 'bounty_expired'], description: 'Why an expired campaign ended' })
  endReason!: 'not_accepted' | 'not_completed' | 'curator_unavailable' | 'bounty_cancelled' | 'bounty_expired' | null;
  @ApiProperty({ format: 'uuid' }) bountyId!: string;
  @ApiProperty({ description: 'The bounty’s total in VC' }) bountyAmount!: number;
  @ApiProperty() reviewAmount!: number;
  @ApiProperty() placementAmount!: number;
  @ApiProperty({ enum: ['review', 'both'], description: 'The bounty’s service type' }) campaignType!: 'review' | 'both';
  @ApiProperty({ type: String, nullable: true, enum: ['reviewed', 'placed'] }) outcome!: 'reviewed' | 'placed' | null;
  @ApiProperty({ ...nullableText, description: 'The artist’s special instructions' }) message!: string | null;
  @ApiProperty(nullableText) curatorFeedback!: string | null;
  @ApiProperty({ example: '80', description: 'Numeric string' }) matchPercentage!: string;
  @ApiProperty({ description: 'VC paid to the curator on completion' }) paidAmount!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ type: CampaignArtistResponse }) artist!: CampaignArtistResponse;
  @ApiProperty({ type: CampaignSongResponse }) song!: CampaignSongResponse;
  @ApiProperty({ type: CampaignPlaylistResponse, nullable: true, description: 'The curator’s best-matching playlist when claimed' }) playlist!: CampaignPlaylistResponse | null;
}
