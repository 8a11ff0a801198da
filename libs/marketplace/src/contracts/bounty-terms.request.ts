import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { MAX_DESCRIPTION_LENGTH, PLACEMENT_AMOUNTS, REVIEW_AMOUNTS } from '../domain/bounty.decide.js';
import type { BountyTerms } from '../domain/bounty.events.js';

export const AMOUNT_NOT_WHOLE = 'Amounts must be whole VibeCoins';

/** The artist's terms of a bounty, set or changed (spec 2.6): the server reserves their total, never an amount of its own choosing. */
export class BountyTermsRequest {
  @ApiProperty({ minimum: REVIEW_AMOUNTS.min, maximum: REVIEW_AMOUNTS.max, multipleOf: REVIEW_AMOUNTS.step, example: 25 })
  @IsInt({ message: AMOUNT_NOT_WHOLE })
  reviewAmount!: number;

  @ApiProperty({ minimum: 0, maximum: PLACEMENT_AMOUNTS.max, example: 125, description: `${PLACEMENT_AMOUNTS.min}–${PLACEMENT_AMOUNTS.max} in steps of ${PLACEMENT_AMOUNTS.step}; 0 for review only` })
  @IsInt({ message: AMOUNT_NOT_WHOLE })
  placementAmount!: number;

  @ApiProperty({ required: false, type: String, nullable: true, maxLength: MAX_DESCRIPTION_LENGTH, description: 'Special instructions, trimmed' })
  @IsOptional()
  @IsString({ message: 'description must be text' })
  @MaxLength(MAX_DESCRIPTION_LENGTH + 100, { message: `Special instructions have at most ${MAX_DESCRIPTION_LENGTH} characters` })
  description?: string | null;

  @ApiProperty({ required: false, enum: ['review', 'both'], default: 'both' })
  @IsOptional()
  @IsIn(['review', 'both'], { message: 'serviceType must be review or both' })
  serviceType?: 'review' | 'both';
}

/** The terms as the rules take them: a review and placement bounty unless said otherwise, no instructions unless given. */
export const termsOf = ({ serviceType = 'both', reviewAmount, placementAmount, description = null }: BountyTermsRequest): BountyTerms =>
  ({ serviceType, reviewAmount, placementAmount, description });
