import { ApiProperty } from '@nestjs/swagger';

/** A user's coins (spec section 2.13), whole VibeCoins: available = total − reserved. */
export class BalanceResponse {
  @ApiProperty({
    description: 'Every coin in the wallet, reserved ones included',
  })
  total!: number;
  @ApiProperty({ description: 'Held in escrow for bounties and submissions' })
  reserved!: number;
  @ApiProperty({ description: 'What can be spent: total − reserved' })
  available!: number;
}

export class CouponRedeemedResponse {
  @ApiProperty({ example: 'VibeCoins Added!' }) message!: string;
  @ApiProperty({ example: 1000 }) vibeCoinsAdded!: number;
  @ApiProperty({
    type: BalanceResponse,
    description: 'The wallet right after the coupon',
  })
  balance!: BalanceResponse;
}

const KINDS = ['credit', 'reserve', 'release', 'payout', 'payout-received'] as const;
const CAUSES = ['coupon', 'purchase', 'bounty', 'submission'] as const;

export class TitledRef {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Null when it was never known here',
  })
  title!: string | null;
}

/** One movement of the user's wallet, as the balance page's history lists it. */
export class WalletTransactionResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({
    enum: KINDS,
    description:
      'credit: coins came in; reserve: set aside in escrow; release: back to available; payout: paid from a reservation to a curator; payout-received: paid to you',
  })
  kind!: (typeof KINDS)[number];
  @ApiProperty({ enum: CAUSES }) cause!: (typeof CAUSES)[number];
  @ApiProperty({
    nullable: true,
    type: String,
    enum: ['cancelled', 'expired', 'rejected', 'refunded', 'settled', 'unfunded', 'replaced'],
    description: 'Why a reservation was released',
  })
  releaseReason!: string | null;
  @ApiProperty({ description: 'Whole VC moved, never negative' })
  amount!: number;
  @ApiProperty({ description: 'Change of the available coins (signed)' })
  availableChange!: number;
  @ApiProperty({ description: 'Change of the total (signed)' })
  totalChange!: number;
  @ApiProperty({
    type: BalanceResponse,
    description: 'The wallet right after this movement',
  })
  balanceAfter!: BalanceResponse;
  @ApiProperty({ format: 'date-time' }) occurredAt!: string;
  @ApiProperty({ type: TitledRef, nullable: true }) song!: TitledRef | null;
  @ApiProperty({ type: TitledRef, nullable: true }) playlist!: TitledRef | null;
  @ApiProperty({ nullable: true, type: String, format: 'uuid' }) bountyId!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'uuid' }) submissionId!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'uuid' }) campaignId!: string | null;
  @ApiProperty({ nullable: true, type: String }) purchaseId!: string | null;
  @ApiProperty({ nullable: true, type: String }) packageId!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'uuid',
    description: 'The other wallet of a payout',
  })
  counterpartyId!: string | null;
}

export class WalletTransactionsPage {
  @ApiProperty({
    type: [WalletTransactionResponse],
    description: 'Newest first',
  })
  items!: WalletTransactionResponse[];
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Pass as `before` for the next (older) page; null at the end',
  })
  nextCursor!: string | null;
}

/** A package of VibeCoins for sale (spec section 9). */
export class VibeCoinPackageResponse {
  @ApiProperty({ example: 'pack-50' }) id!: string;
  @ApiProperty({ example: 50 }) usd!: number;
  @ApiProperty({ example: 260, description: 'Coins received, bonus included' })
  vibeCoins!: number;
  @ApiProperty({ example: 10 }) bonus!: number;
  @ApiProperty({ example: 0.192, description: 'USD per coin' })
  effectiveRate!: number;
  @ApiProperty() isPopular!: boolean;
  @ApiProperty() isBestValue!: boolean;
}

export class VibeCoinPackagesResponse {
  @ApiProperty({ type: [VibeCoinPackageResponse] })
  packages!: VibeCoinPackageResponse[];
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Who takes the money; null when purchases are off',
  })
  provider!: string | null;
  @ApiProperty({ description: 'No card is charged (the test provider)' })
  testMode!: boolean;
}

export class PurchaseResponse {
  @ApiProperty({ format: 'uuid' }) purchaseId!: string;
  @ApiProperty() packageId!: string;
  @ApiProperty({
    enum: ['completed', 'pending'],
    description: 'pending: pay on checkoutUrl; the coins come when the provider confirms',
  })
  status!: 'completed' | 'pending';
  @ApiProperty() vibeCoins!: number;
  @ApiProperty() testMode!: boolean;
  @ApiProperty({ nullable: true, type: String }) checkoutUrl!: string | null;
  @ApiProperty({ type: BalanceResponse }) balance!: BalanceResponse;
}
