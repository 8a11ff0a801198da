import { ApiProperty } from '@nestjs/swagger';

const STATUSES = ['pending', 'reviewed', 'added', 'rejected', 'expired'] as const;
const nullableText = { type: String, nullable: true } as const;
const nullableDate = { type: String, format: 'date-time', nullable: true } as const;

export class SubmissionSongResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty(nullableText) spotifyUrl!: string | null;
  @ApiProperty(nullableText) coverArtUrl!: string | null;
  @ApiProperty({ format: 'uuid' }) artistId!: string;
  @ApiProperty() artistName!: string;
}

export class SubmissionPlaylistResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty() platform!: string;
  @ApiProperty() playlistUrl!: string;
  @ApiProperty(nullableText) spotifyUrl!: string | null;
  @ApiProperty(nullableText) coverImageUrl!: string | null;
  @ApiProperty() followerCount!: number;
  @ApiProperty({ format: 'uuid' }) curatorId!: string;
  @ApiProperty() curatorName!: string;
}

/** A campaign request (spec section 3's Submission), as its artist and its playlist's curator see it. */
export class SubmissionResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: STATUSES, description: 'expired: unanswered within the response window, refunded in full' }) status!: (typeof STATUSES)[number];
  @ApiProperty({ enum: ['review', 'placement'] }) type!: 'review' | 'placement';
  @ApiProperty({ description: 'VC reserved when it was sent: the playlist’s price for the type' }) price!: number;
  @ApiProperty({ description: 'VC paid to the curator when answered' }) paidAmount!: number;
  @ApiProperty({ description: 'VC returned to the artist' }) refundedAmount!: number;
  @ApiProperty({ example: '72', description: 'Numeric string (spec section 3)' }) matchPercentage!: string;
  @ApiProperty() message!: string;
  @ApiProperty(nullableText) curatorFeedback!: string | null;
  @ApiProperty({ format: 'date-time' }) submittedAt!: string;
  @ApiProperty({ format: 'date-time', description: 'Unanswered by then, it expires and is refunded in full' }) respondBy!: string;
  @ApiProperty(nullableDate) reviewedAt!: string | null;
  @ApiProperty(nullableDate) addedAt!: string | null;
  @ApiProperty({ type: SubmissionSongResponse }) song!: SubmissionSongResponse;
  @ApiProperty({ type: SubmissionPlaylistResponse }) playlist!: SubmissionPlaylistResponse;
}

/** How a curator answers requests, from their history (shown before an artist pays). */
export class CuratorReputationResponse {
  @ApiProperty({ format: 'uuid' }) curatorId!: string;
  @ApiProperty({ description: 'Requests received (funded)' }) received!: number;
  @ApiProperty({ description: 'Requests answered (reviewed, added or rejected)' }) answered!: number;
  @ApiProperty({ description: 'Requests left unanswered until they expired' }) expired!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'answered ÷ (answered + expired), 0 to 1; null before any request was decided' })
  responseRate!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Median hours from a request to its answer; null before any answer' })
  medianResponseHours!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'added ÷ answered, 0 to 1; null before any answer' })
  acceptanceRate!: number | null;
}

/** The 409s of sending a request: a price that changed since it was shown carries the price now, a shortfall what was needed and available. */
export class SubmissionConflictBody {
  @ApiProperty({ example: 'The price of this playlist changed to 30 VC' }) message!: string;
  @ApiProperty({ required: false, description: "The playlist's price for the type now, when it changed since it was shown (nothing was reserved)" }) price?: number;
  @ApiProperty({ required: false, description: 'VC the request needs, when the wallet is short' }) needed?: number;
  @ApiProperty({ required: false, description: 'VC available, when the wallet is short' }) available?: number;
}
