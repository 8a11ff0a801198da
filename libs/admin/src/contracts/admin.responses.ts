import { ApiProperty } from '@nestjs/swagger';

/**
 * The admin API's answers (spec sections 2.15, 2.16, 3 "Admin stats" and the listings; issue 9's
 * ledger audit and operations). Coins are whole VibeCoins; positions are the log's "commit/prepare".
 */

const ROLES = ['artist', 'curator', 'both'] as const;

/** Spec section 3, "Admin stats". "Today" is the current UTC day. */
export class AdminStatsResponse {
  @ApiProperty({ description: 'Every account: admins, deactivated ones and those without a role included' }) totalUsers!: number;
  @ApiProperty({ description: 'Accounts with role artist (a both account counts in totalBoth only)' }) totalArtists!: number;
  @ApiProperty({ description: 'Accounts with role curator (a both account counts in totalBoth only)' }) totalCurators!: number;
  @ApiProperty({ description: 'Accounts with role both' }) totalBoth!: number;
  @ApiProperty({ description: 'Page visits ever recorded' }) websiteVisits!: number;
  @ApiProperty({ description: 'Songs not deleted, hidden ones included' }) totalSongs!: number;
  @ApiProperty({ description: 'Songs with an open bounty' }) totalActiveSongsWithBounty!: number;
  @ApiProperty({ description: 'Songs whose open bounty was set today' }) todaysActiveSongsWithBounty!: number;
  @ApiProperty({ description: 'Open bounties: funded, and not cancelled, expired or completed (one under a campaign included)' }) totalActiveBounties!: number;
  @ApiProperty({ description: 'VC held in escrow by open bounties (the bounty pool)' }) totalBountyVibeCoin!: number;
  @ApiProperty({ description: 'Playlists not deleted' }) totalPlaylists!: number;
  @ApiProperty({ description: 'Campaigns claimed and not yet accepted or rejected' }) totalPendingCampaigns!: number;
  @ApiProperty({ description: 'Campaigns accepted and not yet completed' }) totalActiveCampaigns!: number;
  @ApiProperty({ description: 'Campaigns opened today that are pending' }) todaysPendingCampaigns!: number;
  @ApiProperty({ description: 'Campaigns accepted today that are active' }) todaysActiveCampaigns!: number;
  @ApiProperty({ description: 'VC credited by purchases (coupons not included)' }) totalVibeCoinPurchased!: number;
  @ApiProperty({ description: 'VC paid out to curators (bounty campaigns and campaign requests)' }) totalVibeCoinPaidout!: number;
  @ApiProperty({ description: 'VC credited by purchases today' }) todaysVibeCoinPurchased!: number;
}

/** One UTC day of the VibeCoin economy, for the admin panel's charts. */
export class CoinFlowDayResponse {
  @ApiProperty({ example: '2026-11-24', description: 'UTC day' }) day!: string;
  @ApiProperty({ description: 'VC credited by purchases that day' }) purchased!: number;
  @ApiProperty({ description: 'VC paid out to curators that day' }) paidOut!: number;
}

/** An account as the admin pages list it. */
export class AdminUserResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ nullable: true, type: String }) displayName!: string | null;
  @ApiProperty({ nullable: true, type: String }) location!: string | null;
  @ApiProperty({ nullable: true, type: String }) profileImageUrl!: string | null;
  @ApiProperty({ nullable: true, type: String, enum: ROLES, description: 'Null until the user chose one' }) role!: (typeof ROLES)[number] | null;
  @ApiProperty() isAdmin!: boolean;
  @ApiProperty() isActive!: boolean;
  @ApiProperty() isVerified!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

/** Spec section 3: the artist listing adds songCount, totalSubmissions and vibeCoinsSpent. */
export class AdminArtistResponse extends AdminUserResponse {
  @ApiProperty({ description: 'Songs not deleted' }) songCount!: number;
  @ApiProperty({ description: 'Campaign requests the artist sent' }) totalSubmissions!: number;
  @ApiProperty({ description: 'VC paid out of the artist’s reservations to curators' }) vibeCoinsSpent!: number;
}

/** Spec section 3: the curator listing adds playlistCount, totalSubmissions and vibeCoinsEarned. */
export class AdminCuratorResponse extends AdminUserResponse {
  @ApiProperty({ description: 'Playlists not deleted' }) playlistCount!: number;
  @ApiProperty({ description: 'Campaign requests received on the curator’s playlists' }) totalSubmissions!: number;
  @ApiProperty({ description: 'VC the curator was paid' }) vibeCoinsEarned!: number;
}

const MOVEMENTS = ['CoinsCredited', 'CoinsReserved', 'ReservationReleased', 'ReservationTransferred', 'TransferReceived'] as const;
const CAUSES = ['coupon', 'purchase', 'bounty', 'submission'] as const;

/** One wallet movement of the whole ledger, with its cause and the owner's running balance. */
export class LedgerEntryResponse {
  @ApiProperty({ example: '1234/1234', description: 'The event’s position in the log' }) position!: string;
  @ApiProperty({ format: 'uuid' }) eventId!: string;
  @ApiProperty({ format: 'date-time' }) occurredAt!: string;
  @ApiProperty({ format: 'uuid', description: 'Whose wallet moved' }) userId!: string;
  @ApiProperty({ nullable: true, type: String, description: 'The owner’s display name or first and last name' }) userName!: string | null;
  @ApiProperty({ enum: MOVEMENTS }) movement!: (typeof MOVEMENTS)[number];
  @ApiProperty({ description: 'Whole VC moved' }) amount!: number;
  @ApiProperty({ enum: CAUSES }) cause!: (typeof CAUSES)[number];
  @ApiProperty({ nullable: true, type: String, description: 'cancelled, expired, rejected, refunded, settled or unfunded' }) releaseReason!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'The reservation or purchase or coupon movement id' }) movementId!: string | null;
  @ApiProperty({ nullable: true, type: String }) couponCode!: string | null;
  @ApiProperty({ nullable: true, type: String }) purchaseId!: string | null;
  @ApiProperty({ nullable: true, type: String }) bountyId!: string | null;
  @ApiProperty({ nullable: true, type: String }) campaignId!: string | null;
  @ApiProperty({ nullable: true, type: String }) submissionId!: string | null;
  @ApiProperty({ nullable: true, type: String }) songId!: string | null;
  @ApiProperty({ nullable: true, type: String }) playlistId!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'The other wallet of a transfer (payee or payer)' }) counterpartyId!: string | null;
  @ApiProperty({ description: 'The owner’s total after this movement' }) totalAfter!: number;
  @ApiProperty({ description: 'The owner’s reserved coins after this movement' }) reservedAfter!: number;
  @ApiProperty({ description: 'The owner’s available coins after this movement' }) availableAfter!: number;
}

export class LedgerPageResponse {
  @ApiProperty({ type: [LedgerEntryResponse], description: 'Newest first' }) entries!: LedgerEntryResponse[];
  @ApiProperty({ nullable: true, type: String, description: 'Pass as cursor for the next (older) page; null at the end' }) nextCursor!: string | null;
}

/** A rule the replayed wallet history broke. */
export class LedgerViolationResponse {
  @ApiProperty({ example: 'negative_available' }) rule!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ nullable: true, type: String }) position!: string | null;
  @ApiProperty({ nullable: true, type: String }) userId!: string | null;
}

/** Coins paid out of reservations and not yet received by their payees. */
export class LedgerInFlightResponse {
  @ApiProperty({ description: 'VC paid out and not yet received' }) amount!: number;
  @ApiProperty({ description: 'Payouts paid out and not yet received' }) count!: number;
  @ApiProperty({ nullable: true, type: Number, description: 'Seconds since the oldest of them was paid out; null when none is in flight' }) oldestAgeSeconds!: number | null;
  @ApiProperty({ nullable: true, type: String, description: 'Position of the oldest payout in flight' }) oldestPosition!: string | null;
}

/** The whole wallet history replayed from the events (never from a read model). */
export class LedgerVerificationResponse {
  @ApiProperty({ description: 'True when no rule was broken' }) ok!: boolean;
  @ApiProperty({ description: 'VC that came in (coupons and purchases)' }) credited!: number;
  @ApiProperty({ description: 'VC in all wallets now plus payouts on their way to a payee; equals credited when whole' }) held!: number;
  @ApiProperty({ description: 'VC reserved (in escrow) now' }) reserved!: number;
  @ApiProperty({ description: 'VC paid from reservations to curators' }) paidOut!: number;
  @ApiProperty({ type: LedgerInFlightResponse, description: 'Payouts on their way to a payee; one older than LEDGER_IN_FLIGHT_LIMIT breaks payout_stuck' }) inFlight!: LedgerInFlightResponse;
  @ApiProperty({ description: 'Wallet events replayed' }) eventsChecked!: number;
  @ApiProperty({ nullable: true, type: String, description: 'The last position replayed' }) checkedUpTo!: string | null;
  @ApiProperty({ type: [LedgerViolationResponse] }) violations!: LedgerViolationResponse[];
}

/** A user's balance as it stood at a moment, folded from their wallet's events up to it. */
export class LedgerBalanceAtResponse {
  @ApiProperty({ format: 'uuid' }) userId!: string;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty() total!: number;
  @ApiProperty() reserved!: number;
  @ApiProperty() available!: number;
  @ApiProperty({ description: 'Wallet events up to that moment' }) eventsCounted!: number;
  @ApiProperty({ nullable: true, type: String, description: 'Position of the last event counted' }) lastPosition!: string | null;
}

/** An event of the log as stored, for developers replaying and inspecting. */
export class AdminEventResponse {
  @ApiProperty({ example: '1234/1234' }) position!: string;
  @ApiProperty({ example: 'wallet-…' }) streamId!: string;
  @ApiProperty({ description: 'The event’s revision in its stream (0-based)' }) revision!: number;
  @ApiProperty({ format: 'uuid' }) eventId!: string;
  @ApiProperty() type!: string;
  @ApiProperty({ type: 'object', additionalProperties: true }) data!: Record<string, unknown>;
  @ApiProperty({ type: 'object', additionalProperties: true }) metadata!: Record<string, unknown>;
}

export class AdminEventPageResponse {
  @ApiProperty({ type: [AdminEventResponse], description: 'Oldest first' }) events!: AdminEventResponse[];
  @ApiProperty({ nullable: true, type: String, description: 'Pass as from for the next page; null at the end of the log' }) nextPosition!: string | null;
}

export class ProjectionRebuildResponse {
  @ApiProperty({ format: 'date-time' }) startedAt!: string;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) finishedAt!: string | null;
  @ApiProperty({ description: 'Events replayed so far' }) processedEvents!: number;
  @ApiProperty({ description: 'Events of the log to replay (at the start)' }) totalEvents!: number;
  @ApiProperty({ description: '0 to 100' }) percent!: number;
  @ApiProperty({ enum: ['running', 'done', 'failed'] }) state!: 'running' | 'done' | 'failed';
  @ApiProperty({ nullable: true, type: String }) error!: string | null;
}

/** A read model's projection: how far it has read the log, and any rebuild under way. */
export class ProjectionStatusResponse {
  @ApiProperty() name!: string;
  @ApiProperty() version!: number;
  @ApiProperty({ nullable: true, type: String, description: 'The last position applied' }) checkpoint!: string | null;
  @ApiProperty({ description: 'Events of its types in the log past its checkpoint' }) lagEvents!: number;
  @ApiProperty({ nullable: true, type: Number, description: 'Age of the oldest event it has not applied; null when caught up' }) lagSeconds!: number | null;
  @ApiProperty({ enum: ['live', 'behind', 'rebuilding'] }) status!: 'live' | 'behind' | 'rebuilding';
  @ApiProperty({ type: ProjectionRebuildResponse, nullable: true }) rebuild!: ProjectionRebuildResponse | null;
}

/** A verification request waiting for an admin, or an account verified automatically (issue 9's verification review). */
export class VerificationReviewResponse {
  @ApiProperty({ format: 'uuid' }) userId!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ nullable: true, type: String }) displayName!: string | null;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ enum: ['pending', 'auto'], description: 'pending: waiting for an admin; auto: verified by the followers of the linked Spotify artist profile' })
  status!: 'pending' | 'auto';
  @ApiProperty({ nullable: true, type: String, description: 'The reason the user gave with their latest request' }) reason!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) requestedAt!: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'The followers counted for an automatic badge; null when pending' }) followerCount!: number | null;
  @ApiProperty({ nullable: true, type: String }) spotifyUrl!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'When the automatic badge was granted; null when pending' }) verifiedAt!: string | null;
}
