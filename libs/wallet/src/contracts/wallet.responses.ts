import { ApiProperty } from '@nestjs/swagger';

/** A user's coins (spec section 2.13), whole VibeCoins: available = total − reserved. */
export class BalanceResponse {
  @ApiProperty({ description: 'Every coin in the wallet, reserved ones included' }) total!: number;
  @ApiProperty({ description: 'Held in escrow for bounties and submissions' }) reserved!: number;
  @ApiProperty({ description: 'What can be spent: total − reserved' }) available!: number;
}

export class CouponRedeemedResponse {
  @ApiProperty({ example: 'VibeCoins Added!' }) message!: string;
  @ApiProperty({ example: 1000 }) vibeCoinsAdded!: number;
  @ApiProperty({ type: BalanceResponse, description: 'The wallet right after the coupon' }) balance!: BalanceResponse;
}
